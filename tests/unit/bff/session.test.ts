/**
 * The accounts BFF route handlers, called directly: CSRF (Origin), validation keys, rate limit, and the
 * sealed session (fresh on sign-in, never in an answer). The upstream is a mocked fetch; cookies() is a
 * small in-memory store.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
import { stubFetch } from '../../support/fetch';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));

import { unsealData } from 'iron-session';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { POST as requestCode } from '@/app/api/auth/code/route';
import { POST as verify } from '@/app/api/auth/verify/route';
import { POST as signUp } from '@/app/api/auth/sign-up/route';
import { POST as reset } from '@/app/api/auth/reset/route';
import { POST as saveProfile } from '@/app/api/account/profile/route';
import { POST as emailRequest } from '@/app/api/account/email/request/route';
import { POST as emailConfirm } from '@/app/api/account/email/confirm/route';
import { POST as upload } from '@/app/api/account/upload/route';
import { GET as session } from '@/app/api/session/route';
import { sessionCookieName, sessionOptions } from '@/lib/session/config';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { resetExtensionAvailability } from '@/lib/extensions/availability';
import { reloadSettings } from '@/lib/settings';
import { productionEnv, setEnv } from '../../support/settings-env';

const SITE = 'http://127.0.0.1:3108';
const USER_ID = '4cd319e5-282a-4be7-a2a0-d3cd0d864c54';
const TOKEN = 'upstream-secret-token-abcdefghijklmnop';

function post(path: string, body: unknown, origin: string | null = SITE, ip = '10.0.0.1'): Request {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    host: '127.0.0.1:3108',
    // the socket address, as Next.js (patched) hands it to a route handler
    'x-next-socket-address': ip,
  };
  if (origin) headers.origin = origin;
  return new Request(`${SITE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

let upstream: jest.Mock;
const data = (payload: unknown) =>
  new Response(JSON.stringify({ data: payload }), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  jar.clear();
  resetRateLimits();
  resetExtensionAvailability();
  upstream = stubFetch(async (url) => {
    if (url.includes('/api/User/sign-in')) return data({ CODE: 302, FirstName: null, token: null, UniqueID: null });
    if (url.includes('/api/Cart/cart-total')) return data({ CNT: 3 });
    return new Response('{"error":{"code":"not_found"}}', { status: 404 });
  });
});

describe('CSRF: mutations refuse a foreign Origin', () => {
  const routes: [string, (r: Request) => Promise<Response>][] = [
    ['/api/auth/login', login],
    ['/api/auth/logout', logout],
    ['/api/auth/code', requestCode],
    ['/api/auth/verify', verify],
    ['/api/auth/sign-up', signUp],
    ['/api/auth/reset', reset],
    ['/api/account/profile', saveProfile],
    ['/api/account/email/request', emailRequest],
    ['/api/account/email/confirm', emailConfirm],
    ['/api/account/upload', upload],
  ];
  it.each(routes)('%s: 403 for https://evil.example, and no upstream call', async (path, handler) => {
    const response = await handler(post(path, { email: 'a@b.co', password: 'x' }, 'https://evil.example'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, error: 'forms.forbidden' });
    expect(upstream).not.toHaveBeenCalled();
  });
  it.each(routes)('%s: 403 without an Origin header', async (path, handler) => {
    expect((await handler(post(path, {}, null))).status).toBe(403);
  });
  it('accepts the SITE_URL origin', async () => {
    setEnv({ SITE_URL: 'https://www.institute.example' });
    try {
      const response = await login(
        post('/api/auth/login', { email: '', password: '' }, 'https://www.institute.example'),
      );
      expect(response.status).toBe(400);
    } finally {
      setEnv({ SITE_URL: undefined });
    }
  });
});

describe('login', () => {
  it('answers the spec message key of the first problem, without calling the upstream', async () => {
    const response = await login(post('/api/auth/login', { email: 'bad', password: '' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: 'forms.enterPassword' });
    expect(upstream).not.toHaveBeenCalled();
  });

  it("maps CODE 302 to 'User not found' and stores nothing", async () => {
    const response = await login(post('/api/auth/login', { email: 'user@example.com', password: 'Wrong#123' }));
    expect(await response.json()).toEqual({ ok: false, error: 'errors.userNotFound' });
    expect(jar.size).toBe(0);
  });

  it('is rate limited per address and email', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await login(post('/api/auth/login', { email: 'victim@example.com', password: `Guess#${i}` }))).status,
      );
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses.slice(8)).toEqual([429, 429]);
    const limited = await login(post('/api/auth/login', { email: 'victim@example.com', password: 'x' }));
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ ok: false, error: 'forms.tooMany' });
    // another address is not affected
    expect(
      (await login(post('/api/auth/login', { email: 'victim@example.com', password: 'x' }, SITE, '10.0.0.2'))).status,
    ).toBe(401);
  });

  it('issues a fresh sealed session: httpOnly, SameSite=Lax, the token only inside the seal', async () => {
    // an anonymous session with a pending code exists before
    jar.set('session', { name: 'session', value: 'stale' });
    upstream.mockImplementation(async (url: string) =>
      url.includes('sign-in')
        ? data({ CODE: 200, FirstName: 'Mona', token: TOKEN, UniqueID: USER_ID })
        : url.includes('sign-out')
          ? data(1)
          : url.includes('get-session-summary')
            ? new Response('{"error":{"code":"not_found"}}', { status: 404 }) // an API without the extension
            : url.includes('get-wishlist-keys')
              ? data([{ ItemType: 'course', ItemID: 12 }])
              : data({ CNT: 2 }),
    );
    const response = await login(post('/api/auth/login', { email: ' mona@example.com ', password: 'Secret#123' }));
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ ok: true, firstName: 'Mona' });
    expect(body).not.toContain(TOKEN);

    const cookie = jar.get(sessionCookieName())!;
    expect(cookie.value).not.toContain(TOKEN);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    const sealed = await unsealData<Record<string, unknown>>(cookie.value, { password: sessionOptions().password });
    expect(sealed).toMatchObject({
      userId: USER_ID,
      token: TOKEN,
      firstName: 'Mona',
      app: false,
      role: 'customer',
    });
    expect(sealed.pending).toBeUndefined();

    const summary = await (await session()).text();
    expect(JSON.parse(summary)).toEqual({
      loggedIn: true,
      firstName: 'Mona',
      cartCount: 2,
      features: { wishlist: true, privacy: true, waitlist: true, licence: true, company: true, practiceExams: true },
      wishlist: ['course:12'],
    });
    expect(summary).not.toContain(TOKEN);
    expect(summary).not.toContain(USER_ID);

    await logout(post('/api/auth/logout', {}));
    expect(jar.has(sessionCookieName())).toBe(false);
    // the token was revoked upstream with the user's own headers
    const signOut = upstream.mock.calls.find(([url]) => String(url).endsWith('/api/User/sign-out'));
    expect(signOut).toBeTruthy();
    expect(signOut![1]).toMatchObject({ method: 'POST', headers: { 'x-secret-token': TOKEN, 'x-unique-id': USER_ID } });
    expect(await (await session()).json()).toEqual({
      loggedIn: false,
      firstName: null,
      cartCount: 0,
      features: { wishlist: true, privacy: true, waitlist: true, licence: true, company: true, practiceExams: true },
      wishlist: [],
    });
  });

  it("reads a customer's page figures in one call where the API has the summary; its 401 logs the visitor out", async () => {
    let summaryStatus = 200;
    upstream.mockImplementation(
      async (url: string) =>
        url.includes('sign-in')
          ? data({ CODE: 200, FirstName: 'Mona', token: TOKEN, UniqueID: USER_ID })
          : url.includes('get-session-summary')
            ? summaryStatus === 200
              ? data({ CNT: 4, WishlistKeys: [{ ItemType: 'program', ItemID: 7 }] })
              : new Response('{"error":{"code":"unauthorized"}}', { status: summaryStatus })
            : new Response('{"error":{"code":"unauthorized"}}', { status: 401 }), // the feature probes: present
    );
    await login(post('/api/auth/login', { email: 'mona@example.com', password: 'Secret#123' }));
    upstream.mockClear();
    expect(await (await session()).json()).toEqual({
      loggedIn: true,
      firstName: 'Mona',
      cartCount: 4,
      features: { wishlist: true, privacy: true, waitlist: true, licence: true, company: true, practiceExams: true },
      wishlist: ['program:7'],
    });
    const urls = upstream.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => /cart-total|get-wishlist-keys/.test(url))).toEqual([]);
    expect(urls.filter((url) => url.includes('get-session-summary'))).toHaveLength(1);

    summaryStatus = 401; // the token was revoked
    expect(await (await session()).json()).toMatchObject({ loggedIn: false, cartCount: 0 });
    expect(jar.has(sessionCookieName())).toBe(false);
  });

  it('keeps the role of the sign-in answer (staff), and customer when the answer has none', async () => {
    upstream.mockImplementation(async () =>
      data({ CODE: 200, FirstName: 'Sam', token: TOKEN, UniqueID: USER_ID, Role: 'staff' }),
    );
    await login(post('/api/auth/login', { email: 'staff@example.com', password: 'Secret#123' }));
    const staff = await unsealData<Record<string, unknown>>(jar.get(sessionCookieName())!.value, {
      password: sessionOptions().password,
    });
    expect(staff.role).toBe('staff');
    upstream.mockImplementation(async () => data({ CODE: 200, FirstName: 'Sam', token: TOKEN, UniqueID: USER_ID }));
    await login(post('/api/auth/login', { email: 'staff@example.com', password: 'Secret#123' }));
    const plain = await unsealData<Record<string, unknown>>(jar.get(sessionCookieName())!.value, {
      password: sessionOptions().password,
    });
    expect(plain.role).toBe('customer');
  });

  it('logout ends the session even when the upstream cannot revoke the token', async () => {
    upstream.mockImplementation(async (url: string) =>
      url.includes('sign-in')
        ? data({ CODE: 200, FirstName: 'Mona', token: TOKEN, UniqueID: USER_ID })
        : new Response('down', { status: 503 }),
    );
    await login(post('/api/auth/login', { email: 'mona@example.com', password: 'Secret#123' }));
    expect(jar.has(sessionCookieName())).toBe(true);
    expect(await (await logout(post('/api/auth/logout', {}))).json()).toEqual({ ok: true });
    expect(jar.has(sessionCookieName())).toBe(false);
  });
});

describe('session cookie settings', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    reloadSettings();
  });
  it('is __Host-session, Secure, httpOnly and Lax in production', () => {
    productionEnv();
    expect(sessionCookieName()).toBe('__Host-session');
    expect(sessionOptions().cookieOptions).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
  });
  it('is `session` in development', () => {
    setEnv({ NODE_ENV: 'development' });
    expect(sessionCookieName()).toBe('session');
    expect(sessionOptions().cookieOptions).toMatchObject({ httpOnly: true, secure: false, sameSite: 'lax' });
  });
});

describe('code flows keep the upstream token in the session', () => {
  it('sign-up: code request, verify, sign-up answer no token', async () => {
    upstream.mockImplementation(async (url: string) => {
      if (url.includes('generate-otp')) return data('otp-token-123');
      if (url.includes('verify-otp')) return data(url.includes('otp=111111') ? 1 : 0);
      if (url.includes('sign-up')) return data({ CODE: 302, FirstName: null, token: null, UniqueID: null });
      return data(null);
    });
    const sent = await requestCode(post('/api/auth/code', { purpose: 'signup', email: 'new@example.com' }));
    expect(await sent.text()).toBe('{"ok":true}');
    expect((await verify(post('/api/auth/verify', { otp: '999999' }))).status).toBe(400);
    expect(await (await verify(post('/api/auth/verify', { otp: '999999' }))).json()).toEqual({
      ok: false,
      error: 'errors.invalidOtp',
    });
    expect(await (await verify(post('/api/auth/verify', { otp: '111111' }))).json()).toEqual({ ok: true });
    const created = await signUp(
      post('/api/auth/sign-up', {
        otp: '111111',
        FirstName: 'A',
        LastName: 'B',
        CountryID: 1,
        MobileNumber: '501234567',
        password: 'Secret#123',
        terms: true,
      }),
    );
    expect(await created.json()).toEqual({ ok: false, error: 'errors.emailInUse' });
    const signUpCall = upstream.mock.calls.find(([url]) => String(url).includes('sign-up'))!;
    expect(JSON.parse(signUpCall[1].body)).toMatchObject({
      email: 'new@example.com',
      token: 'otp-token-123',
      MobileNumber: 501234567,
      RegType: 'email',
    });
  });

  it('reset: 500 is the failed code, 200 done', async () => {
    let answer = 500;
    upstream.mockImplementation(async (url: string) =>
      url.includes('generate-otp') ? data('reset-token') : data(answer),
    );
    await requestCode(post('/api/auth/code', { purpose: 'reset', email: 'user@example.com' }));
    expect(await (await reset(post('/api/auth/reset', { otp: '123456', password: 'N3w#pass' }))).json()).toEqual({
      ok: false,
      error: 'errors.invalidOtp',
    });
    answer = 302;
    expect(await (await reset(post('/api/auth/reset', { otp: '123456', password: 'N3w#pass' }))).json()).toEqual({
      ok: false,
      error: 'errors.userNotFound',
    });
    answer = 200;
    expect(await (await reset(post('/api/auth/reset', { otp: '123456', password: 'N3w#pass' }))).json()).toEqual({
      ok: true,
    });
  });
});
