/**
 * Company accounts through the web's BFF against the real upstream app (PGlite): /api/company (create),
 * /invite, /invitation, /leave and /verify. A visitor is asked to sign in; bad input gets its translated key and
 * reaches no upstream; the upstream's refusals (not an admin, the last admin, no account) come back as their own
 * message keys with 409; a customer cannot verify; an upstream without the extension answers 'unavailable'.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));

import { eq, notInArray } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as create } from '@/app/api/company/route';
import { POST as invite } from '@/app/api/company/invite/route';
import { POST as leave } from '@/app/api/company/leave/route';
import { POST as verify } from '@/app/api/company/verify/route';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { resetExtensionAvailability } from '@/lib/extensions/availability';
import * as s from '../../../upstream/src/db/schema';
import { CUSTOMER } from './cart-helpers';
import { ANON_TOKEN, createTestApp, SIGNING_SECRET, type TestContext } from './harness';
import { watchContractDrift } from './user-helpers';
import { setEnv } from '../../support/settings-env';

const SITE = 'http://127.0.0.1:3108';
const UPSTREAM = 'http://upstream.test';
const STAFF = { email: 'staff@institute.test', password: 'Staff#2026' };

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
  // The seeded demo company (its seats) stays: each test starts from the seed, plus nothing of its own.
  const db = on.database.db;
  await db
    .delete(s.companies)
    .where(notInArray(s.companies.id, db.select({ id: s.companySeats.companyId }).from(s.companySeats)));
});

/** Companies this file created: not the seeded demo company, the one with seats. */
const notSeeded = () =>
  notInArray(s.companies.id, on.database.db.select({ id: s.companySeats.companyId }).from(s.companySeats));

function post(path: string, body: unknown): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      host: '127.0.0.1:3108',
      'x-forwarded-for': '10.2.2.9',
    },
    body: JSON.stringify(body),
  });
}
const call = async (route: (r: Request) => Promise<Response>, path: string, body: unknown) => {
  const r = await route(post(path, body));
  return { status: r.status, body: await r.json() };
};
async function signIn(who: { email: string; password: string }) {
  jar.clear();
  const r = await login(post('/api/auth/login', who));
  expect(await r.json()).toMatchObject({ ok: true });
}

const FORM = {
  LegalName_en: 'Palm Realty Brokers LLC',
  LegalName_ar: 'بالم ريالتي للوساطة العقارية',
  TradeLicenseNumber: '1234567',
  TradeLicenseAuthority: 'Dubai DET',
  TRN: '100 2345 6789 0003',
  Line1: 'Bay Square 3',
  Line2: '',
  City: 'Dubai',
  Emirate: 'Dubai',
  POBox: '',
  BillingContactName: 'Sara Haddad',
  BillingContactEmail: 'accounts@palmrealty.example',
  BillingContactPhone: '+971 4 123 4567',
};

test('a visitor is asked to sign in; bad input gets its key and creates nothing', async () => {
  expect(await call(create, '/api/company', FORM)).toEqual({
    status: 401,
    body: { ok: false, error: 'errors.loginFirst' },
  });
  await signIn(CUSTOMER);
  for (const [change, key] of [
    [{ TRN: '1234' }, 'company.errors.trn'],
    [{ LegalName_ar: '' }, 'company.form.enter.LegalName_ar'],
    [{ Emirate: 'Doha' }, 'company.errors.emirate'],
    [{ BillingContactEmail: 'a@b' }, 'company.errors.email'],
    [{ BillingContactPhone: 'call me' }, 'company.errors.phone'],
  ] as const)
    expect(await call(create, '/api/company', { ...FORM, ...change })).toEqual({
      status: 400,
      body: { ok: false, error: key },
    });
  expect(await on.database.db.select().from(s.companies).where(notSeeded())).toEqual([]);
});

test('create, the upstream refusals as translated keys, staff verify (a customer may not)', async () => {
  await signIn(CUSTOMER);
  expect(await call(create, '/api/company', FORM)).toEqual({ status: 200, body: { ok: true, status: 'created' } });
  const [company] = await on.database.db.select().from(s.companies).where(notSeeded());
  expect(company.trn).toBe('100234567890003');
  expect(await call(create, '/api/company', FORM)).toEqual({
    status: 409,
    body: { ok: false, error: 'company.status.already_admin' },
  });
  const CompanyID = company.id;
  expect(await call(invite, '/api/company/invite', { CompanyID, Email: 'nobody@example.test' })).toEqual({
    status: 409,
    body: { ok: false, error: 'company.status.no_account' },
  });
  expect(await call(invite, '/api/company/invite', { CompanyID, Email: 'not-an-email' })).toEqual({
    status: 400,
    body: { ok: false, error: 'company.errors.email' },
  });
  expect(await call(leave, '/api/company/leave', { CompanyID })).toEqual({
    status: 409,
    body: { ok: false, error: 'company.status.last_admin' },
  });
  // A customer cannot verify: the BFF refuses a non-staff session before the upstream is asked.
  expect((await call(verify, '/api/company/verify', { CompanyID, Verified: true })).status).toBe(401);

  await signIn(STAFF);
  expect(await call(invite, '/api/company/invite', { CompanyID, Email: CUSTOMER.email })).toEqual({
    status: 409,
    body: { ok: false, error: 'company.status.not_admin' },
  });
  expect(await call(verify, '/api/company/verify', { CompanyID, Verified: true })).toEqual({
    status: 200,
    body: { ok: true, status: 'verified' },
  });
  const [after] = await on.database.db.select().from(s.companies).where(eq(s.companies.id, CompanyID));
  expect(after.verifiedAt).not.toBeNull();
});

test('staff demoted meanwhile: the upstream refuses verify with 403 and the session stays', async () => {
  await signIn(CUSTOMER);
  await call(create, '/api/company', FORM);
  const [company] = await on.database.db.select().from(s.companies).where(notSeeded());
  await signIn(STAFF);
  await on.database.db.update(s.users).set({ role: 'customer' }).where(eq(s.users.email, STAFF.email));
  try {
    expect(await call(verify, '/api/company/verify', { CompanyID: company.id, Verified: true })).toEqual({
      status: 403,
      body: { ok: false, error: 'company.errors.forbidden' },
    });
    // Still signed in: the next call reaches the upstream with the same session.
    expect(await call(leave, '/api/company/leave', { CompanyID: company.id })).toEqual({
      status: 409,
      body: { ok: false, error: 'company.status.not_admin' },
    });
  } finally {
    await on.database.db.update(s.users).set({ role: 'staff' }).where(eq(s.users.email, STAFF.email));
  }
});

test('an upstream without the extension answers unavailable', async () => {
  target = off;
  await signIn(CUSTOMER);
  expect(await call(create, '/api/company', FORM)).toEqual({
    status: 404,
    body: { ok: false, error: 'company.errors.unavailable' },
  });
});
