/**
 * lib/bff/route.ts, the one preamble of every BFF route: Origin, body limit and schema, the session the route needs,
 * the rate limit, in the route's order, and the typed input the handler gets. cookies() is an in-memory store.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));

import { sealData } from 'iron-session';
import { z } from 'zod';
import { answer, failure } from '@/lib/bff/answers';
import { bffRoute, SESSION_FIRST } from '@/lib/bff/route';
import { BODY_LIMITS } from '@/lib/security/body-limit';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { sessionCookieName, sessionOptions } from '@/lib/session/config';

const SITE = 'http://127.0.0.1:3111';
const USER_ID = '4cd319e5-282a-4be7-a2a0-d3cd0d864c54';

function request(path: string, body?: unknown, init: { origin?: string | null; method?: string } = {}): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: '127.0.0.1:3111' };
  const origin = init.origin === undefined ? SITE : init.origin;
  if (origin) headers.origin = origin;
  const method = init.method ?? 'POST';
  return new Request(`${SITE}${path}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function logIn(role: 'customer' | 'staff' = 'customer') {
  const value = await sealData(
    { userId: USER_ID, token: 'upstream-secret-token-abcdefghijklmnop', firstName: 'Mona', deviceId: 'd-1', role },
    { password: sessionOptions().password },
  );
  jar.set(sessionCookieName(), { name: sessionCookieName(), value });
}

const Body = z.object({ n: z.number().int().positive('forms.invalid') });

/** Echoes what the handler was given (never the session itself: an answer carries no token). */
const echo = bffRoute(
  { body: Body, auth: 'user', limit: 'accountDeletion' },
  async ({ input, session, caller, lang }) =>
    answer({ ok: true, n: input.n, userId: session.userId, lang, callerLang: caller.lang }),
);

beforeEach(() => {
  jar.clear();
  resetRateLimits();
});

test('a signed-in caller with a valid body reaches the handler with the typed input, the session and the language', async () => {
  await logIn();
  const res = await echo(request('/api/x?lang=ar', { n: 3 }));
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(await res.json()).toEqual({ ok: true, n: 3, userId: USER_ID, lang: 'ar', callerLang: 'ar' });
});

test('a cross-site mutation is refused before anything else; a GET is not Origin-checked', async () => {
  const res = await echo(request('/api/x', { n: 'bad' }, { origin: 'https://evil.example' }));
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ ok: false, error: 'forms.forbidden' });

  const read = bffRoute({}, async () => answer({ ok: true }));
  expect((await read(request('/api/x', undefined, { origin: null, method: 'GET' }))).status).toBe(200);
  expect((await read(request('/api/x', {}, { origin: null }))).status).toBe(403);
});

test('by default the body comes before the session: a visitor with a bad body hears about the body', async () => {
  const bad = await echo(request('/api/x', { n: -1 }));
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ ok: false, error: 'forms.invalid' });
  const visitor = await echo(request('/api/x', { n: 1 }));
  expect(visitor.status).toBe(401);
  expect(await visitor.json()).toEqual({ ok: false, error: 'errors.loginFirst' });
});

test('SESSION_FIRST asks a visitor to sign in whatever the body, and a route may name its own invalid key', async () => {
  const route = bffRoute(
    { body: Body, auth: 'user', order: SESSION_FIRST, invalid: 'wishlist.errors.invalid' },
    async () => answer({ ok: true }),
  );
  expect((await route(request('/api/x', 'not json'))).status).toBe(401);
  await logIn();
  const bad = await route(request('/api/x', 'not json'));
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ ok: false, error: 'wishlist.errors.invalid' });
});

test('a body over its limit is refused with 413 before it is parsed', async () => {
  await logIn();
  const res = await echo(request('/api/x', { n: 1, pad: 'x'.repeat(BODY_LIMITS.form) }));
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ ok: false, error: 'security.payloadTooLarge' });
});

test('the rate limit counts per user and answers 429 with Retry-After', async () => {
  await logIn();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await echo(request('/api/x', { n: 1 }))).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  const res = await echo(request('/api/x', { n: 1 }));
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('a staff route refuses a signed-in customer with its own refusal', async () => {
  const route = bffRoute(
    { auth: 'staff', refusals: { signedOut: () => failure('documents.bulkOrder.notAuthorized', 403) } },
    async ({ session }) => answer({ ok: true, role: session.role }),
  );
  await logIn('customer');
  expect((await route(request('/api/x', {}))).status).toBe(403);
  await logIn('staff');
  expect(await (await route(request('/api/x', {}))).json()).toEqual({ ok: true, role: 'staff' });
});

test('a check left out of the order still runs: a route that names only its limit still needs its session', async () => {
  const route = bffRoute({ auth: 'user', limit: 'accountDeletion', order: ['limit'] }, async ({ session }) =>
    answer({ ok: true, userId: session.userId }),
  );
  expect((await route(request('/api/x', {}))).status).toBe(401);
  await logIn();
  expect(await (await route(request('/api/x', {}))).json()).toEqual({ ok: true, userId: USER_ID });
});
