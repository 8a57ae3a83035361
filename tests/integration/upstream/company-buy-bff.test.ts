/**
 * Team buying through the web's BFF against the real upstream app (PGlite): GET /api/company/team, POST
 * /api/company/team/line and /api/company/team/order (docs/company.md#buying-seats). A visitor is asked to sign in;
 * bad input (0 seats, a bank transfer without a PO, terms not accepted) gets its translated key and reaches no
 * upstream; the upstream's refusals (not an admin, seats left, a mixed cart, an unverified company) come back as
 * their message keys with 409 and change nothing; an upstream without the extension hides it.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));

import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as addToCart } from '@/app/api/cart/add/route';
import { POST as createCompany } from '@/app/api/company/route';
import { GET as readTeam } from '@/app/api/company/team/route';
import { POST as addLine } from '@/app/api/company/team/line/route';
import { POST as order } from '@/app/api/company/team/order/route';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { resetExtensionAvailability } from '@/lib/extensions/availability';
import * as s from '../../../upstream/src/db/schema';
import { CUSTOMER, setProgram } from './cart-helpers';
import { ANON_TOKEN, createTestApp, SIGNING_SECRET, type TestContext } from './harness';
import { watchContractDrift } from './user-helpers';
import { setEnv } from '../../support/settings-env';

jest.setTimeout(120_000);

const SITE = 'http://127.0.0.1:3108';
const UPSTREAM = 'http://upstream.test';
const PROGRAM = 8;
const DAY = 86_400_000;

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
  const future = new Date(Date.now() + 40 * DAY);
  await setProgram(on, PROGRAM, {
    published: true,
    startDate: future,
    endDate: new Date(future.getTime() + DAY),
    lastDateToRegister: null,
    seatsAvailable: 12,
  });
  await on.database.db.delete(s.cartItems);
}, 180_000);
afterAll(async () => {
  global.fetch = realFetch;
  setEnv({ UPSTREAM_URL: saved.url, UPSTREAM_SIGNING_SECRET: saved.secret, UPSTREAM_ANON_TOKEN: saved.anon });
  await Promise.all([on?.close(), off?.close()]);
});
beforeEach(() => {
  target = on;
  resetRateLimits();
  resetExtensionAvailability();
});

const headers = { origin: SITE, host: '127.0.0.1:3108', 'x-forwarded-for': '10.2.2.19' };
const post = (path: string, body: unknown) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const call = async (route: (r: Request) => Promise<Response>, path: string, body: unknown) => {
  const r = await route(post(path, body));
  return { status: r.status, body: await r.json() };
};
const team = async () => {
  const r = await readTeam(new Request(`${SITE}/api/company/team`, { headers }));
  return { status: r.status, body: await r.json() };
};
async function signIn(who: { email: string; password: string }) {
  jar.clear();
  const r = await login(post('/api/auth/login', who));
  expect(await r.json()).toMatchObject({ ok: true });
}
const seats = async () =>
  (await on.database.db.select().from(s.programs).where(eq(s.programs.id, PROGRAM)))[0]!.seatsAvailable;

const FORM = {
  LegalName_en: 'Creek Brokers LLC',
  LegalName_ar: 'كريك للوساطة العقارية ذ.م.م',
  TradeLicenseNumber: '5566778',
  TradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
  TRN: '100 4455 6677 0003',
  Line1: 'Office 305, Creek Tower',
  Line2: '',
  City: 'Dubai',
  Emirate: 'Dubai',
  POBox: '',
  BillingContactName: 'Rana Aziz',
  BillingContactEmail: 'accounts@creek.example',
  BillingContactPhone: '+971 4 333 2211',
};

test('a visitor: no company, and asked to sign in to buy', async () => {
  jar.clear();
  expect(await team()).toEqual({ status: 200, body: { ok: true, company: null, team: null } });
  const line = { CompanyID: 1, ItemType: 'program', ItemID: PROGRAM, Quantity: 5 };
  expect(await call(addLine, '/api/company/team/line', line)).toEqual({
    status: 401,
    body: { ok: false, error: 'errors.loginFirst' },
  });
});

test('an admin buys 5 seats by bank transfer with a PO; every bad input is refused first and changes nothing', async () => {
  await signIn(CUSTOMER);
  expect((await team()).body).toEqual({ ok: true, company: null, team: null });
  expect(await call(createCompany, '/api/company', FORM)).toMatchObject({ status: 200 });
  const [company] = await on.database.db.select().from(s.companies).where(eq(s.companies.trn, '100445566770003'));
  const CompanyID = company!.id;
  expect((await team()).body).toMatchObject({
    ok: true,
    company: { CompanyID, LegalName_ar: FORM.LegalName_ar, IsVerified: false },
    team: null,
  });

  const line = { CompanyID, ItemType: 'program', ItemID: PROGRAM, Quantity: 5 };
  const left = await seats();
  for (const [change, key] of [
    [{ Quantity: 0 }, 'companyBuy.errors.quantity'],
    [{ Quantity: 2.5 }, 'companyBuy.errors.quantity'],
    [{ Quantity: 501 }, 'companyBuy.errors.quantity'],
    [{ ItemType: 'book' }, 'companyBuy.errors.invalid'],
  ] as const)
    expect(await call(addLine, '/api/company/team/line', { ...line, ...change })).toEqual({
      status: 400,
      body: { ok: false, error: key },
    });
  expect(await call(addLine, '/api/company/team/line', { ...line, Quantity: left + 1 })).toEqual({
    status: 409,
    body: { ok: false, error: 'companyBuy.status.seats_left', seatsLeft: left, values: { n: left } },
  });
  expect(await call(addLine, '/api/company/team/line', { ...line, CompanyID: CompanyID + 1000 })).toEqual({
    status: 409,
    body: { ok: false, error: 'companyBuy.status.not_admin' },
  });
  expect((await team()).body.team).toBeNull();

  expect(await call(addLine, '/api/company/team/line', line)).toEqual({
    status: 200,
    body: { ok: true, status: 'ok' },
  });
  const got = (await team()).body.team;
  expect(got.Lines).toEqual([expect.objectContaining({ Quantity: 5, UnitPrice: expect.any(Number), TierPercent: 5 })]);
  // A personal item waits until the seats are ordered or removed.
  expect(await call(addToCart, '/api/cart/add', { ItemID: 2, ItemType: 'membership' })).toMatchObject({
    status: 409,
    body: { ok: false, error: 'errors.mixedCart' },
  });

  const terms = { terms: true };
  expect(await call(order, '/api/company/team/order', { ...terms, PaymentMethod: 'bank_transfer' })).toEqual({
    status: 400,
    body: { ok: false, error: 'companyBuy.status.po_required' },
  });
  expect(await call(order, '/api/company/team/order', { PaymentMethod: 'online' })).toEqual({
    status: 400,
    body: { ok: false, error: 'companyBuy.errors.acceptTerms' },
  });
  const withPo = { ...terms, PaymentMethod: 'bank_transfer', PONumber: 'PO-CREEK-7' };
  expect(await call(order, '/api/company/team/order', withPo)).toEqual({
    status: 409,
    body: { ok: false, error: 'companyBuy.status.unverified' },
  });
  expect(await seats()).toBe(left);

  await on.database.db.update(s.companies).set({ verifiedAt: new Date() }).where(eq(s.companies.id, CompanyID));
  const placed = await call(order, '/api/company/team/order', withPo);
  expect(placed.status).toBe(200);
  expect(placed.body.redirect).toBe(`/en/my-account/my-orders?id=${placed.body.orderId}`);
  expect(await seats()).toBe(left - 5);
  const [buyer] = await on.database.db.select().from(s.orderCompany).where(eq(s.orderCompany.companyId, CompanyID));
  expect(buyer).toMatchObject({ poNumber: 'PO-CREEK-7', legalNameEn: FORM.LegalName_en });
});

test('an upstream without the extension: no company, and the BFF answers unavailable', async () => {
  target = off;
  await signIn(CUSTOMER);
  expect((await team()).body).toEqual({ ok: true, company: null, team: null });
  const line = { CompanyID: 1, ItemType: 'program', ItemID: PROGRAM, Quantity: 5 };
  expect(await call(addLine, '/api/company/team/line', line)).toEqual({
    status: 404,
    body: { ok: false, error: 'companyBuy.status.unavailable' },
  });
});
