// Seats that flow, through the real upstream with a clock the test moves: the pay-later deadline (default 3 days,
// never past registration; a reminder a day before; at the deadline the order lapses, its seat and voucher use come
// back, the customer is told), the waitlist (first come, first served; a freed seat is offered and held for 24 h,
// then passes on; the offered customer books it), the cap on unpaid bookings, and notify-me.
// The concurrency test is meaningful on PostgreSQL (TEST_DATABASE_URL); it must hold on PGlite too.
import { and, eq } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import { cancelOrder } from '../../../upstream/src/services/commerce/orders';
import { add, as, createCustomers, orderRow, seatsOf, setProgram, submit, voucherUses, type Who } from './cart-helpers';
import { createTestApp, setHeaderClock, type TestContext } from './harness';
import { DAY, HOUR, mailsTo, movableClock, ofKind } from './lifecycle-helpers';
import { api } from './user-helpers';

jest.setTimeout(240_000);

const clock = movableClock();
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  setHeaderClock(clock.now);
});
afterAll(async () => t.close());

type Customer = Who & { email: string };
async function customers(n: number): Promise<Customer[]> {
  const list = await createCustomers(t, n, 'seats');
  return Promise.all(
    list.map(async (w) => {
      const [u] = await t.database.db.select().from(s.users).where(eq(s.users.uniqueId, w.userId));
      return { ...w, email: u!.email };
    }),
  );
}

/** A program starting in `days` days with `seats` seats (registration open until the day before). */
async function program(id: number, seats: number, days = 30) {
  const start = new Date(clock.now().getTime() + days * DAY);
  await setProgram(t, id, {
    seatsAvailable: seats,
    startDate: start,
    endDate: new Date(start.getTime() + 3 * HOUR),
    lastDateToRegister: new Date(start.getTime() - DAY),
    published: true,
  });
}

async function book(who: Who, id: number, method = 'pay_later', voucher?: string) {
  expect((await add(t, who, id, 'program')).json).toEqual({ data: 1 });
  if (voucher) await api(t, `Cart/get-cart-promo-code?promoCode=${voucher}`, { as: as(who) });
  const r = await submit(t, who, `paymentMethod=${method}&trn=-`);
  expect(r.status).toBe(200);
  return r.json.data.OrderUniqueID as string;
}

const join = (who: Who, id: number) => api(t, 'Waitlist/join', { body: { PriceOptionID: id }, as: as(who) });
const standing = async (who: Who, id: number) =>
  (await api(t, `Waitlist/standing?id=${id}`, { as: as(who) })).json.data;
const deadlineOf = async (oid: string) => {
  const o = await orderRow(t, oid);
  const [d] = await t.database.db.select().from(s.orderDeadlines).where(eq(s.orderDeadlines.orderId, o.id));
  return d!.payBy;
};

