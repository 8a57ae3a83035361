/**
 * The BFF's answers to what an attacker or a careless client sends (the hardening issue, items 4 and 10-13), against
 * the real upstream app (PGlite): the web's fetch to UPSTREAM_URL is answered by the app itself. cookies() is a small
 * in-memory jar (one browser). A client address is what Next.js (patched) puts in x-next-socket-address.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));

import { randomUUID } from 'node:crypto';
import { POST as saveAddress } from '@/app/api/account/addresses/route';
import { GET as readProfile, POST as saveProfile } from '@/app/api/account/profile/route';
import { POST as upload } from '@/app/api/account/upload/route';
import { POST as requestCode } from '@/app/api/auth/code/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as reset } from '@/app/api/auth/reset/route';
import { POST as addToCart } from '@/app/api/cart/add/route';
import { POST as promo } from '@/app/api/cart/promo/route';
import { POST as enquiry } from '@/app/api/enquiry/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-address';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { profileToForm } from '@/lib/validation/profile';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { setEnv } from '../../support/settings-env';
import { ANON_TOKEN, createTestApp, SIGNING_SECRET, type TestContext } from './harness';
import { api, lastCode, PASSWORD, signUpUser } from './user-helpers';

const SITE = 'http://127.0.0.1:3108';
const UPSTREAM = 'http://upstream.test';

let t: TestContext;
const realFetch = global.fetch;
const saved = { ...process.env };

beforeAll(async () => {
  t = await createTestApp();
  setEnv({
    UPSTREAM_URL: UPSTREAM,
    UPSTREAM_SIGNING_SECRET: SIGNING_SECRET,
    UPSTREAM_ANON_TOKEN: ANON_TOKEN,
    TRUSTED_PROXY_HOPS: undefined,
  });
  clearBearerCache();
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(UPSTREAM)) throw new Error(`unexpected fetch ${url}`);
    return t.app.request(url, init);
  }) as typeof fetch;
}, 180_000);
afterAll(async () => {
  global.fetch = realFetch;
  process.env = saved;
  setEnv({});
  await t?.close();
});
beforeEach(() => {
  jar.clear();
  resetRateLimits();
});

function post(path: string, body: unknown, o: { socket?: string; forwarded?: string; raw?: boolean } = {}): Request {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: SITE,
    host: '127.0.0.1:3108',
    [SOCKET_ADDRESS_HEADER]: o.socket ?? '10.9.9.9',
  };
  if (o.forwarded) headers['x-forwarded-for'] = o.forwarded;
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers,
    body: o.raw ? (body as string) : JSON.stringify(body),
  });
}

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
/** A message key both catalogues hold (what the page translates), never a sentence. */
function expectKey(key: unknown) {
  expect(typeof key).toBe('string');
  expect(typeof lookup(en as Tree, key as string)).toBe('string');
  expect(typeof lookup(ar as Tree, key as string)).toBe('string');
}

async function signIn(email: string, password = PASSWORD) {
  const response = await login(post('/api/auth/login', { email, password }));
  expect(await response.json()).toMatchObject({ ok: true });
}

