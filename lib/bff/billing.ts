import 'server-only';
import type { BillingAnswer } from '@/lib/bff/answer-types';
import { answer, failure, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';
import { getBillingDetails, setBillingDetails } from '@/lib/upstream/billing';
import { firstIssue } from '@/lib/validation/auth';
import { BILLING_MSG, BillingFormSchema, toBillingInput } from '@/lib/validation/billing';

/**
 * /api/account/billing: the signed-in customer's billing details (contract extension). GET answers
 * `{ ok: true, billing: null }` when the upstream has no such extension (the form is then hidden); POST checks the
 * Origin, the form's schema, the session and a per-user limit, then saves and answers what was saved.
 */
export const readBilling = bffRoute({ auth: 'user' }, async ({ session, caller }) => {
  const result = await getBillingDetails(caller);
  if (!result.ok && result.error.kind === 'unavailable') return answer<BillingAnswer>({ ok: true, billing: null });
  if (!result.ok) return upstreamFailure(result.error, session);
  return answer<BillingAnswer>({ ok: true, billing: result.data });
});

export const saveBilling = bffRoute(
  { body: BillingFormSchema, invalid: firstIssue, auth: 'user', limit: 'addresses' },
  async ({ input, session, caller }) => {
    const saved = await setBillingDetails(toBillingInput(input), caller);
    if (!saved.ok) {
      if (saved.error.kind === 'unavailable') return failure(BILLING_MSG.invalid, 404);
      if (saved.error.status === 400) return failure(BILLING_MSG.invalid, 400);
      return upstreamFailure(saved.error, session);
    }
    return answer<BillingAnswer>({ ok: true, billing: saved.data });
  },
);
