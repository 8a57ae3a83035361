/**
 * The staff dashboard's aggregates (issue 44) on the real upstream (PGlite, and PostgreSQL with TEST_DATABASE_URL):
 * a fixture of orders, payments, waitlists, notify-me requests and e-mails is inserted, the expected numbers are
 * worked out from it in the test (staff-dashboard-fixture.ts), and each endpoint's answer must equal them. Only
 * staff may ask: a customer gets 403, a visitor 401; bad filters get 400.
 */
import { call, createTestApp, headers, type TestContext } from './harness';
import { createCustomers, signIn, CUSTOMER, STAFF, type Who } from './cart-helpers';
import {
  RANGE,
  buildFixture,
  expectedBookings,
  expectedMail,
  expectedOwed,
  expectedSales,
  expectedSeats,
  expectedVouchers,
  expectedWaitlists,
  type Fixture,
} from './staff-dashboard-fixture';

jest.setTimeout(120_000);

let t: TestContext;
let staff: Who;
let f: Fixture;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, STAFF);
  const users = await createCustomers(t, 5, 'dash');
  f = await buildFixture(
    t,
    users.map((u) => u.userId),
    now,
  );
});
afterAll(async () => t?.close());

async function ask(path: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const r = await call(t.app, `/api/Staff/${path}?${qs}`, { headers: await headers(staff) });
  expect(r.status).toBe(200);
  return r.json.data;
}

test('sales: invoices minus credit notes, VAT apart, by bucket, category and method, against the period before', async () => {
  const weekly = await ask('dashboard-sales', { ...RANGE, granularity: 'week' });
  const expected = expectedSales(f, 'week');
  expect(expected.Current.Totals.CreditedFils).toBeGreaterThan(0);
  expect(expected.Previous.Totals.Orders).toBeGreaterThan(0);
  expect(weekly).toMatchObject(expected);
  expect(weekly.Current.ByCategory.find((c: { CategoryId: number }) => c.CategoryId === f.category).TitleEn).toBe(
    'Dashboard test',
  );

  const daily = await ask('dashboard-sales', { ...RANGE, granularity: 'day', category: f.category });
  expect(daily.Current.Series).toHaveLength(31);
  expect(daily).toMatchObject(expectedSales(f, 'day', f.category));
  const monthly = await ask('dashboard-sales', { ...RANGE, granularity: 'month', category: f.otherCategory });
  expect(monthly).toMatchObject(expectedSales(f, 'month', f.otherCategory));
});

test('seats: upcoming programs of the category, sold against capacity and days to start, with the low flag', async () => {
  const seats = await ask('dashboard-seats', { ...RANGE, category: f.category });
  const { lowFillPercent, lowFillWithinDays } = t.config.dashboard;
  const expected = expectedSeats(f, now, lowFillPercent, lowFillWithinDays);
  expect(expected.some((p) => p.Low)).toBe(true);
  expect(expected.some((p) => !p.Low)).toBe(true);
  expect(seats.Programs).toMatchObject(expected);
  expect(seats).toMatchObject({ LowFillPercent: lowFillPercent, LowFillWithinDays: lowFillWithinDays });

  const bookings = await ask('dashboard-seat-bookings', { program: f.programs.soon });
  expect(bookings).toMatchObject(expectedBookings(f, f.programs.soon));
  expect(bookings.length).toBe(expected[0].Sold);
  expect(await ask('dashboard-seat-bookings', { program: 999_999 })).toEqual([]);
});

test('money owed: unpaid pay-later orders by age with deadlines; failed card payments of both periods', async () => {
  const owed = await ask('dashboard-owed', { ...RANGE, category: f.category });
  const expected = expectedOwed(f, now, t.config.dashboard.owedAgeDays, f.category);
  expect(expected.Ages.filter((a) => a.Orders > 0).length).toBeGreaterThan(3);
  expect(expected.FailedPayments.Current.Attempts).toBeGreaterThan(0);
  expect(owed).toMatchObject(expected);
});

test('waitlists and notify-me: live length per program, offers sent, accepted and lapsed, open requests', async () => {
  const w = await ask('dashboard-waitlists', { ...RANGE, category: f.category });
  const expected = expectedWaitlists(f);
  expect(expected.Offers.Current.Sent).toBeGreaterThan(0);
  expect(w).toMatchObject(expected);
  expect(w.NotifyMe).toMatchObject([{ TitleEn: f.courseTitle, Open: 3 }]);
});

test('vouchers and e-mail: per code and per kind, against the period before', async () => {
  const vouchers = await ask('dashboard-vouchers', RANGE);
  expect(vouchers.length).toBe(2);
  expect(vouchers).toEqual(expectedVouchers(f));
  const mail = await ask('dashboard-mail', RANGE);
  expect(mail.length).toBe(3);
  expect(mail).toEqual(expectedMail(f));
});

test('staff only, on every request; bad filters are refused', async () => {
  const customer = await signIn(t, CUSTOMER);
  const path = `/api/Staff/dashboard-sales?from=${RANGE.from}&to=${RANGE.to}`;
  expect((await call(t.app, path, { headers: await headers(customer) })).status).toBe(403);
  expect((await call(t.app, path, { headers: await headers() })).status).toBe(401);
  for (const bad of ['from=2020-03-31&to=2020-03-01', 'from=2020-01-01&to=2024-01-01', 'from=x&to=2020-03-01'])
    expect((await call(t.app, `/api/Staff/dashboard-mail?${bad}`, { headers: await headers(staff) })).status).toBe(400);
  expect(
    (
      await call(t.app, `/api/Staff/dashboard-mail?${'from=2020-03-01&to=2020-03-02&granularity=year'}`, {
        headers: await headers(staff),
      })
    ).status,
  ).toBe(400);
});