describe('item 4: sign-in guessing is limited per account, and the address is not what the client says', () => {
  test('ten wrong passwords from ten addresses lock the account; the message says when; a reset lifts it', async () => {
    const user = await signUpUser(t, { firstName: 'Locked' });
    for (let i = 1; i <= 10; i++) {
      const r = await login(
        post('/api/auth/login', { email: user.email, password: `Wrong#${i}x` }, { socket: `10.0.1.${i}` }),
      );
      expect(r.status).toBe(401);
      expect(await r.json()).toEqual({ ok: false, error: 'errors.userNotFound' });
    }
    // Even the right password, from yet another address, waits now.
    const locked = await login(
      post('/api/auth/login', { email: user.email, password: PASSWORD }, { socket: '10.0.1.99' }),
    );
    expect(locked.status).toBe(429);
    const body = await locked.json();
    expect(body).toMatchObject({ ok: false, error: 'security.signInLocked' });
    expectKey(body.error);
    expect(body.values.minutes).toBeGreaterThanOrEqual(1);
    expect(body.values.minutes).toBeLessThanOrEqual(15);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // Tries while locked do not make the wait longer.
    for (let i = 0; i < 5; i++) {
      const again = await login(
        post('/api/auth/login', { email: user.email, password: 'Wrong#2026' }, { socket: `10.0.2.${i}` }),
      );
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(retryAfter);
    }
    // Another account is not affected.
    await signIn('customer@institute.test', 'Customer#2026');

    // The owner resets the password by e-mailed code: the lock is gone.
    jar.clear();
    expect(await (await requestCode(post('/api/auth/code', { purpose: 'reset', email: user.email }))).json()).toEqual({
      ok: true,
    });
    const otp = await lastCode(t, user.email);
    const done = await reset(post('/api/auth/reset', { otp, password: 'Another#2026' }));
    expect(await done.json()).toEqual({ ok: true });
    await signIn(user.email, 'Another#2026');
  });

  test('a made-up X-Forwarded-For does not give a new address: the per-address limits hold (no proxy configured)', async () => {
    const email = 'someone.else@example.test';
    const statuses: number[] = [];
    for (let i = 1; i <= 9; i++) {
      const r = await login(
        post('/api/auth/login', { email, password: 'Wrong#2026' }, { forwarded: `203.0.113.${i}` }),
      );
      statuses.push(r.status);
    }
    // Eight tries per address and e-mail: the ninth waits, whatever X-Forwarded-For said.
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);

    // The enquiry limit too (10 per address).
    const enquiries: number[] = [];
    for (let i = 1; i <= 11; i++)
      enquiries.push((await enquiry(post('/api/enquiry', {}, { forwarded: `198.51.100.${i}` }))).status);
    expect(enquiries.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(enquiries[10]).toBe(429);
  });
});

describe('item 10: forgot password answers the same for unknown and known addresses', () => {
  test('code request and a wrong code: the same answers for both', async () => {
    const known = await signUpUser(t, { firstName: 'Known' });
    const unknown = `nobody.${Date.now()}@example.test`;
    const answers = [];
    for (const email of [known.email, unknown]) {
      jar.clear();
      const code = await requestCode(post('/api/auth/code', { purpose: 'reset', email }));
      const sent = await lastCode(t, email);
      const otp = sent === '000000' ? '111111' : '000000';
      const wrong = await reset(post('/api/auth/reset', { otp, password: 'Another#2026' }));
      answers.push([code.status, await code.json(), wrong.status, await wrong.json()]);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toEqual([200, { ok: true }, 400, { ok: false, error: 'errors.invalidOtp' }]);
  });
});

describe('item 11: bad input is a 4xx with a translated message, never a 5xx', () => {
  test('a NUL in an e-mail address: refused by the form rule, no upstream 500', async () => {
    const r = await login(post('/api/auth/login', { email: 'customer\u0000@institute.test', password: 'x' }));
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ ok: false, error: 'forms.invalidEmail' });
    const code = await requestCode(post('/api/auth/code', { purpose: 'reset', email: 'a\u0000b@example.test' }));
    expect(code.status).toBe(400);
    expectKey((await code.json()).error);
  });

  test('a NUL in an address line, a bidi override in a printed name: refused, nothing saved', async () => {
    const user = await signUpUser(t, { firstName: 'Address' });
    await signIn(user.email);
    const address = {
      AddressID: null,
      Label: 'Home',
      FullName: 'Mona Saeed',
      Phone: '+971 50 123 4567',
      Line1: 'Villa 12\u0000, Street 4',
      Line2: '',
      City: 'Dubai',
      Emirate: 'Dubai',
      IsDefault: true,
    };
    for (const body of [address, { ...address, Line1: 'Villa 12', FullName: 'Mona \u202eSaeed' }]) {
      const r = await saveAddress(post('/api/account/addresses', body));
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ ok: false, error: 'security.invalidCharacters' });
    }
    const stored = await api(t, 'User/get-addresses', { as: user });
    expect(stored.json.data).toEqual([]);
  });

  test('a NUL in a voucher code and an item id of 2^31: 400 with the form messages', async () => {
    const user = await signUpUser(t, { firstName: 'Cart' });
    await signIn(user.email);
    const code = await promo(post('/api/cart/promo', { promoCode: 'WELCOME\u000010' }));
    expect(code.status).toBe(400);
    expect(await code.json()).toEqual({ ok: false, error: 'errors.invalidPromoCode' });
    for (const ItemID of [2 ** 31, 2 ** 53]) {
      const add = await addToCart(post('/api/cart/add', { ItemID, ItemType: 'program' }));
      expect(add.status).toBe(400);
      expect(await add.json()).toEqual({ ok: false, error: 'forms.invalid' });
    }
  });

  test('an upload with a GIF header and a script body: 415; an unknown file id on the profile: 400', async () => {
    const user = await signUpUser(t, { firstName: 'Files' });
    await signIn(user.email);
    const form = new FormData();
    form.set('kind', 'photo');
    form.set('file', new File([new TextEncoder().encode('GIF89a<script>alert(1)</script>')], 'x.gif'));
    const sent = await upload(
      new Request(`${SITE}/api/account/upload`, {
        method: 'POST',
        headers: { origin: SITE, host: '127.0.0.1:3108' },
        body: form,
      }),
    );
    expect(sent.status).toBe(415);
    expect(await sent.json()).toEqual({ ok: false, error: 'forms.fileType' });

    const current = await (await readProfile(new Request(`${SITE}/api/account/profile`))).json();
    const profile = { ...profileToForm(current.profile), DOB: '1990-01-02', ProfilePhoto: randomUUID() };
    const saved = await saveProfile(post('/api/account/profile', profile));
    expect(saved.status).toBe(400);
    expect(await saved.json()).toEqual({ ok: false, error: 'security.fileMissing' });

    const named = await saveProfile(
      post('/api/account/profile', { ...profileToForm(current.profile), DOB: '1990-01-02', LastName: 'Al\u202eNoor' }),
    );
    expect(named.status).toBe(400);
    expect(await named.json()).toEqual({ ok: false, error: 'security.invalidCharacters' });
  });
});

