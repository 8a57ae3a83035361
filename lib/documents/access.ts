import 'server-only';
import type { SessionData } from '@/lib/session/config';
import { isLoggedIn as loggedIn } from '@/lib/session/session';
import type { CallerContext } from '@/lib/upstream/client';
import { checkDocumentLink, withoutSignature, type LinkCheck } from './signed-link';

/**
 * Who may open a printable document (ARCHITECTURE "PDFs"; never on a bare `uid` in the query):
 *
 * 1. the owner's session (`session.userId === uid`): the upstream is called as that user;
 * 2. a staff session (`session.role === 'staff'`): the upstream is called anonymously with the query's uid;
 * 3. a genuine, unexpired signed link (`exp` + `sig`, lib/documents/signed-link.ts): same as staff;
 * otherwise
 * 4. a tampered or malformed signature → 404 (whoever is asking);
 * 5. a signed-in customer asking for someone else's uid → 404, the same answer as a document that does not
 *    exist (the upstream answers 404 too when the oid/cid does not belong to the uid);
 * 6. nobody signed in (no signature, or a genuine one that has expired) → the login page, with the document
 *    path (without `exp`/`sig`) as returnUrl: the owner gets the document after signing in.
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

export function decideDocumentAccess({ session, uid, lang, pathname, params, now }: AccessRequest): DocumentAccess {
  const base = { deviceId: session.deviceId, country: session.country, lang } satisfies CallerContext;
  if (loggedIn(session) && session.userId!.toLowerCase() === uid.toLowerCase()) {
    return { kind: 'owner', ctx: { ...base, userId: session.userId, token: session.token } };
  }
  if (loggedIn(session) && session.role === 'staff') return { kind: 'staff', ctx: base };

  const link: LinkCheck = checkDocumentLink(pathname, params, now);
  if (link === 'valid') return { kind: 'signed', ctx: base };
  if (link === 'invalid') return { kind: 'not-found' };
  if (loggedIn(session)) return { kind: 'not-found' };

  const returnUrl = withoutSignature(pathname, params);
  return { kind: 'login', location: `/${lang}/login?returnUrl=${encodeURIComponent(returnUrl)}` };
}
