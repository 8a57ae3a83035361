import 'server-only';
import { refuseCrossSite } from '@/lib/security/origin';
import { answer, failure, limited, readJson, requestLang, signedIn, upstreamFailure } from '@/lib/session/bff-server';
import { callerContext } from '@/lib/session/session';
import { getBillingDetails, setBillingDetails } from '@/lib/upstream/billing';
import { firstIssue } from '@/lib/validation/auth';
import { BILLING_MSG, BillingFormSchema, toBillingInput } from '@/lib/validation/billing';

/**
 * /api/account/billing: the signed-in customer's billing details (contract extension). GET answers
 * `{ ok: true, billing: null }` when the upstream has no such extension (the form is then hidden); POST checks the
 * Origin, the form's schema, the session and a per-user limit, then saves and answers what was saved.
 */
export async function readBilling(request: Request): Promise<Response> {
  const auth = await signedIn();
  if (!auth.ok) return auth.response;
  const result = await getBillingDetails(callerContext(auth.session, requestLang(request)));
  if (!result.ok && result.error.kind === 'unavailable') return answer({ ok: true, billing: null });
  if (!result.ok) return upstreamFailure(result.error, auth.session);
  return answer({ ok: true, billing: result.data });
}

export async function saveBilling(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const parsed = BillingFormSchema.safeParse(await readJson(request));
  if (!parsed.success) return failure(firstIssue(parsed.error), 400);
  const auth = await signedIn();
  if (!auth.ok) return auth.response;
  const tooFast = await limited(['addresses', auth.session.userId]);
  if (tooFast) return tooFast;
  const saved = await setBillingDetails(toBillingInput(parsed.data), callerContext(auth.session, requestLang(request)));
  if (!saved.ok) {
    if (saved.error.kind === 'unavailable') return failure(BILLING_MSG.invalid, 404);
    if (saved.error.status === 400) return failure(BILLING_MSG.invalid, 400);
    return upstreamFailure(saved.error, auth.session);
  }
  return answer({ ok: true, billing: saved.data });
}