describe('item 12: a mistyped request gets a message key, never the validator English', () => {
  test.each([
    ['/api/auth/login', login],
    ['/api/auth/code', requestCode],
    ['/api/auth/reset', reset],
  ])('%s', async (path, handler) => {
    for (const body of ['not json', '42', '[]', 'null', '{"email":5,"password":{}}']) {
      jar.clear();
      const r = await handler(post(path, body, { raw: true }));
      expect(r.status).toBe(400);
      const { error } = await r.json();
      expectKey(error);
      expect(error).not.toMatch(/\s/);
    }
  });

  test('signed-in routes too: cart, addresses, profile', async () => {
    const user = await signUpUser(t, { firstName: 'Typo' });
    await signIn(user.email);
    for (const [path, handler] of [
      ['/api/cart/add', addToCart],
      ['/api/cart/promo', promo],
      ['/api/account/addresses', saveAddress],
      ['/api/account/profile', saveProfile],
    ] as const) {
      for (const body of ['"text"', '[1,2]', '{"ItemID":"one","promoCode":[],"Label":7,"FirstName":null}']) {
        const r = await handler(post(path, body, { raw: true }));
        expect(r.status).toBe(400);
        expectKey((await r.json()).error);
      }
    }
  });
});

describe('item 13: request bodies have a size limit per route (413 before the body is read whole)', () => {
  test('a declared 10 MB body is refused without reading it; a streamed one as soon as it passes the limit', async () => {
    let pulled = 0;
    const huge = (declare: boolean) =>
      new Request(`${SITE}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: SITE,
          host: '127.0.0.1:3108',
          ...(declare ? { 'content-length': String(10 * 1024 * 1024) } : {}),
        },
        body: new ReadableStream({
          pull(controller) {
            pulled += 1;
            if (pulled > 200) controller.close();
            else controller.enqueue(new TextEncoder().encode(`"${'x'.repeat(50 * 1024)}",`));
          },
        }),
        duplex: 'half',
      } as RequestInit);

    const declared = await login(huge(true));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ ok: false, error: 'security.payloadTooLarge' });
    expectKey('security.payloadTooLarge');
    expect(pulled).toBeLessThanOrEqual(1);

    pulled = 0;
    const streamed = await login(huge(false));
    expect(streamed.status).toBe(413);
    // 32 KB limit, 50 KB chunks: refused after the first chunks, not after all 10 MB.
    expect(pulled).toBeLessThan(5);
  });
});
