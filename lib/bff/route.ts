import 'server-only';
// Core types and the functional safeParse: a body schema is the form's own, in zod's classic API or its mini one.
import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';
import { BODY_LIMITS, payloadTooLarge, readJsonWithin, TOO_LARGE } from '@/lib/security/body-limit';
import { clientAddress } from '@/lib/security/client-address';
import { crossSiteRefusal, isSameOrigin } from '@/lib/security/origin';
import { consume, tooMany, type LimitName } from '@/lib/security/rate-limit';
import { callerContext, getSession, isLoggedIn, type Session, type SignedInSession } from '@/lib/session/session';
import type { CallerContext } from '@/lib/upstream/client';
import { issueKey } from '@/lib/validation/issue-key';
import { MSG } from '@/lib/validation/messages';
import { failure } from './answers';

/**
 * One BFF route handler, declared (docs/architecture.md#bff): a mutation (any method but GET and HEAD) refuses a
 * cross-site Origin first; then, in the route's order, the body within its limit through the form's zod schema,
 * the session the route needs, and the rate limit. The handler gets the typed input and the session, and answers.
 */

/**
 * `none`: the handler gets no session; `visitor`: the session, signed in or not (sign-in and code flows keep state
 * in it); `user`: a signed-in session, else 401 'Please log in first'; `staff`: a signed-in staff session.
 */
export type Auth = 'none' | 'visitor' | 'user' | 'staff';

type SessionFor<A extends Auth> = A extends 'none' ? undefined : A extends 'visitor' ? Session : SignedInSession;
type InputOf<S> = S extends $ZodType ? output<S> : undefined;

/** The checks after the Origin's. Their order decides which refusal a request with several faults gets. */
export type Check = 'body' | 'session' | 'limit';

/** The answers of a refused request; a route whose client reads other codes (the enquiry form) brings its own. */
export type Refusals = {
  crossSite: () => Response;
  tooLarge: () => Response;
  invalid: (error: $ZodError) => Response;
  signedOut: () => Response;
  tooMany: (wait: number) => Response;
};

export type RouteContext<I, A extends Auth> = {
  request: Request;
  input: I;
  session: SessionFor<A>;
  /** The interface language of the caller (`?lang=ar`), for the upstream's x-lang (e-mails in that language). */
  lang: 'en' | 'ar';
  /** The headers context of lib/upstream calls made for this caller (undefined when the route has no session). */
  caller: A extends 'none' ? undefined : CallerContext;
};

type LimitOf<I, A extends Auth> =
  LimitName | ((c: { request: Request; input: I; session: SessionFor<A> }) => [LimitName, string][]);

export type RouteOptions<S extends $ZodType | undefined, A extends Auth> = {
  /** The body's schema (the form's own, from lib/validation); without one the body is not read. */
  body?: S;
  auth?: A;
  /**
   * A bucket of lib/security/rate-limit.ts, counted per user when the route needs a signed-in session, else per
   * client address; or the buckets and keys themselves (sign-in counts per address and per account).
   */
  limit?: LimitOf<InputOf<S>, A>;
  /** Bytes (lib/security/body-limit.ts); a form's limit unless said. */
  bodyLimit?: number;
  /** The message key of a body the schema refuses: its first issue's key unless said. */
  invalid?: string | ((error: $ZodError) => string);
  /** Default: body, session, limit; a check left out runs after those named. */
  order?: readonly Check[];
  refusals?: Partial<Refusals>;
};

const DEFAULT_ORDER: readonly Check[] = ['body', 'session', 'limit'];

/** The cart's order (and the wishlist's, the waitlist's): a visitor is asked to sign in whatever they sent. */
export const SESSION_FIRST: readonly Check[] = ['session', 'body', 'limit'];

/** The interface language of the caller (`?lang=ar`); English otherwise. */
function requestLang(request: Request): 'en' | 'ar' {
  try {
    return new URL(request.url).searchParams.get('lang') === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

export function bffRoute<S extends $ZodType | undefined = undefined, A extends Auth = 'none'>(
  options: RouteOptions<S, A>,
  handler: (c: RouteContext<InputOf<S>, A>) => Promise<Response>,
): (request: Request) => Promise<Response> {
  const auth: Auth = options.auth ?? 'none';
  const perUser = auth === 'user' || auth === 'staff';
  const invalidKey = options.invalid ?? issueKey;
  const order = [...new Set([...(options.order ?? []), ...DEFAULT_ORDER])];
  const refusals: Refusals = {
    crossSite: crossSiteRefusal,
    tooLarge: payloadTooLarge,
    invalid: (error) => failure(typeof invalidKey === 'string' ? invalidKey : invalidKey(error), 400),
    signedOut: () => failure(MSG.notLoggedIn, 401),
    tooMany,
    ...options.refusals,
  };

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request)) return refusals.crossSite();
    let input: unknown;
    let session: Session | undefined;
    for (const check of order) {
      if (check === 'body' && options.body) {
        const json = await readJsonWithin(request, options.bodyLimit ?? BODY_LIMITS.form);
        if (json === TOO_LARGE) return refusals.tooLarge();
        const parsed = safeParse(options.body, json);
        if (!parsed.success) return refusals.invalid(parsed.error);
        input = parsed.data;
      }
      if (check === 'session' && auth !== 'none') {
        session = await getSession();
        if (auth !== 'visitor' && !isLoggedIn(session)) return refusals.signedOut();
        if (auth === 'staff' && session.role !== 'staff') return refusals.signedOut();
      }
      if (check === 'limit' && options.limit) {
        const checks: [LimitName, string][] =
          typeof options.limit === 'function'
            ? options.limit({ request, input: input as InputOf<S>, session: session as SessionFor<A> })
            : [[options.limit, perUser && session?.userId ? session.userId : clientAddress(request)]];
        const wait = await consume(...checks);
        if (wait > 0) return refusals.tooMany(wait);
      }
    }
    const lang = requestLang(request);
    return handler({
      request,
      input: input as InputOf<S>,
      session: session as SessionFor<A>,
      lang,
      caller: (session ? callerContext(session, lang) : undefined) as RouteContext<InputOf<S>, A>['caller'],
    });
  };
}
