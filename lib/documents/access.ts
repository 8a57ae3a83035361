import 'server-only';
import type { SessionData } from '@/lib/session/config';
import { callerContext, isLoggedIn as loggedIn } from '@/lib/session/session';
import type { CallerContext } from '@/lib/upstream/client';
import { checkDocumentLink, withoutSignature, type LinkCheck } from './signed-link';
import { localePath, loginPath } from '@/lib/routes';

/**
 * Who may open a printable document (docs/architecture.md#pdfs; never on a bare `uid` in the query):
 *
 * 1. the owner's session (`session.userId === uid`): the upstream is called with the session's token;
 * 2. a session whose cookie says staff: the upstream is called with the session's token too, and decides: it checks
 *    the token on this request (logged out, password reset: refused) and the role in its own records (role removed:
 *    refused), so the cookie's role only chooses the path, never grants a read;
 * 3. a genuine, unexpired signed link (`exp` + `sig`, lib/documents/signed-link.ts): the upstream is called
 *    anonymously with the query's uid (the link is the proof);
 * otherwise
 * 4. a tampered or malformed signature → 404 (whoever is asking);
 * 5. a signed-in customer asking for someone else's uid → 404, the same answer as a document that does not
 *    exist (the upstream answers 404 too when the oid/cid does not belong to the uid);
 * 6. nobody signed in (no signature, or a genuine one that has expired) → the login page, with the document
 *    path (without `exp`/`sig`) as returnUrl: the owner gets the document after signing in.
 * Every read goes to the upstream on every request: nothing here is cached.
 */
export type DocumentAccess =
  | { kind: 'owner' | 'staff' | 'signed'; ctx: CallerContext }
  | { kind: 'login'; location: string }
  | { kind: 'not-found' };

export type AccessRequest = {
  session: SessionData;
  /** the uid of the query (already checked to be a UUID) */
  uid: string;
  lang: 'en' | 'ar';
  pathname: string;
  params: URLSearchParams;
  now?: number;
};

/** Where a visitor signs in to come back to this document. */
export function loginLocation(lang: 'en' | 'ar', pathname: string, params: URLSearchParams): string {
  return localePath(lang, loginPath(withoutSignature(pathname, params)));
}

export function decideDocumentAccess({ session, uid, lang, pathname, params, now }: AccessRequest): DocumentAccess {
  const base = { deviceId: session.deviceId, lang } satisfies CallerContext;
  const asSession = callerContext(session, lang);
  if (loggedIn(session) && session.userId!.toLowerCase() === uid.toLowerCase())
    return { kind: 'owner', ctx: asSession };
  if (loggedIn(session) && session.role === 'staff') return { kind: 'staff', ctx: asSession };

  const link: LinkCheck = checkDocumentLink(pathname, params, now);
  if (link === 'valid') return { kind: 'signed', ctx: base };
  if (link === 'invalid') return { kind: 'not-found' };
  if (loggedIn(session)) return { kind: 'not-found' };

  return { kind: 'login', location: loginLocation(lang, pathname, params) };
}
