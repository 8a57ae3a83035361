/**
 * Sign-in through an upstream outage (issue 46): the sign-in limits count only wrong passwords, the upstream's
 * answer that the credentials are wrong. Attempts the upstream could not judge (unreachable, 5xx) do not count, so
 * a customer who retries through an outage is not locked out by it. Against the real upstream app (PGlite); the
 * outage is the web's fetch failing as it does when the upstream is down (connection refused) or answering 503.
 */
import { cookieJar as jar, mockCookieStore } from '../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));
jest.mock('next/cache', () => ({ revalidateTag: () => undefined, unstable_cache: (fn: () => unknown) => fn }));

import { POST as login } from '@/app/api/auth/login/route';
import { LIMITS, resetRateLimits } from '@/lib/security/rate-limit';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { reloadSettings } from '@/lib/settings';
import { setEnv } from '../support/settings-env';
import { ANON_TOKEN, createTestApp, SIGNING_SECRET, type TestContext } from './upstream/harness';
import { PASSWORD, signUpUser } from './upstream/user-helpers';

const SITE = 'http://127.0.0.1:3105';
const UPSTREAM = 'http://upstream.test';

let t: TestContext;
let outage: 'refused' | '503' | null = null;
const realFetch = global.fetch;
const env = process.env as Record<string, string | undefined>;
const saved = { url: env.UPSTREAM_URL, secret: env.UPSTREAM_SIGNING_SECRET, anon: env.UPSTREAM_ANON_TOKEN };

beforeAll(async () => {
  t = await createTestApp();
  env.UPSTREAM_URL = UPSTREAM;
  env.UPSTREAM_SIGNING_SECRET = SIGNING_SECRET;
  env.UPSTREAM_ANON_TOKEN = ANON_TOKEN;
  reloadSettings();
  clearBearerCache();
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(UPSTREAM)) throw new Error(`unexpected fetch ${url}`);
    if (outage === 'refused')
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    if (outage === '503') return new Response('Service Unavailable', { status: 503 });
    return t.app.request(url, init);
  }) as typeof fetch;
}, 300_000);
afterAll(async () => {
  global.fetch = realFetch;
  setEnv({ UPSTREAM_URL: saved.url, UPSTREAM_SIGNING_SECRET: saved.secret, UPSTREAM_ANON_TOKEN: saved.anon });
  await t?.close();
});
beforeEach(() => {
  jar.clear();
  resetRateLimits();
  outage = null;
});

const signIn = (email: string, password: string) =>
  login(
    new Request(`${SITE}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: '127.0.0.1:3105',
        origin: SITE,
        'x-next-socket-address': '10.5.5.5',
      },
      body: JSON.stringify({ email, password }),
    }),
  );

test.each(['refused', '503'] as const)(
  'attempts during an upstream outage (%s) do not count: the customer signs in when it is back',
  async (kind) => {
    const user = await signUpUser(t);
    // More tries than any sign-in limit allows, each with the right password, while the upstream is down.
    const tries = Math.max(LIMITS.signIn.points, LIMITS.signInAccount.points) + 2;
    outage = kind;
    const statuses: number[] = [];
    for (let i = 0; i < tries; i++) statuses.push((await signIn(user.email, PASSWORD)).status);
    expect(statuses).toEqual(Array(tries).fill(502));

    outage = null;
    const back = await signIn(user.email, PASSWORD);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ ok: true });
  },
);

test('wrong passwords still count: the address limit refuses the next try, whatever the outage', async () => {
  const user = await signUpUser(t);
  // Wrong passwords, with an outage in between: only the upstream's "wrong credentials" answers count.
  for (let i = 0; i < LIMITS.signIn.points - 1; i++) expect((await signIn(user.email, 'Wrong#2026')).status).toBe(401);
  outage = 'refused';
  for (let i = 0; i < 3; i++) expect((await signIn(user.email, 'Wrong#2026')).status).toBe(502);
  outage = null;
  expect((await signIn(user.email, 'Wrong#2026')).status).toBe(401);
  // The limit of this address and account is used up now, by wrong passwords only.
  const refused = await signIn(user.email, PASSWORD);
  expect(refused.status).toBe(429);
});
