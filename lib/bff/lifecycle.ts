import 'server-only';
import type { NotifyAnswer, NotifyChangeAnswer, StandingAnswer, WaitlistChangeAnswer } from '@/lib/bff/answer-types';
import { answer, failure, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute, SESSION_FIRST } from '@/lib/bff/route';
import { isLoggedIn, type Session } from '@/lib/session/session';
import type { UpstreamError } from '@/lib/upstream/client';
import * as lifecycle from '@/lib/upstream/lifecycle';
import { firstIssue } from '@/lib/validation/auth';
import { idParam, LIFECYCLE_MSG, NotifyInputSchema, WaitlistInputSchema } from '@/lib/lifecycle/inputs';

/**
 * The waitlist and notify-me BFF (app/api/waitlist, app/api/notify-me). Reads tell the island whether the feature
 * exists (`available: false` when the upstream lacks the extension: the island then shows the spec's own state),
 * whether the visitor is signed in, and their standing. Mutations (lib/bff/route.ts): Origin, session (401 'Please
 * log in first'), the body's schema, the cart's rate limit, then the upstream with the session's token.
 */

/** The mutations' checks: the session before the body, and the cart's rate limit. */
const MUTATION = { auth: 'user', invalid: firstIssue, limit: 'cart', order: SESSION_FIRST } as const;

function fail(error: UpstreamError, session: Session): Response {
  if (error.kind === 'unavailable') return failure(LIFECYCLE_MSG.unavailable, 404);
  if (error.kind === 'unauthorized') return upstreamFailure(error, session);
  return failure(LIFECYCLE_MSG.failed, 502);
}

/** A read for a visitor: the upstream answers 401 when it has the endpoint, 404 (unavailable) when it does not. */
async function probe(call: Promise<{ ok: boolean; error?: UpstreamError }>): Promise<Response> {
  const r = await call;
  if (!r.ok && r.error?.kind === 'unavailable')
    return answer<StandingAnswer | NotifyAnswer>({ ok: true, available: false });
  if (!r.ok && r.error?.kind !== 'unauthorized') return failure(LIFECYCLE_MSG.failed, 502);
  return answer<StandingAnswer | NotifyAnswer>({ ok: true, available: true, loggedIn: false });
}

/** GET /api/waitlist?id=<PriceOptionID>: `{ available, loggedIn, standing }`. */
export const readStanding = bffRoute({ auth: 'visitor' }, async ({ request, session, caller }) => {
  const id = idParam(request);
  if (id === null) return failure(LIFECYCLE_MSG.failed, 400);
  if (!isLoggedIn(session)) return probe(lifecycle.waitlistStanding(id, caller));
  const r = await lifecycle.waitlistStanding(id, caller);
  if (!r.ok && r.error.kind === 'unavailable')
    return answer<StandingAnswer | NotifyAnswer>({ ok: true, available: false });
  if (!r.ok) return fail(r.error, session);
  return answer<StandingAnswer>({ ok: true, available: true, loggedIn: true, standing: r.data });
});

/** POST /api/waitlist `{ action: 'join' | 'leave', PriceOptionID }`. */
export const changeWaitlist = bffRoute(
  { ...MUTATION, body: WaitlistInputSchema },
  async ({ input, session, caller: ctx }) => {
    const { action, PriceOptionID } = input;
    if (action === 'join') {
      const r = await lifecycle.joinWaitlist(PriceOptionID, ctx);
      if (!r.ok) return fail(r.error, session);
      return answer<WaitlistChangeAnswer>({ ok: true, status: r.data.Status });
    }
    const r = await lifecycle.leaveWaitlist(PriceOptionID, ctx);
    if (!r.ok) return fail(r.error, session);
    return answer<WaitlistChangeAnswer>({ ok: true, left: r.data === 1 });
  },
);

/** GET /api/notify-me?id=<ProductId>: `{ available, loggedIn, requested }`. */
export const readNotify = bffRoute({ auth: 'visitor' }, async ({ request, session, caller }) => {
  const id = idParam(request);
  if (id === null) return failure(LIFECYCLE_MSG.failed, 400);
  if (!isLoggedIn(session)) return probe(lifecycle.notifyMeStatus(id, caller));
  const r = await lifecycle.notifyMeStatus(id, caller);
  if (!r.ok && r.error.kind === 'unavailable')
    return answer<StandingAnswer | NotifyAnswer>({ ok: true, available: false });
  if (!r.ok) return fail(r.error, session);
  return answer<NotifyAnswer>({ ok: true, available: true, loggedIn: true, requested: r.data.Requested });
});

/** POST /api/notify-me `{ action: 'subscribe' | 'cancel', ProductId }`. */
export const changeNotify = bffRoute(
  { ...MUTATION, body: NotifyInputSchema },
  async ({ input, session, caller: ctx }) => {
    const { action, ProductId } = input;
    const r =
      action === 'subscribe'
        ? await lifecycle.notifyMe(ProductId, ctx)
        : await lifecycle.notifyMeCancel(ProductId, ctx);
    if (!r.ok) return fail(r.error, session);
    return answer<NotifyChangeAnswer>({ ok: true, requested: action === 'subscribe' });
  },
);
