/**
 * Company seats through the web's BFF against the real upstream app (PGlite), on the seeded demo company:
 * /api/company/seats/assign, /upload, /change, /answer and /export. A visitor is asked to sign in; bad input gets its
 * translated key and reaches no upstream; a CSV's rows come back each with its result; the upstream's refusals are
 * their own keys with 409 (another customer is not the company's admin); the export is a CSV with a BOM; an
 * upstream without the extension answers 'unavailable'.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));
// The export's translations are the real messages; next-intl's request config exists only inside Next.
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const { providerMessages } = jest.requireActual('../../support/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'ar'; namespace: string }) =>
      createTranslator({ locale, messages: providerMessages(locale), namespace }),
  };
});

import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as answerRoute } from '@/app/api/company/seats/answer/route';
import { POST as assign } from '@/app/api/company/seats/assign/route';
import { POST as change } from '@/app/api/company/seats/change/route';
import { GET as exportCsv } from '@/app/api/company/seats/export/route';
import { POST as upload } from '@/app/api/company/seats/upload/route';
import { GET as staffCsv } from '@/app/api/staff/company-seats/route';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { resetExtensionAvailability } from '@/lib/extensions/availability';
import * as s from '../../../upstream/src/db/schema';
import { CUSTOMER, STAFF } from './cart-helpers';
import { ANON_TOKEN, createTestApp, SIGNING_SECRET, type TestContext } from './harness';
import { watchContractDrift } from './user-helpers';
import { setEnv } from '../../support/settings-env';

const SITE = 'http://127.0.0.1:3109';
const UPSTREAM = 'http://upstream.test';
const ADMIN = { email: 'company.admin@institute.test', password: 'Company#2026' };

let on: TestContext;
let off: TestContext;
let target: TestContext;
let CompanyID: number;
const ITEM = { ItemType: 'program', ItemID: 17 };
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
  const [c] = await on.database.db.select().from(s.companies).where(eq(s.companies.trn, '100398765400003'));
  CompanyID = c.id;
}, 180_000);
afterAll(async () => {
  global.fetch = realFetch;
  setEnv({ UPSTREAM_URL: saved.url, UPSTREAM_SIGNING_SECRET: saved.secret, UPSTREAM_ANON_TOKEN: saved.anon });
  await Promise.all([on?.close(), off?.close()]);
});
beforeEach(() => {
  target = on;
  jar.clear();
  resetRateLimits();
  resetExtensionAvailability();
});

const headers = {
  'content-type': 'application/json',
  origin: SITE,
  host: '127.0.0.1:3109',
  'x-forwarded-for': '10.2.3.9',
};
const post = (path: string, body: unknown) =>
  new Request(`${SITE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
const call = async (route: (r: Request) => Promise<Response>, path: string, body: unknown) => {
  const r = await route(post(path, body));
  return { status: r.status, body: await r.json() };
};
async function signIn(who: { email: string; password: string }) {
  jar.clear();
  const r = await login(post('/api/auth/login', who));
  expect(await r.json()).toMatchObject({ ok: true });
}

test('a visitor is asked to sign in; bad input gets its key and reaches no upstream', async () => {
  expect(await call(assign, '/api/company/seats/assign', { CompanyID, ...ITEM, Email: 'a@b.co' })).toEqual({
    status: 401,
    body: { ok: false, error: 'errors.loginFirst' },
  });
  await signIn(ADMIN);
  const before = await on.database.db.select().from(s.companySeats).where(eq(s.companySeats.companyId, CompanyID));
  for (const [route, path, body, key] of [
    [assign, '/api/company/seats/assign', { CompanyID, ...ITEM, Email: 'not-an-email' }, 'companySeats.errors.email'],
    [upload, '/api/company/seats/upload', { CompanyID, ...ITEM, Csv: '' }, 'companySeats.errors.file'],
    [upload, '/api/company/seats/upload', { CompanyID, ...ITEM, Csv: 'x'.repeat(100_001) }, 'companySeats.errors.file'],
    [
      upload,
      '/api/company/seats/upload',
      { CompanyID, ...ITEM, Csv: '"a@b.co,x\n' },
      'companySeats.errors.csv_malformed',
    ],
    [upload, '/api/company/seats/upload', { CompanyID, ...ITEM, Csv: 'email\n' }, 'companySeats.errors.csv_empty'],
    [
      change,
      '/api/company/seats/change',
      { CompanyID, SeatID: 1, Action: 'reassign', Email: 'x' },
      'companySeats.errors.email',
    ],
    [answerRoute, '/api/company/seats/answer', { Token: 'guess', Accept: true }, 'companySeats.errors.invalid'],
  ] as const)
    expect(await call(route, path, body)).toEqual({ status: 400, body: { ok: false, error: key } });
  expect(await on.database.db.select().from(s.companySeats).where(eq(s.companySeats.companyId, CompanyID))).toEqual(
    before,
  );
});

test('a CSV: a result per row; another customer is refused; the export is a CSV with a BOM', async () => {
  await signIn(ADMIN);
  const csv = 'email;first name\r\nbff.one@seat.example;One\r\nbad;Row\r\nbff.one@seat.example;Again\r\n';
  const r = await call(upload, '/api/company/seats/upload', { CompanyID, ...ITEM, Csv: csv });
  expect(r.status).toBe(200);
  expect(r.body.rows.map((x: { Result: string; Reason: string | null }) => x.Reason ?? x.Result)).toEqual([
    'invited',
    'bad_email',
    'duplicate',
  ]);
  const file = await exportCsv(
    new Request(`${SITE}/api/company/seats/export?CompanyID=${CompanyID}&lang=ar`, { headers }),
  );
  expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = Buffer.from(await file.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM: Excel reads the Arabic names as UTF-8
  const text = bytes.toString('utf8');
  expect(text).toContain('bff.one@seat.example');
  expect(text.split('\r\n')[0]).toContain('البريد الإلكتروني');

  const [seat] = await on.database.db
    .select()
    .from(s.companySeats)
    .where(eq(s.companySeats.email, 'bff.one@seat.example'));
  await signIn(CUSTOMER);
  expect(await call(change, '/api/company/seats/change', { CompanyID, SeatID: seat.id, Action: 'unassign' })).toEqual({
    status: 409,
    body: { ok: false, error: 'companySeats.status.not_admin' },
  });
  expect(await call(assign, '/api/company/seats/assign', { CompanyID, ...ITEM, Email: 'x@seat.example' })).toEqual({
    status: 409,
    body: { ok: false, error: 'companySeats.status.not_admin' },
  });
  expect(
    (await exportCsv(new Request(`${SITE}/api/company/seats/export?CompanyID=${CompanyID}`, { headers }))).status,
  ).toBe(409);
  expect(await call(answerRoute, '/api/company/seats/answer', { Token: seat.inviteToken, Accept: true })).toEqual({
    status: 409,
    body: { ok: false, error: 'companySeats.status.not_for_you' },
  });
  expect((await staffCsv(new Request(`${SITE}/api/staff/company-seats?lang=en`, { headers }))).status).toBe(404);

  await signIn(ADMIN);
  expect(await call(change, '/api/company/seats/change', { CompanyID, SeatID: seat.id, Action: 'unassign' })).toEqual({
    status: 200,
    body: { ok: true, status: 'unassigned' },
  });
  await signIn(STAFF);
  const totals = await staffCsv(new Request(`${SITE}/api/staff/company-seats?lang=en`, { headers }));
  expect(totals.status).toBe(200);
  expect(await totals.text()).toContain('Marina Gate Real Estate Brokers L.L.C.');
});

test('an upstream without the extension answers unavailable', async () => {
  target = off;
  await signIn(ADMIN);
  expect(await call(assign, '/api/company/seats/assign', { CompanyID, ...ITEM, Email: 'a@seat.example' })).toEqual({
    status: 404,
    body: { ok: false, error: 'companySeats.errors.unavailable' },
  });
});
