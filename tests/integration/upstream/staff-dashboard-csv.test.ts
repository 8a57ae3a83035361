/**
 * The staff dashboard's CSV exports (app/api/staff/dashboard) against the real upstream: staff download a table and
 * find in it the numbers worked out from the fixture (staff-dashboard-fixture.ts), in both languages; a customer and
 * a visitor get 404, as on the page; bad filters get 400.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));
// The route's translations are the real messages; next-intl's request config exists only inside Next.
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const { providerMessages } = jest.requireActual('../../support/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'ar'; namespace: string }) =>
      createTranslator({ locale, messages: providerMessages(locale), namespace }),
  };
});

import { POST as login } from '@/app/api/auth/login/route';
import { GET as exportCsv } from '@/app/api/staff/dashboard/route';
import { filsToDecimalString } from '@/lib/money';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { setEnv } from '../../support/settings-env';
import { createCustomers } from './cart-helpers';
import { ANON_TOKEN, createTestApp, SIGNING_SECRET, type TestContext } from './harness';
import {
  RANGE,
  buildFixture,
  expectedMail,
  expectedSales,
  expectedVouchers,
  type Fixture,
} from './staff-dashboard-fixture';
import {
  buildLicences,
  expectedBrokers,
  LICENCE_HOLDERS,
  type BrokerLicenceFixture,
} from './staff-dashboard-brokers-fixture';

jest.setTimeout(120_000);

const SITE = 'http://127.0.0.1:3109';
const UPSTREAM = 'http://upstream-dashboard.test';
let t: TestContext;
let f: Fixture;
let licences: BrokerLicenceFixture[];
const realFetch = global.fetch;
const env = process.env as Record<string, string | undefined>;
const saved = { url: env.UPSTREAM_URL, secret: env.UPSTREAM_SIGNING_SECRET, anon: env.UPSTREAM_ANON_TOKEN };

beforeAll(async () => {
  t = await createTestApp();
  const users = await createCustomers(t, 5, 'csv');
  f = await buildFixture(
    t,
    users.map((u) => u.userId),
    new Date(),
  );
  const holders = await createCustomers(t, LICENCE_HOLDERS, 'csv-broker');
  licences = await buildLicences(
    t,
    holders.map((u) => u.userId),
    new Date(),
  );
  setEnv({ UPSTREAM_URL: UPSTREAM, UPSTREAM_SIGNING_SECRET: SIGNING_SECRET, UPSTREAM_ANON_TOKEN: ANON_TOKEN });
  clearBearerCache();
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(UPSTREAM)) return t.app.request(url.slice(UPSTREAM.length), init);
    throw new Error(`unexpected fetch ${url}`);
  }) as typeof fetch;
});
afterAll(async () => {
  global.fetch = realFetch;
  setEnv({ UPSTREAM_URL: saved.url, UPSTREAM_SIGNING_SECRET: saved.secret, UPSTREAM_ANON_TOKEN: saved.anon });
  await t?.close();
});
beforeEach(() => {
  jar.clear();
  resetRateLimits();
});

async function signIn(email: string, password: string) {
  const r = await login(
    new Request(`${SITE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE, host: '127.0.0.1:3109' },
      body: JSON.stringify({ email, password }),
    }),
  );
  expect(await r.json()).toMatchObject({ ok: true });
}

async function csv(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const r = await exportCsv(new Request(`${SITE}/api/staff/dashboard?${qs}`, { headers: { host: '127.0.0.1:3109' } }));
  const bytes = Buffer.from(await r.arrayBuffer());
  const body = bytes.toString('utf8');
  return {
    status: r.status,
    type: r.headers.get('content-type'),
    body,
    rows: body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(',')),
  };
}

const money = filsToDecimalString;

test('staff download each table with the numbers worked out from the fixture', async () => {
  await signIn('staff@institute.test', 'Staff#2026');
  const sales = expectedSales(f, 'week');
  const series = await csv({ ...RANGE, granularity: 'week', section: 'sales', table: 'sales-series', lang: 'en' });
  expect(series.status).toBe(200);
  expect(series.type).toBe('text/csv; charset=utf-8');
  // The byte-order mark, so spreadsheets read the Arabic as UTF-8.
  expect(series.body.startsWith('\uFEFF')).toBe(true);
  expect(series.rows[0]).toEqual([
    'Period starting',
    'Net revenue',
    'VAT',
    'Orders',
    'Previous period starting',
    'Previous net revenue',
  ]);
  expect(series.rows.slice(1)).toEqual(
    sales.Current.Series.map((s, k) => [
      s.Bucket,
      money(s.NetFils),
      money(s.VatFils),
      String(s.Orders),
      sales.Previous.Series[k]?.Bucket ?? '',
      money(sales.Previous.Series[k]?.NetFils ?? 0),
    ]),
  );

  const totals = await csv({ ...RANGE, granularity: 'week', section: 'sales', table: 'sales-totals', lang: 'ar' });
  expect(totals.rows[0]).toEqual(['المؤشر', 'هذه الفترة', 'الفترة السابقة']);
  expect(totals.rows[3]).toEqual([
    'صافي الإيرادات',
    money(sales.Current.Totals.NetFils),
    money(sales.Previous.Totals.NetFils),
  ]);
  expect(totals.rows[5]).toEqual([
    'الطلبات',
    String(sales.Current.Totals.Orders),
    String(sales.Previous.Totals.Orders),
  ]);

  const vouchers = await csv({ ...RANGE, section: 'vouchers', table: 'vouchers', lang: 'en' });
  expect(vouchers.rows.slice(1)).toEqual(
    expectedVouchers(f).map((v) => [
      v.Code,
      String(v.Uses),
      money(v.DiscountFils),
      String(v.PreviousUses),
      money(v.PreviousDiscountFils),
    ]),
  );
  const mail = await csv({ ...RANGE, section: 'mail', table: 'mail', lang: 'en' });
  const labels: Record<string, string> = {
    'order-confirmation': 'Order confirmation',
    'pay-reminder': 'Payment reminder',
    'waitlist-offer': 'Waitlist seat offer',
  };
  expect(mail.rows.slice(1)).toEqual(
    expectedMail(f).map((m) => [
      labels[m.Kind],
      String(m.Sent),
      String(m.Failed),
      String(m.PreviousSent),
      String(m.PreviousFailed),
    ]),
  );

  // Brokers: in Arabic, the authorities in words, the numbers as the API answers them.
  const brokers = await csv({ ...RANGE, section: 'brokers', table: 'licence-expiries', lang: 'ar' });
  const authorities: Record<string, string> = {
    RERA: 'مؤسسة التنظيم العقاري (دبي)',
    ADREC: 'مركز أبوظبي العقاري (أبوظبي)',
  };
  expect(brokers.rows[0]).toEqual(['جهة الترخيص', 'تنتهي خلال (يوم)', 'الرخص المنتهية', 'حُجز التجديد', 'لم يُحجز بعد']);
  expect(brokers.rows.slice(1)).toEqual(
    expectedBrokers(licences, [30, 60, 90]).Expiries.map((e) => [
      authorities[e.Authority],
      String(e.WithinDays),
      String(e.Licences),
      String(e.Booked),
      String(e.Licences - e.Booked),
    ]),
  );

  const bookings = await csv({
    ...RANGE,
    section: 'bookings',
    table: 'bookings',
    program: f.programs.soon,
    lang: 'en',
  });
  expect(bookings.rows.length - 1).toBeGreaterThan(0);

  for (const bad of [
    { ...RANGE, section: 'nope', table: 'x' },
    { ...RANGE, section: 'sales', table: 'nope' },
    { from: RANGE.to, to: RANGE.from, section: 'sales', table: 'sales-series' },
    { ...RANGE, section: 'bookings', table: 'bookings' },
  ])
    expect((await csv(bad)).status).toBe(400);
});

test('a customer and a visitor get 404', async () => {
  expect((await csv({ ...RANGE, section: 'sales', table: 'sales-series' })).status).toBe(404);
  await signIn('customer@institute.test', 'Customer#2026');
  expect((await csv({ ...RANGE, section: 'sales', table: 'sales-series' })).status).toBe(404);
});
