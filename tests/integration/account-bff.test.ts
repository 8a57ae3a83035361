/**
 * The My Addresses BFF, the initiative booking BFF and the checkout's billing address rule, against the real upstream app (PGlite): the web's fetch to
 * UPSTREAM_URL is answered by the app itself, so headers, bearer, token checks, seats and addresses are real.
 * cookies() is a small in-memory jar (one browser); next/cache's revalidateTag is observed.
 */
import { cookieJar as jar, mockCookieStore } from '../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));
const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({
  revalidateTag: (...args: unknown[]) => revalidateTag(...args),
  unstable_cache: (fn: () => unknown) => fn,
}));

import { POST as login } from '@/app/api/auth/login/route';
import { GET as listAddresses, POST as saveAddress } from '@/app/api/account/addresses/route';
import { POST as deleteAddress } from '@/app/api/account/addresses/delete/route';
import { POST as register } from '@/app/api/initiatives/register/route';
import { POST as addToCart } from '@/app/api/cart/add/route';
import { POST as submitOrder } from '@/app/api/cart/submit/route';
import { POST as saveBilling } from '@/app/api/account/billing/route';
import type { Address } from '@/lib/contract/entities/address';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { reloadSettings } from '@/lib/settings';
import { setEnv } from '../support/settings-env';
import { ANON_TOKEN, createTestApp, SIGNING_SECRET, type TestContext } from './upstream/harness';
import { api, PASSWORD, signUpUser } from './upstream/user-helpers';

const SITE = 'http://127.0.0.1:3104';
const UPSTREAM = 'http://upstream.test';

let t: TestContext;
let upstreamCalls = 0;
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
    upstreamCalls += 1;
    return t.app.request(url, init);
  }) as typeof fetch;
}, 180_000);
afterAll(async () => {
  global.fetch = realFetch;
  setEnv({ UPSTREAM_URL: saved.url, UPSTREAM_SIGNING_SECRET: saved.secret, UPSTREAM_ANON_TOKEN: saved.anon });
  await t?.close();
});
beforeEach(() => {
  jar.clear();
  resetRateLimits();
  revalidateTag.mockClear();
  upstreamCalls = 0;
});

