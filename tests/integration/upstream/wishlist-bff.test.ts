/**
 * The wishlist through the web's BFF against the real upstream app (PGlite): /api/wishlist/add and /remove,
 * and the wishlist part of /api/session (features.wishlist and the saved keys that fill the hearts), with the
 * extension on and off (UPSTREAM_EXTENSIONS=off: features.wishlist false, a save answers 'unavailable').
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));

import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as sessionSummary } from '@/app/api/session/route';
import { POST as addToWishlist } from '@/app/api/wishlist/add/route';
import { POST as removeFromWishlist } from '@/app/api/wishlist/remove/route';
import { WISHLIST_LIMIT } from '@/lib/contract/entities/wishlist';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { resetExtensionAvailability } from '@/lib/extensions/availability';
import * as s from '../../../upstream/src/db/schema';
import { add as addToCart, CUSTOMER, signIn as upstreamSignIn } from './cart-helpers';
import { api } from './user-helpers';
import { ANON_TOKEN, createTestApp, SIGNING_SECRET, type TestContext } from './harness';
import { watchContractDrift } from './user-helpers';
import { setEnv } from '../../support/settings-env';

const SITE = 'http://127.0.0.1:3108';
const UPSTREAM = 'http://upstream.test';

let on: TestContext;
let off: TestContext;
let target: TestContext;
watchContractDrift();
const realFetch = global.fetch;
const env = process.env as Record<string, string | undefined>;
const saved = { url: env.UPSTREAM_URL, secret: env.UPSTREAM_SIGNING_SECRET, anon: env.UPSTREAM_ANON_TOKEN };

beforeAll(async () => {
  on = await createTestApp();
  off = await createTestApp({ config: { extensions: false } });
  setEnv({ UPSTREAM_URL: UPSTREAM, UPSTREAM_SIGNING_SECRET: SIGNING_SECRET, UPSTREAM_ANON_TOKEN: ANON_TOKEN });
  clearBearerCache();
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(UPSTREAM)) throw new Error(`unexpected fetch ${url}`);
    return target.app.request(url, init);
  }) as typeof fetch;
}, 180_000);
afterAll(async () => {
  global.fetch = realFetch;
  setEnv({ UPSTREAM_URL: saved.url, UPSTREAM_SIGNING_SECRET: saved.secret, UPSTREAM_ANON_TOKEN: saved.anon });
  await Promise.all([on?.close(), off?.close()]);
});
beforeEach(async () => {
  target = on;
  jar.clear();
  resetRateLimits();
  resetExtensionAvailability();
  await on.database.db.delete(s.wishlistItems);
});

function post(path: string, body: unknown, origin = SITE): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, host: '127.0.0.1:3108', 'x-forwarded-for': '10.2.2.2' },
    body: JSON.stringify(body),
  });
}
const add = async (body: unknown, origin?: string) => {
  const r = await addToWishlist(post('/api/wishlist/add', body, origin));
  return { status: r.status, body: await r.json() };
};
const remove = async (body: unknown) => {
  const r = await removeFromWishlist(post('/api/wishlist/remove', body));
  return { status: r.status, body: await r.json() };
};
const summary = async () => (await sessionSummary()).json();
async function signIn() {
  const r = await login(post('/api/auth/login', CUSTOMER));
  expect(await r.json()).toMatchObject({ ok: true });
}
async function publishedCourse(t: TestContext) {
  const [c] = await t.database.db.select().from(s.courses).where(eq(s.courses.published, true)).limit(1);
  return c!;
}

test('a visitor sees the hearts (the wishlist exists) and is asked to log in to save', async () => {
  expect(await summary()).toEqual({
    loggedIn: false,
    firstName: null,
    cartCount: 0,
    features: { wishlist: true, privacy: true, waitlist: true, licence: true, company: true, practiceExams: true },
    wishlist: [],
  });
  const course = await publishedCourse(on);
  expect(await add({ ItemType: 'course', ItemID: course.id })).toEqual({
    status: 401,
    body: { ok: false, error: 'errors.loginFirst' },
  });
});

test('a customer saves and removes; /api/session carries the saved keys across requests', async () => {
  await signIn();
  const course = await publishedCourse(on);
  const [program] = await on.database.db.select().from(s.programs).where(eq(s.programs.published, true)).limit(1);
  expect(await add({ ItemType: 'course', ItemID: course.id })).toEqual({ status: 200, body: { ok: true } });
  expect(await add({ ItemType: 'program', ItemID: program!.id })).toEqual({ status: 200, body: { ok: true } });
  expect(await summary()).toMatchObject({
    loggedIn: true,
    features: { wishlist: true },
    wishlist: [`program:${program!.id}`, `course:${course.id}`],
  });
  expect(await remove({ ItemType: 'program', ItemID: program!.id })).toEqual({ status: 200, body: { ok: true } });
  expect((await summary()).wishlist).toEqual([`course:${course.id}`]);
});

test('refusals: foreign origin, bad input, an item that does not exist, a full list', async () => {
  await signIn();
  const course = await publishedCourse(on);
  expect((await add({ ItemType: 'course', ItemID: course.id }, 'https://evil.example')).status).toBe(403);
  expect(await add({ ItemType: 'book', ItemID: 1 })).toEqual({
    status: 400,
    body: { ok: false, error: 'wishlist.errors.invalid' },
  });
  expect(await add({ ItemType: 'course', ItemID: -3 })).toMatchObject({ status: 400 });
  expect(await add({ ItemType: 'course', ItemID: 987_654 })).toEqual({
    status: 409,
    body: { ok: false, error: 'wishlist.errors.gone' },
  });
  expect((await summary()).wishlist).toEqual([]);

  const [me] = await on.database.db.select().from(s.users).where(eq(s.users.email, CUSTOMER.email));
  // A full list (rows only count: the items need not exist any more).
  await on.database.db.insert(s.wishlistItems).values(
    Array.from({ length: WISHLIST_LIMIT }, (_, i) => ({
      userId: me!.uniqueId,
      itemType: 'program' as const,
      itemId: 500_000 + i,
    })),
  );
  expect(await add({ ItemType: 'course', ItemID: course.id })).toEqual({
    status: 409,
    body: { ok: false, error: 'wishlist.errors.full' },
  });
});

test('without the extension: no hearts for visitors or customers, a save answers unavailable', async () => {
  target = off;
  expect(await summary()).toMatchObject({ loggedIn: false, features: { wishlist: false }, wishlist: [] });
  await signIn();
  expect(await summary()).toMatchObject({ loggedIn: true, features: { wishlist: false }, wishlist: [] });
  const course = await publishedCourse(off);
  expect(await add({ ItemType: 'course', ItemID: course.id })).toEqual({
    status: 404,
    body: { ok: false, error: 'wishlist.errors.unavailable' },
  });
  // The rest of the session answer is intact.
  expect((await summary()).cartCount).toEqual(expect.any(Number));
});

test("a visitor's probe is remembered: one upstream call for many page views", async () => {
  target = off;
  const spy = jest.spyOn(global, 'fetch');
  for (let i = 0; i < 5; i++)
    expect((await summary()).features).toEqual({
      wishlist: false,
      privacy: false,
      waitlist: false,
      licence: false,
      company: false,
      practiceExams: false,
    });
  // One probe per extension, whatever the number of views.
  for (const path of ['Wishlist/get-wishlist-keys', 'User/get-consents', 'Waitlist/my-waitlist'])
    expect(spy.mock.calls.filter(([url]) => String(url).includes(path))).toHaveLength(1);
  spy.mockRestore();
});

test("a customer's page view is one upstream call (User/get-session-summary), two after its 404", async () => {
  const calls = (spy: jest.SpyInstance, path: string) =>
    spy.mock.calls.filter(([url]) => String(url).includes(`/api/${path}`)).length;
  await signIn();
  const course = await publishedCourse(on);
  expect(await add({ ItemType: 'course', ItemID: course.id })).toEqual({ status: 200, body: { ok: true } });
  // Something in the cart, and the count the upstream itself gives for it.
  const who = await upstreamSignIn(on, CUSTOMER);
  const [program] = await on.database.db.select().from(s.programs).where(eq(s.programs.published, true)).limit(1);
  expect((await addToCart(on, who, program!.id, 'program')).status).toBe(200);
  const cartCount = (await api(on, 'Cart/cart-total', { as: { userId: who.userId, token: who.token } })).json.data.CNT;
  expect(cartCount).toBeGreaterThan(0);
  let spy = jest.spyOn(global, 'fetch');
  for (let i = 0; i < 3; i++)
    expect(await summary()).toMatchObject({ loggedIn: true, cartCount, wishlist: [`course:${course.id}`] });
  expect(calls(spy, 'User/get-session-summary')).toBe(3);
  expect(calls(spy, 'Cart/cart-total') + calls(spy, 'Wishlist/get-wishlist-keys')).toBe(0);
  spy.mockRestore();

  // An API without the extension: the 404 is remembered, and the cart count comes from Cart/cart-total.
  target = off;
  jar.clear();
  await signIn();
  spy = jest.spyOn(global, 'fetch');
  for (let i = 0; i < 3; i++)
    expect(await summary()).toMatchObject({ loggedIn: true, cartCount: expect.any(Number), wishlist: [] });
  expect(calls(spy, 'User/get-session-summary')).toBe(1);
  expect(calls(spy, 'Cart/cart-total')).toBe(3);
  spy.mockRestore();
});
