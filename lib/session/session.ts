import 'server-only';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { ANONYMOUS_USER_ID } from '@/lib/contract';
import type { CallerContext } from '@/lib/upstream/client';
import { sessionOptions, type CodePurpose, type PendingCode, type SessionData } from './config';
import { knownSession, rememberSession } from './unsealed';

export type { SessionData } from './config';
export type Session = IronSession<SessionData>;
/** A session that isLoggedIn() accepted. */
export type SignedInSession = Session & { userId: string; token: string };

/** Codes live 10 minutes upstream; a pending flow older than that is dropped. */
const PENDING_TTL_MS = 10 * 60 * 1000;

/** The session of the current request (route handlers may save it; server components only read). */
export async function getSession(): Promise<Session> {
  const store = await cookies();
  const options = sessionOptions();
  const seal = store.get(options.cookieName)?.value ?? '';
  const known = seal ? knownSession(seal) : null;
  if (!known) {
    const session = await getIronSession<SessionData>(store, options);
    // The spread takes the data only: save, destroy and updateConfig are not enumerable.
    if (seal) rememberSession(seal, { ...session });
    return session;
  }
  // Known already (lib/session/unsealed.ts): iron gets the store without the cookie, so it makes an empty session
  // bound to the real store (save and destroy set the cookie as ever) without unsealing it again; the data goes in.
  const withoutSeal = {
    get: (name: string) => (name === options.cookieName ? undefined : store.get(name)),
    set: store.set.bind(store),
  };
  return Object.assign(await getIronSession<SessionData>(withoutSeal, options), known);
}

export function isLoggedIn(session: SessionData): session is SessionData & { userId: string; token: string } {
  return Boolean(session.userId && session.token && session.userId !== ANONYMOUS_USER_ID);
}

/** Headers context for lib/upstream calls made for this visitor (x-country comes from the request: lib/geo). */
export function callerContext(session: SessionData, lang?: string): CallerContext {
  return {
    userId: isLoggedIn(session) ? session.userId : undefined,
    token: isLoggedIn(session) ? session.token : undefined,
    deviceId: session.deviceId,
    lang: lang === 'ar' ? 'ar' : 'en',
  };
}

/**
 * Sign-in: a fresh session (destroy, then save), so no value of the anonymous session (a pending code,
 * an old user) survives and the sealed cookie changes. The device id is kept: it names the browser.
 */
export async function startSession(
  session: Session,
  user: { userId: string; token: string; firstName: string; app?: boolean; role?: SessionData['role'] },
): Promise<void> {
  const deviceId = session.deviceId ?? crypto.randomUUID();
  session.destroy();
  session.userId = user.userId;
  session.token = user.token;
  session.firstName = user.firstName;
  session.deviceId = deviceId;
  session.app = user.app ?? false;
  session.role = user.role ?? 'customer';
  await session.save();
}

/** Logout: the cookie is removed. */
export function endSession(session: Session): void {
  session.destroy();
}

/** Remembers the token of a code flow (never sent to the browser). */
export async function setPending(session: Session, purpose: CodePurpose, email: string, token: string): Promise<void> {
  session.deviceId ??= crypto.randomUUID();
  session.pending = { purpose, email, token, at: Date.now() };
  await session.save();
}

/** The live pending flow of this purpose, or null. */
export function getPending(session: SessionData, purpose: CodePurpose): PendingCode | null {
  const p = session.pending;
  if (!p || p.purpose !== purpose || Date.now() - p.at > PENDING_TTL_MS) return null;
  return p;
}

export async function clearPending(session: Session): Promise<void> {
  if (!session.pending) return;
  delete session.pending;
  await session.save();
}