function post(path: string, body: unknown, origin: string | null = SITE): Request {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    host: '127.0.0.1:3104',
    // the socket address, as Next.js (patched) hands it to a route handler
    'x-next-socket-address': '10.4.4.4',
  };
  if (origin) headers.origin = origin;
  return new Request(`${SITE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}
const get = (path: string) => new Request(`${SITE}${path}`, { headers: { host: '127.0.0.1:3104' } });
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

/** A fresh customer, signed in through the BFF (the session cookie lands in the jar). */
async function freshCustomer() {
  const user = await signUpUser(t);
  const response = await login(post('/api/auth/login', { email: user.email, password: PASSWORD }));
  expect(await response.json()).toMatchObject({ ok: true });
  return user;
}

const home = {
  AddressID: null,
  Label: 'Home',
  FullName: 'Layla Haddad',
  Phone: '+971 50 111 2233',
  Line1: 'Villa 4, Street 12',
  Line2: '',
  City: 'Dubai',
  Emirate: 'Dubai',
  IsDefault: false,
};
const office = { ...home, Label: 'Office', Line1: 'Office 1203, Bay Square 5', City: 'Business Bay' };

describe('/api/account/addresses', () => {
  test('a foreign or missing Origin is refused before any upstream call', async () => {
    await freshCustomer();
    upstreamCalls = 0;
    expect((await saveAddress(post('/api/account/addresses', home, 'https://evil.example'))).status).toBe(403);
    expect((await deleteAddress(post('/api/account/addresses/delete', { AddressID: 1 }, null))).status).toBe(403);
    expect(upstreamCalls).toBe(0);
  });

  test('a visitor gets the log-in message', async () => {
    expect(await json(await saveAddress(post('/api/account/addresses', home)))).toEqual({
      status: 401,
      body: { ok: false, error: 'errors.loginFirst' },
    });
    expect((await listAddresses(get('/api/account/addresses'))).status).toBe(401);
  });

  test("bad input answers the field's message and changes nothing", async () => {
    await freshCustomer();
    const bad = await json(await saveAddress(post('/api/account/addresses', { ...home, FullName: '   ' })));
    expect(bad).toEqual({ status: 400, body: { ok: false, error: 'account.addresses.enter.FullName' } });
    const garbage = await json(await saveAddress(post('/api/account/addresses', { nope: true })));
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toMatch(/^(forms|account)\./);
    expect((await json(await listAddresses(get('/api/account/addresses')))).body).toEqual({ ok: true, addresses: [] });
  });

  test('add, add, set default, edit, delete: each answer is the list the upstream holds', async () => {
    const user = await freshCustomer();
    const first = await json(await saveAddress(post('/api/account/addresses', home)));
    expect(first.status).toBe(200);
    let list = first.body.addresses as Address[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ Label: 'Home', IsDefault: true, Line2: null }); // the first address is the default

    list = (await json(await saveAddress(post('/api/account/addresses', office)))).body.addresses as Address[];
    expect(list.map((a) => [a.Label, a.IsDefault])).toEqual([
      ['Home', true],
      ['Office', false],
    ]);
    const officeId = list.find((a) => a.Label === 'Office')!.AddressID;
    const homeId = list.find((a) => a.Label === 'Home')!.AddressID;

    list = (
      await json(await saveAddress(post('/api/account/addresses', { ...office, AddressID: officeId, IsDefault: true })))
    ).body.addresses as Address[];
    expect(Object.fromEntries(list.map((a) => [a.Label, a.IsDefault]))).toEqual({ Home: false, Office: true });

    const edited = await json(
      await saveAddress(
        post('/api/account/addresses', { ...home, AddressID: homeId, Line2: 'Near the park', City: 'Al Barsha' }),
      ),
    );
    expect(edited.body.address).toMatchObject({
      AddressID: homeId,
      Line2: 'Near the park',
      City: 'Al Barsha',
      IsDefault: false,
    });

    const afterDelete = await json(await deleteAddress(post('/api/account/addresses/delete', { AddressID: officeId })));
    expect(afterDelete.status).toBe(200);
    expect((afterDelete.body.addresses as Address[]).map((a) => [a.AddressID, a.IsDefault])).toEqual([[homeId, true]]); // the default passed on

    // what the upstream itself holds
    const upstreamList = await api(t, 'User/get-addresses', { as: { userId: user.userId, token: user.token } });
    expect(upstreamList.json.data).toHaveLength(1);
  });

  test("another customer's address cannot be deleted or edited", async () => {
    await freshCustomer();
    const mine = ((await json(await saveAddress(post('/api/account/addresses', home)))).body.addresses as Address[])[0];
    jar.clear();
    await freshCustomer();
    expect(
      await json(await deleteAddress(post('/api/account/addresses/delete', { AddressID: mine.AddressID }))),
    ).toEqual({ status: 404, body: { ok: false, error: 'account.noData' } });
    expect((await saveAddress(post('/api/account/addresses', { ...office, AddressID: mine.AddressID }))).status).toBe(
      404,
    );
  });
});

describe('/api/initiatives/register (Shared/init-reg)', () => {
  const registered = async (initId: number, programId: number) => {
    const r = await api(t, `Shared/init-get?id=${initId}`);
    return (r.json.data.progs as { ID: number; Registered: number }[]).find((p) => p.ID === programId)!.Registered;
  };

  test('a visitor is told to log in; a foreign Origin is refused', async () => {
    expect(await json(await register(post('/api/initiatives/register', { initId: 3, programId: 9 })))).toEqual({
      status: 401,
      body: { ok: false, error: 'errors.loginFirst' },
    });
    expect(
      (await register(post('/api/initiatives/register', { initId: 3, programId: 9 }, 'https://evil.example'))).status,
    ).toBe(403);
    expect((await register(post('/api/initiatives/register', { initId: 'x' }))).status).toBe(400);
  });

  test('200 confirms and takes a seat, 202 on a second booking; the cache tag is expired each time', async () => {
    const user = await freshCustomer();
    const before = await registered(3, 9);
    const first = await json(await register(post('/api/initiatives/register', { initId: 3, programId: 9 })));
    expect(first).toEqual({
      status: 200,
      body: { ok: true, status: 200, message: 'errors.confirm.registrationConfirmed' },
    });
    expect(revalidateTag).toHaveBeenCalledWith('initiatives:3', { expire: 0 });
    expect(await registered(3, 9)).toBe(before + 1);

    const again = await json(await register(post('/api/initiatives/register', { initId: 3, programId: 9 })));
    expect(again).toEqual({
      status: 200,
      body: { ok: true, status: 202, message: 'errors.confirm.alreadyRegistered' },
    });
    expect(await registered(3, 9)).toBe(before + 1);

    const mine = await api(t, 'User/get-customer-inits', { as: { userId: user.userId, token: user.token } });
    expect((mine.json.data as { InitID: number }[]).filter((r) => r.InitID === 3)).toHaveLength(1);
  });

  test('403 (full) answers the fully-booked message and takes no seat', async () => {
    await freshCustomer();
    const before = await registered(1, 2);
    const full = await json(await register(post('/api/initiatives/register', { initId: 1, programId: 2 })));
    expect(full).toEqual({ status: 409, body: { ok: false, status: 403, error: 'errors.slotFullyBooked' } });
    expect(await registered(1, 2)).toBe(before);
    expect(revalidateTag).toHaveBeenCalledWith('initiatives:1', { expire: 0 });
  });
});

describe('/api/cart/submit with a TRN needs a billing address (docs/tax-invoices.md)', () => {
  const TRN = '100456789000003';
  const billing = {
    CompanyName: 'Al Mazrouei Properties L.L.C.',
    TRN,
    TradeLicenseNumber: 'DED-1045871',
    TradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
    Line1: '',
    Line2: '',
    City: '',
    Emirate: '',
    POBox: '',
    CountryCode: 'AE',
  };

  it('refuses the order until the billing details hold an address, then places it; without a TRN none is asked', async () => {
    await freshCustomer();
    expect((await json(await saveBilling(post('/api/account/billing', billing)))).status).toBe(200);
    expect((await json(await addToCart(post('/api/cart/add', { ItemID: 2, ItemType: 'membership' })))).status).toBe(
      200,
    );
    const refused = await json(
      await submitOrder(post('/api/cart/submit', { terms: true, paymentMethod: 'pay_later', trn: TRN })),
    );
    expect(refused).toEqual({ status: 409, body: { ok: false, error: 'tax.billing.addressForTrn' } });

    // An address without its emirate is refused by the billing form: the e-invoice needs it.
    const partial = { ...billing, Line1: 'Office 1402, Marina Plaza', City: 'Dubai' };
    expect(await json(await saveBilling(post('/api/account/billing', partial)))).toMatchObject({
      status: 400,
      body: { error: 'tax.billing.addressIncomplete' },
    });
    expect((await json(await saveBilling(post('/api/account/billing', { ...partial, Emirate: 'Dubai' })))).status).toBe(
      200,
    );
    const placed = await json(
      await submitOrder(post('/api/cart/submit', { terms: true, paymentMethod: 'pay_later', trn: TRN })),
    );
    expect(placed).toMatchObject({ status: 200, body: { ok: true } });

    // A customer who gives no TRN is not asked for an address (an individual's simplified tax invoice).
    await freshCustomer();
    expect((await json(await addToCart(post('/api/cart/add', { ItemID: 2, ItemType: 'membership' })))).status).toBe(
      200,
    );
    const individual = await json(
      await submitOrder(post('/api/cart/submit', { terms: true, paymentMethod: 'pay_later' })),
    );
    expect(individual).toMatchObject({ status: 200, body: { ok: true } });
  });
});
