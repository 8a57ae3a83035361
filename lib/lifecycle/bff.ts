import 'server-only';
import type { z } from 'zod';
import { refuseCrossSite } from '@/lib/security/origin';
import { answer, failure, limited, readJson, requestLang, upstreamFailure } from '@/lib/session/bff-server';
import { callerContext, getSession, isLoggedIn, type Session } from '@/lib/session/session';
import type { UpstreamError } from '@/lib/upstream/client';
import * as lifecycle from '@/lib/upstream/lifecycle';
import { firstIssue } from '@/lib/validation/auth';
import { idParam, LIFECYCLE_MSG, NotifyInputSchema, WaitlistInputSchema } from './inputs';

/**
 * The waitlist and notify-me BFF (app/api/waitlist, app/api/notify-me). Reads tell the island whether the feature
 * exists (`available: false` when the upstream lacks the extension: the island then shows the spec's own state),
 * whether the visitor is signed in, and their standing. Mutations: Origin, session (401 'Please log in first'),
 * the body's schema, the cart's rate limit, then the upstream with the session's token.
 */

type LoggedIn = Session & { userId: string; token: string };

async function guard<S extends z.ZodType>(request: Request, schema: S) {
  const refused = refuseCrossSite(request);
  if (refused) return { ok: false as const, response: refused };
  const session = await getSession();
  if (!isLoggedIn(session)) return { ok: false as const, response: failure(LIFECYCLE_MSG.loginFirst, 401) };
  const parsed = schema.safeParse(await readJson(request));
  if (!parsed.success) return { ok: false as const, response: failure(firstIssue(parsed.error), 400) };
  const tooFast = await limited(['cart', session.userId]);
  if (tooFast) return { ok: false as const, response: tooFast };
  return { ok: true as const, data: parsed.data as z.output<S>, session: session as LoggedIn };
}

function fail(error: UpstreamError, session: Session): Response {
  if (error.kind === 'unavailable') return failure(LIFECYCLE_MSG.unavailable, 404);
  if (error.kind === 'unauthorized') return upstreamFailure(error, session);
  return failure(LIFECYCLE_MSG.failed, 502);
}

/** A read for a visitor: the upstream answers 401 when it has the endpoint, 404 (unavailable) when it does not. */
async function probe(
  call: (ctx: ReturnType<typeof callerContext>) => Promise<{ ok: boolean; error?: UpstreamError }>,
  session: Session,
  lang: 'en' | 'ar',
): Promise<Response> {
  const r = await call(callerContext(session, lang));
  if (!r.ok && r.error?.kind === 'unavailable') return answer({ ok: true, available: false });
  if (!r.ok && r.error?.kind !== 'unauthorized') return failure(LIFECYCLE_MSG.failed, 502);
  return answer({ ok: true, available: true, loggedIn: false });
}

/** GET /api/waitlist?id=<PriceOptionID>: `{ available, loggedIn, standing }`. */
export async function readStanding(request: Request): Promise<Response> {
  const id = idParam(request);
  if (id === null) return failure(LIFECYCLE_MSG.failed, 400);
  const session = await getSession();
  const lang = requestLang(request);
  if (!isLoggedIn(session)) return probe((ctx) => lifecycle.waitlistStanding(id, ctx), session, lang);
  const r = await lifecycle.waitlistStanding(id, callerContext(session, lang));
  if (!r.ok && r.error.kind === 'unavailable') return answer({ ok: true, available: false });
  if (!r.ok) return fail(r.error, session);
  return answer({ ok: true, available: true, loggedIn: true, standing: r.data });
}

/** POST /api/waitlist `{ action: 'join' | 'leave', PriceOptionID }`. */
export async function changeWaitlist(request: Request): Promise<Response> {
  const input = await guard(request, WaitlistInputSchema);
  if (!input.ok) return input.response;
  const ctx = callerContext(input.session, requestLang(request));
  const { action, PriceOptionID } = input.data;
  if (action === 'join') {
    const r = await lifecycle.joinWaitlist(PriceOptionID, ctx);
    if (!r.ok) return fail(r.error, input.session);
    return answer({ ok: true, status: r.data.Status });
  }
  const r = await lifecycle.leaveWaitlist(PriceOptionID, ctx);
  if (!r.ok) return fail(r.error, input.session);
  return answer({ ok: true, left: r.data === 1 });
}

/** GET /api/notify-me?id=<ProductId>: `{ available, loggedIn, requested }`. */
export async function readNotify(request: Request): Promise<Response> {
  const id = idParam(request);
  if (id === null) return failure(LIFECYCLE_MSG.failed, 400);
  const session = await getSession();
  const lang = requestLang(request);
  if (!isLoggedIn(session)) return probe((ctx) => lifecycle.notifyMeStatus(id, ctx), session, lang);
  const r = await lifecycle.notifyMeStatus(id, callerContext(session, lang));
  if (!r.ok && r.error.kind === 'unavailable') return answer({ ok: true, available: false });
  if (!r.ok) return fail(r.error, session);
  return answer({ ok: true, available: true, loggedIn: true, requested: r.data.Requested });
}

/** POST /api/notify-me `{ action: 'subscribe' | 'cancel', ProductId }`. */
export async function changeNotify(request: Request): Promise<Response> {
  const input = await guard(request, NotifyInputSchema);
  if (!input.ok) return input.response;
  const ctx = callerContext(input.session, requestLang(request));
  const { action, ProductId } = input.data;
  const r =
    action === 'subscribe' ? await lifecycle.notifyMe(ProductId, ctx) : await lifecycle.notifyMeCancel(ProductId, ctx);
  if (!r.ok) return fail(r.error, input.session);
  return answer({ ok: true, requested: action === 'subscribe' });
}
