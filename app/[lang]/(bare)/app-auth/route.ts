import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { accountPage } from '@/components/account/menu-items';
import { routing } from '@/lib/i18n/routing';
import { getSession, startSession } from '@/lib/session/session';
import { getProfile } from '@/lib/upstream/user';

export const dynamic = 'force-dynamic';

const ONE_YEAR = 60 * 60 * 24 * 365;
const QuerySchema = z.object({
  id: z.guid(),
  token: z.string().min(8).max(512),
  name: z.string().max(120).optional(),
  page: z.string().max(60).optional(),
});

/**
 * /{lang}/app-auth?id&name&page&token (spec 2): the mobile app's webview signs in with the app's user id and
 * token. The pair is checked against the upstream (User/get-profile with that id and token) before a fresh
 * session is stored with the name and the app flag; the `app=1` cookie turns on app mode (no chrome). Then
 * /{lang}/my-account/{page}, with page one of the known children. A pair the upstream refuses goes to login.
 */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang: rawLang } = await params;
  const lang = (routing.locales as readonly string[]).includes(rawLang) ? rawLang : routing.defaultLocale;
  const url = new URL(request.url);
  const query = QuerySchema.safeParse(Object.fromEntries(url.searchParams));
  // A relative Location: behind a proxy (or `next start` on 127.0.0.1) request.url's host is not the browser's,
  // and an absolute redirect to it would lose the session cookie just set.
  const to = (path: string) => new NextResponse(null, { status: 303, headers: { Location: path } });
  if (!query.success) return to(`/${lang}/login`);

  const { id, token, name, page } = query.data;
  const profile = await getProfile({ userId: id, token, lang: lang === 'ar' ? 'ar' : 'en' });
  if (!profile.ok || profile.data.UniqueID.toLowerCase() !== id.toLowerCase()) return to(`/${lang}/login`);

  const session = await getSession();
  const firstName = name?.trim() || profile.data.FirstName;
  await startSession(session, { userId: id, token, firstName, app: true, role: profile.data.Role ?? 'customer' });
  (await cookies()).set('app', '1', {
    path: '/',
    maxAge: ONE_YEAR,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
  });

  const response = to(`/${lang}/my-account/${accountPage(page)}`);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}
