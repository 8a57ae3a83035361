/**
 * The staff dashboard's aggregates (issue 44) on the real upstream (PGlite, and PostgreSQL with TEST_DATABASE_URL):
 * a fixture of orders, payments, waitlists, notify-me requests and e-mails is inserted, the expected numbers are
 * worked out from it in the test (staff-dashboard-fixture.ts), and each endpoint's answer must equal them. Only
 * staff may ask: a customer gets 403, a visitor 401; bad filters get 400.
 */
import { eq } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
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
import {
  buildLicences,
  expectedBrokers,
  LICENCE_HOLDERS,
  type BrokerLicenceFixture,
} from './staff-dashboard-brokers-fixture';

jest.setTimeout(120_000);

let t: TestContext;
let staff: Who;
let f: Fixture;
let licences: BrokerLicenceFixture[];
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
  const holders = await createCustomers(t, LICENCE_HOLDERS, 'broker');
  licences = await buildLicences(
    t,
    holders.map((u) => u.userId),
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

test('brokers: licences expiring within each window per authority, and renewals booked', async () => {
  const brokers = await ask('dashboard-brokers');
  const windows = t.config.dashboard.licenceWindowsDays;
  expect(windows).toEqual([30, 60, 90]);
  const expected = expectedBrokers(licences, windows);
  expect(expected.Expiries.map((e) => e.Licences)).toEqual([3, 6, 8, 3, 6, 8]);
  expect(expected.Expiries.every((e) => e.Booked > 0 && e.Booked < e.Licences)).toBe(true);
  expect(brokers).toEqual(expected);
});

test('staff only, on every request; bad filters are refused', async () => {
  const customer = await signIn(t, CUSTOMER);
  const path = `/api/Staff/dashboard-sales?from=${RANGE.from}&to=${RANGE.to}`;
  expect((await call(t.app, path, { headers: await headers(customer) })).status).toBe(403);
  expect((await call(t.app, path, { headers: await headers() })).status).toBe(401);
  expect((await call(t.app, '/api/Staff/dashboard-brokers', { headers: await headers(customer) })).status).toBe(403);
  expect((await call(t.app, '/api/Staff/dashboard-brokers', { headers: await headers() })).status).toBe(401);
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

// Sales read a daily roll-up that database triggers keep (migration dashboard_sales_daily): after writes of every
// kind the answers must still equal the sums worked out from the rows. Last, as it changes the fixture.
test('sales follow later writes: a refund, a payment, a removed line, a course moved to another category', async () => {
  const db = t.database.db;
  const inMarch = (o: Fixture['orders'][number]) => o.createdAt >= Date.parse('2020-03-02T00:00:00+04:00');
  const paid = f.orders.find((o) => o.statusId === 2 && inMarch(o) && o.lines.length > 0)!;
  const pending = f.orders.find((o) => o.statusId === 1 && inMarch(o) && o.lines.length > 0)!;
  const trimmed = f.orders.find((o) => o.statusId === 2 && o !== paid && o.lines.length > 1)!;
  paid.statusId = 4;
  paid.refundAt = paid.createdAt + 2 * 86_400_000;
  await db
    .update(s.orders)
    .set({ statusId: 4, refundDate: new Date(paid.refundAt) })
    .where(eq(s.orders.id, paid.id));
  pending.statusId = 2;
  await db.update(s.orders).set({ statusId: 2 }).where(eq(s.orders.id, pending.id));
  const [firstLine] = await db
    .select({ id: s.orderItems.id })
    .from(s.orderItems)
    .where(eq(s.orderItems.orderId, trimmed.id))
    .orderBy(s.orderItems.id)
    .limit(1);
  await db.delete(s.orderItems).where(eq(s.orderItems.id, firstLine.id));
  trimmed.lines.shift();
  expect(await ask('dashboard-sales', { ...RANGE, granularity: 'week' })).toMatchObject(expectedSales(f, 'week'));

  await db.update(s.courses).set({ categoryId: f.otherCategory }).where(eq(s.courses.link, 'dash-course'));
  for (const o of f.orders) for (const l of o.lines) if (l.category === f.category) l.category = f.otherCategory;
  const moved = expectedSales(f, 'day', f.otherCategory);
  expect(moved.Current.Totals.Orders).toBeGreaterThan(0);
  expect(await ask('dashboard-sales', { ...RANGE, granularity: 'day', category: f.otherCategory })).toMatchObject(
    moved,
  );
  expect(await ask('dashboard-sales', { ...RANGE, granularity: 'day', category: f.category })).toMatchObject(
    expectedSales(f, 'day', f.category),
  );
});