test('pay later: holds 3 days, reminder a day before, then lapses: seat to the first in line, voucher back, customer told', async () => {
  const P = 20;
  await program(P, 1);
  const [payer, first, second] = await customers(3);
  const uses = await voucherUses(t, 'WELCOME10');
  const oid = await book(payer!, P, 'pay_later', 'WELCOME10');
  expect(await voucherUses(t, 'WELCOME10')).toBe(uses + 1);
  expect(await seatsOf(t, P)).toBe(0);
  expect((await deadlineOf(oid)).getTime()).toBe(clock.now().getTime() + 3 * DAY);
  const shown = async (who: Who) => (await api(t, `Cart/order-deadline?oid=${oid}`, { as: as(who) })).json.data;
  expect(await shown(payer!)).toEqual({ PayBy: new Date(clock.now().getTime() + 3 * DAY).toISOString() });
  expect(await shown(first!)).toEqual({ PayBy: null }); // another customer's order says nothing

  // Full: a free seat is bought, not waited for; now the line forms in order.
  expect((await join(first!, P)).json.data).toEqual({ Status: 'joined' });
  expect((await join(second!, P)).json.data).toEqual({ Status: 'joined' });
  expect((await join(first!, P)).json.data).toEqual({ Status: 'already' });
  expect(await standing(second!, P)).toEqual({ Status: 'waiting', Position: 2, OfferExpiresAt: null });

  clock.advance(2 * DAY + HOUR); // a day before the deadline
  await t.app.jobs.tick();
  await t.app.jobs.tick();
  const payerMails = async () => mailsTo(t, payer!.email);
  expect(ofKind(await payerMails(), 'pay-reminder')).toHaveLength(1);
  expect((await orderRow(t, oid)).statusId).toBe(1);

  clock.advance(DAY); // past the deadline
  await t.app.jobs.tick();
  const o = await orderRow(t, oid);
  expect(o.statusId).toBe(3);
  expect(await shown(payer!)).toEqual({ PayBy: null });
  expect(await voucherUses(t, 'WELCOME10')).toBe(uses);
  expect(ofKind(await payerMails(), 'order-lapsed')).toHaveLength(1);
  expect(ofKind(await payerMails(), 'invitation').map((m) => m.meta.method)).toEqual(['REQUEST', 'CANCEL']);
  // The freed seat is held for the first in line, not put back on sale.
  expect(await seatsOf(t, P)).toBe(0);
  const offer = await standing(first!, P);
  expect(offer.Status).toBe('offered');
  expect(new Date(offer.OfferExpiresAt).getTime()).toBe(clock.now().getTime() + 24 * HOUR);
  const offers = ofKind(await mailsTo(t, first!.email), 'waitlist-offer');
  expect(offers).toHaveLength(1);
  expect(offers[0]!.parsed.text).toContain('/en/my-account/my-waitlist');
  expect(ofKind(await mailsTo(t, second!.email), 'waitlist-offer')).toHaveLength(0);

  // Unclaimed for 24 hours, it passes to the next in line; the first is out.
  clock.advance(24 * HOUR + 60_000);
  await t.app.jobs.tick();
  expect((await standing(first!, P)).Status).toBe('none');
  expect((await standing(second!, P)).Status).toBe('offered');
  expect(ofKind(await mailsTo(t, second!.email), 'waitlist-offer')).toHaveLength(1);
  // Someone else cannot take the held seat (the program is full for them: 2); the offered customer books it.
  const [other] = await customers(1);
  expect((await add(t, other!, P, 'program')).json).toEqual({ data: 2 });
  const claimed = await book(second!, P, 'online');
  expect((await orderRow(t, claimed)).seatsHeld).toBe(true);
  expect(await seatsOf(t, P)).toBe(0);
  expect((await standing(second!, P)).Status).toBe('none');
});

test('the pay-by time never passes the registration deadline', async () => {
  const P = 21;
  await program(P, 5, 2); // registration closes tomorrow
  const [who] = await customers(1);
  const oid = await book(who!, P);
  const [p] = await t.database.db.select().from(s.programs).where(eq(s.programs.id, P));
  expect((await deadlineOf(oid)).getTime()).toBe(p!.lastDateToRegister!.getTime());
});

test('one unpaid booking of a program per customer: a second one is refused, nothing held', async () => {
  const P = 22;
  await program(P, 10);
  const [who] = await customers(1);
  await book(who!, P);
  // A cart line slipped in beside the pending order (the add-to-cart/submit race) cannot become a second booking.
  const [cart] = await t.database.db.select().from(s.carts).where(eq(s.carts.userId, who!.userId));
  await t.database.db.insert(s.cartItems).values({ cartId: cart!.id, itemType: 'program', itemId: P });
  const seats = await seatsOf(t, P);
  const r = await submit(t, who!, 'paymentMethod=pay_later&trn=-');
  expect(r.status).toBe(409);
  expect(r.json.error.code).toBe('pending_limit');
  expect(await seatsOf(t, P)).toBe(seats);
});

test('leaving the line, and declining an offer, passes the seat on', async () => {
  const P = 23;
  await program(P, 1);
  const [holder, a, b] = await customers(3);
  const oid = await book(holder!, P);
  expect((await join(a!, P)).json.data.Status).toBe('joined');
  expect((await join(b!, P)).json.data.Status).toBe('joined');
  const list = (await api(t, 'Waitlist/my-waitlist', { as: as(b!) })).json.data;
  expect(list).toEqual([expect.objectContaining({ PriceOptionID: P, Status: 'waiting', Position: 2 })]);
  expect(await cancelOrder(t.database.db, oid, { now: clock.now(), offerHoldMs: DAY })).toBe(true);
  expect((await standing(a!, P)).Status).toBe('offered');
  expect((await api(t, 'Waitlist/leave', { body: { PriceOptionID: P }, as: as(a!) })).json.data).toBe(1);
  expect((await standing(b!, P)).Status).toBe('offered');
  expect((await api(t, 'Waitlist/leave', { body: { PriceOptionID: P }, as: as(b!) })).json.data).toBe(1);
  expect(await seatsOf(t, P)).toBe(1); // nobody waits any more: back on sale
  expect((await api(t, 'Waitlist/my-waitlist', { as: as(b!) })).json.data).toEqual([]);
});

