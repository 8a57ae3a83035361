import { routing } from '@/lib/i18n/routing';
import { refuseCrossSite } from '@/lib/security/origin';
import {
  AppAuthQuerySchema,
  checkAppLogin,
  recheckAppLogin,
  completeAppLogin,
  currentAccount,
  dropAppLogin,
  heldAppLogin,
  holdAppLogin,
} from '@/lib/session/app-auth';
import { localePath, LOGIN_PATH, MY_ACCOUNT_PATH } from '@/lib/routes';

export const dynamic = 'force-dynamic';

type Context = RouteContext<'/[lang]/app-auth'>;

async function langOf(params: Context['params']): Promise<'en' | 'ar'> {
  const { lang } = await params;
  return lang === 'ar' ? 'ar' : routing.defaultLocale;
}

/**
 * A relative Location (behind a proxy, or `next start` on 127.0.0.1, request.url's host is not the browser's, and
 * an absolute redirect to it would lose the cookies just set); never cached, never a Referer carrying the token.
 */
const to = (path: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: path, 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' },
  });

/**
 * GET /{lang}/app-auth?id&name&page&token (docs/product/screens.md#app-sign-in): the mobile app's webview signs in with
 * the app's user id and token (lib/session/app-auth.ts), then /{lang}/my-account/{page}, with the app flag and app
 * mode. A pair the upstream refuses goes to login. A browser signed in as another account is asked first
 * (/{lang}/app-auth/confirm).
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const lang = await langOf(params);
  const query = AppAuthQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return to(localePath(lang, LOGIN_PATH));
  const login = await checkAppLogin(query.data, lang);
  if (!login) return to(localePath(lang, LOGIN_PATH));

  const current = await currentAccount(login);
  if (current.kind === 'other') {
    await holdAppLogin(login);
    return to(`/${lang}/app-auth/confirm`);
  }
  return to(await completeAppLogin(login, lang));
}

/** The confirmation page's answer: `switch` signs in as the waiting account, anything else keeps the current one. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const lang = await langOf(params);
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const form = await request.formData().catch(() => null);
  const held = await heldAppLogin();
  if (!held || form?.get('choice') !== 'switch') {
    await dropAppLogin();
    return to(localePath(lang, MY_ACCOUNT_PATH));
  }
  // Checked again: the app's token may have been revoked while the page was open.
  const login = await recheckAppLogin(held, lang);
  if (!login) {
    await dropAppLogin();
    return to(localePath(lang, LOGIN_PATH));
  }
  return to(await completeAppLogin(login, lang));
}
