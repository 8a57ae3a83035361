import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { accountPage } from '@/lib/account/pages';
import { settings } from '@/lib/settings';
import { getProfile } from '@/lib/upstream/user';
import { isProduction } from './config';
import { getSession, isLoggedIn, startSession } from './session';
import { accountPath, localePath } from '@/lib/routes';

/**
 * Sign-in by link from the mobile app (`/{lang}/app-auth?id&name&page&token`, docs/product/screens.md#app-sign-in). The
 * pair is checked against the upstream (User/get-profile with that id and token) on every use. A browser with nobody
 * signed in (the app's webview) is signed in at once. A browser already signed in as someone else is never switched
 * silently (login CSRF: a link could otherwise swap a visitor into an account of the sender's): the pair waits in a
 * sealed, httpOnly cookie for five minutes, and a confirmation page asks first. Either way the token leaves the address
 * bar at once (a 303 to a URL without it), so it stays out of the history and of any Referer.
 */

const ONE_YEAR = 60 * 60 * 24 * 365;
const PENDING_TTL_S = 5 * 60;

export const AppAuthQuerySchema = z.object({
  id: z.guid(),
  token: z.string().min(8).max(512),
  name: z.string().max(120).optional(),
  page: z.string().max(60).optional(),
});

/** A checked app sign-in: the upstream accepted the pair. */
export type AppLogin = { userId: string; token: string; firstName: string; page: string; role: 'customer' | 'staff' };

const pendingCookie = () => (isProduction() ? '__Host-app-auth' : 'app-auth');
const cookieOptions = () => ({ httpOnly: true, secure: isProduction(), sameSite: 'lax' as const, path: '/' });

/** The app's pair checked against the upstream, or null when it refuses it. */
export async function checkAppLogin(
  query: z.output<typeof AppAuthQuerySchema>,
  lang: 'en' | 'ar',
): Promise<AppLogin | null> {
  const profile = await getProfile({ userId: query.id, token: query.token, lang });
  if (!profile.ok || profile.data.UniqueID.toLowerCase() !== query.id.toLowerCase()) return null;
  return {
    userId: query.id,
    token: query.token,
    firstName: query.name?.trim() || profile.data.FirstName,
    page: accountPage(query.page),
    role: profile.data.Role ?? 'customer',
  };
}

/** Whose session this browser holds: none, the same account as `login`, or another (whose first name is shown). */
export async function currentAccount(login: { userId: string }) {
  const session = await getSession();
  if (!isLoggedIn(session)) return { kind: 'none' as const };
  if (session.userId.toLowerCase() === login.userId.toLowerCase()) return { kind: 'same' as const };
  return { kind: 'other' as const, firstName: session.firstName ?? '' };
}

/** Signs the browser in as `login`, in app mode; answers where to go. */
export async function completeAppLogin(login: AppLogin, lang: string): Promise<string> {
  const session = await getSession();
  const { userId, token, firstName, role } = login;
  await startSession(session, { userId, token, firstName, app: true, role });
  const jar = await cookies();
  jar.set('app', '1', { path: '/', maxAge: ONE_YEAR, sameSite: 'lax', secure: settings().production });
  jar.set(pendingCookie(), '', { ...cookieOptions(), maxAge: 0 });
  return localePath(lang, accountPath(login.page));
}

/** Keeps a checked sign-in for the confirmation page (sealed with SESSION_SECRET, five minutes). */
export async function holdAppLogin(login: AppLogin): Promise<void> {
  const sealed = await sealData(login, { password: settings().sessionSecret, ttl: PENDING_TTL_S });
  (await cookies()).set(pendingCookie(), sealed, { ...cookieOptions(), maxAge: PENDING_TTL_S });
}

/** The sign-in waiting for confirmation, or null (none, expired, tampered). */
export async function heldAppLogin(): Promise<AppLogin | null> {
  const sealed = (await cookies()).get(pendingCookie())?.value;
  if (!sealed) return null;
  const data = await unsealData<Partial<AppLogin>>(sealed, {
    password: settings().sessionSecret,
    ttl: PENDING_TTL_S,
  }).catch(() => ({}) as Partial<AppLogin>);
  return data.userId && data.token && data.page && data.role
    ? { userId: data.userId, token: data.token, firstName: data.firstName ?? '', page: data.page, role: data.role }
    : null;
}

/** The waiting sign-in checked again (the app's token may have been revoked while the page was open). */
export function recheckAppLogin(held: AppLogin, lang: 'en' | 'ar'): Promise<AppLogin | null> {
  return checkAppLogin({ id: held.userId, token: held.token, page: held.page, name: held.firstName }, lang);
}

/** Drops a waiting sign-in (the visitor stays who they are). */
export async function dropAppLogin(): Promise<void> {
  (await cookies()).set(pendingCookie(), '', { ...cookieOptions(), maxAge: 0 });
}