test('two seats freed at the same moment go to two different customers, never more offers than seats', async () => {
  const P = 24;
  await program(P, 2);
  const [h1, h2, w1, w2, w3] = await customers(5);
  const o1 = await book(h1!, P);
  const o2 = await book(h2!, P);
  for (const w of [w1, w2, w3]) expect((await join(w!, P)).json.data.Status).toBe('joined');
  const ctx = { now: clock.now(), offerHoldMs: DAY };
  const results = await Promise.all([cancelOrder(t.database.db, o1, ctx), cancelOrder(t.database.db, o2, ctx)]);
  expect(results).toEqual([true, true]);
  const offered = await t.database.db
    .select({ userId: s.waitlistEntries.userId })
    .from(s.waitlistEntries)
    .where(and(eq(s.waitlistEntries.programId, P), eq(s.waitlistEntries.status, 'offered')));
  expect(offered.map((r) => r.userId).sort()).toEqual([w1!.userId, w2!.userId].sort());
  expect((await standing(w3!, P)).Status).toBe('waiting');
  expect(await seatsOf(t, P)).toBe(0);
  await t.app.jobs.drain();
  expect(ofKind(await mailsTo(t, w1!.email), 'waitlist-offer')).toHaveLength(1);
  expect(ofKind(await mailsTo(t, w2!.email), 'waitlist-offer')).toHaveLength(1);
  expect(ofKind(await mailsTo(t, w3!.email), 'waitlist-offer')).toHaveLength(0);
});

test('notify me: a course without a program e-mails the customer once when one is published', async () => {
  const COURSE = 19; // seeded without programs
  const [who] = await customers(1);
  const r = await api(t, 'Courses/notify-me', { body: { ProductId: COURSE }, as: as(who!) });
  expect(r.json.data).toEqual({ Status: 'subscribed' });
  expect((await api(t, `Courses/notify-me-status?id=${COURSE}`, { as: as(who!) })).json.data).toEqual({
    Requested: true,
  });
  await t.app.jobs.tick();
  expect(ofKind(await mailsTo(t, who!.email), 'course-open')).toHaveLength(0);

  const [template] = await t.database.db.select().from(s.programs).where(eq(s.programs.id, 1));
  const { id: _id, ...rest } = template!;
  void _id;
  const start = new Date(clock.now().getTime() + 40 * DAY);
  await t.database.db.insert(s.programs).values({
    ...rest,
    courseId: COURSE,
    startDate: start,
    endDate: new Date(start.getTime() + 3 * HOUR),
    lastDateToRegister: new Date(start.getTime() - DAY),
    seatsAvailable: 20,
  });
  await t.app.jobs.tick();
  await t.app.jobs.tick();
  const open = ofKind(await mailsTo(t, who!.email), 'course-open');
  expect(open).toHaveLength(1);
  expect(open[0]!.subject).toMatch(/^Registration is open: /);
  expect((await api(t, `Courses/notify-me-status?id=${COURSE}`, { as: as(who!) })).json.data).toEqual({
    Requested: false,
  });
});

test('staff add seats to a full program: the sweep offers them to the line first, in order', async () => {
  const P = 25;
  await program(P, 1);
  const [holder, a, b, c] = await customers(4);
  await book(holder!, P);
  for (const w of [a, b, c]) expect((await join(w!, P)).json.data.Status).toBe('joined');
  await setProgram(t, P, { seatsAvailable: 2 }); // capacity raised behind the API's back
  await t.app.jobs.tick();
  expect((await standing(a!, P)).Status).toBe('offered');
  expect((await standing(b!, P)).Status).toBe('offered');
  expect(await standing(c!, P)).toEqual({ Status: 'waiting', Position: 1, OfferExpiresAt: null });
  expect(await seatsOf(t, P)).toBe(0);
  await t.app.jobs.tick();
  expect((await standing(c!, P)).Status).toBe('waiting');
});
