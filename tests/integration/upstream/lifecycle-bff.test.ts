/**
 * The waitlist and notify-me BFF routes against the real upstream (PGlite), once with the extensions and once as an
 * API without them (UPSTREAM_EXTENSIONS=off): a visitor learns the feature exists and is asked to log in; a customer
 * joins, sees their place and leaves; without the extension the routes say `available: false` (the islands then
 * show the spec's own Add to Cart, or nothing) and never fail.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));

import { POST as login } from '@/app/api/auth/login/route';
import { GET as readNotify, POST as changeNotify } from '@/app/api/notify-me/route';
import { GET as readStanding, POST as changeWaitlist } from '@/app/api/waitlist/route';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { setProgram } from './cart-helpers';
import { ANON_TOKEN, call, createTestApp, headers, SIGNING_SECRET, type TestContext } from './harness';
import { setEnv } from '../../support/settings-env';

jest.setTimeout(180_000);

const SITE = 'http://127.0.0.1:3108';
const WITH = 'http://upstream-with.test';
const WITHOUT = 'http://upstream-without.test';
const FULL = 34;
const COURSE_WITHOUT_PROGRAMS = 26;

let on: TestContext;
let off: TestContext;
const realFetch = global.fetch;
const env = process.env as Record<string, string | undefined>;
const saved = { url: env.UPSTREAM_URL, secret: env.UPSTREAM_SIGNING_SECRET, anon: env.UPSTREAM_ANON_TOKEN };

beforeAll(async () => {
  on = await createTestApp();
  off = await createTestApp({ config: { extensions: false } });
  await setProgram(on, FULL, { seatsAvailable: 0 });
  setEnv({ UPSTREAM_SIGNING_SECRET: SIGNING_SECRET, UPSTREAM_ANON_TOKEN: ANON_TOKEN });
  clearBearerCache();
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(WITH)) return on.app.request(url.slice(WITH.length), init);
    if (url.startsWith(WITHOUT)) return off.app.request(url.slice(WITHOUT.length), init);
    throw new Error(`unexpected fetch ${url}`);
  }) as typeof fetch;
});
afterAll(async () => {
  global.fetch = realFetch;
  setEnv({ UPSTREAM_URL: saved.url, UPSTREAM_SIGNING_SECRET: saved.secret, UPSTREAM_ANON_TOKEN: saved.anon });
  await on?.close();
  await off?.close();
});
beforeEach(() => {
  jar.clear();
  resetRateLimits();
});

const useUpstream = (url: string) => setEnv({ UPSTREAM_URL: url });
const get = (path: string) => new Request(`${SITE}${path}`, { headers: { host: '127.0.0.1:3108' } });
const post = (path: string, body: unknown) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, host: '127.0.0.1:3108' },
    body: JSON.stringify(body),
  });

async function signIn() {
  const r = await login(post('/api/auth/login', { email: 'second@institute.test', password: 'Second#2026' }));
  expect(await r.json()).toMatchObject({ ok: true });
}

test('with the extension: a visitor is told to log in; a customer joins, sees their place, leaves', async () => {
  useUpstream(WITH);
  expect(await (await readStanding(get(`/api/waitlist?id=${FULL}`))).json()).toEqual({
    ok: true,
    available: true,
    loggedIn: false,
  });
  const visitor = await changeWaitlist(post('/api/waitlist', { action: 'join', PriceOptionID: FULL }));
  expect(visitor.status).toBe(401);
  expect(await visitor.json()).toEqual({ ok: false, error: 'errors.loginFirst' });

  await signIn();
  const joined = await changeWaitlist(post('/api/waitlist', { action: 'join', PriceOptionID: FULL }));
  expect(await joined.json()).toEqual({ ok: true, status: 'joined' });
  expect(await (await readStanding(get(`/api/waitlist?id=${FULL}`))).json()).toEqual({
    ok: true,
    available: true,
    loggedIn: true,
    standing: { Status: 'waiting', Position: 1, OfferExpiresAt: null },
  });
  const left = await changeWaitlist(post('/api/waitlist', { action: 'leave', PriceOptionID: FULL }));
  expect(await left.json()).toEqual({ ok: true, left: true });
  const bad = await changeWaitlist(post('/api/waitlist', { action: 'join', PriceOptionID: -1 }));
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ ok: false, error: 'forms.invalid' });

  await changeNotify(post('/api/notify-me', { action: 'subscribe', ProductId: COURSE_WITHOUT_PROGRAMS }));
  expect(await (await readNotify(get(`/api/notify-me?id=${COURSE_WITHOUT_PROGRAMS}`))).json()).toEqual({
    ok: true,
    available: true,
    loggedIn: true,
    requested: true,
  });
});

test('without the extension: the routes say it is not available, signed in or not, and change nothing', async () => {
  useUpstream(WITHOUT);
  expect(await (await readStanding(get(`/api/waitlist?id=${FULL}`))).json()).toEqual({ ok: true, available: false });
  expect(await (await readNotify(get(`/api/notify-me?id=3`))).json()).toEqual({ ok: true, available: false });
  await signIn();
  expect(await (await readStanding(get(`/api/waitlist?id=${FULL}`))).json()).toEqual({ ok: true, available: false });
  const join = await changeWaitlist(post('/api/waitlist', { action: 'join', PriceOptionID: FULL }));
  expect(join.status).toBe(404);
  expect(await join.json()).toEqual({ ok: false, error: 'lifecycle.errors.unavailable' });
});

test('the extensions are in the OpenAPI document, flagged; an upstream without them answers 404', async () => {
  const doc = await (await on.app.request('/openapi.json')).json();
  for (const p of [
    '/api/Waitlist/join',
    '/api/Waitlist/leave',
    '/api/Waitlist/my-waitlist',
    '/api/Courses/notify-me',
  ]) {
    const op = Object.values(doc.paths[p] as Record<string, { tags: string[]; 'x-extension'?: boolean }>)[0]!;
    expect(op.tags).toContain('Extensions');
    expect(op['x-extension']).toBe(true);
  }
  const offDoc = await (await off.app.request('/openapi.json')).json();
  expect(Object.keys(offDoc.paths)).not.toContain('/api/Waitlist/join');
  const r = await call(off.app, '/api/Waitlist/standing?id=34', { headers: await headers() });
  expect(r.status).toBe(404);
});
