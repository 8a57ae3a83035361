// The staff dashboard's fixture: a category of its own with past and upcoming programs, orders of every status,
// method, voucher and line kind in March 2020 (and the month before, the previous period), unpaid pay-later orders
// of every age, waitlists, notify-me requests and e-mails; and the expected numbers worked out here in plain
// JavaScript from the rows inserted, independently of the upstream's SQL.
import { eq } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import type { TestContext } from './harness';

const DAY = 86_400_000;
export const RANGE = { from: '2020-03-01', to: '2020-03-31' };
/** The previous period of RANGE: the 31 days before it. */
const PREV = { start: Date.parse('2020-01-30T00:00:00+04:00'), end: Date.parse('2020-03-01T00:00:00+04:00') };
const CUR = { start: PREV.end, end: Date.parse('2020-04-01T00:00:00+04:00') };
type Span = typeof CUR;
const within = (t: number | null | undefined, p: Span) => t != null && t >= p.start && t < p.end;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(l: T[]) => l[Math.floor(next() * l.length)],
  };
}

const dubaiDay = (t: number) => new Date(t + 4 * 3_600_000).toISOString().slice(0, 10);
function bucketStart(day: string, g: 'day' | 'week' | 'month'): string {
  if (g === 'day') return day;
  if (g === 'month') return `${day.slice(0, 8)}01`;
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
}
/** Every bucket from the one holding `from` to the one holding `to`. */
function bucketsBetween(from: string, to: string, g: 'day' | 'week' | 'month'): string[] {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += DAY) {
    const b = bucketStart(new Date(d).toISOString().slice(0, 10), g);
    if (out[out.length - 1] !== b) out.push(b);
  }
  return out;
}

interface Line {
  itemType: 'program' | 'exam' | 'book';
  itemId: number;
  netFils: number;
  vatFils: number;
  category: number | null;
}
export interface FixtureOrder {
  id: number;
  orderNumber: number;
  createdAt: number;
  statusId: number;
  method: 'online' | 'pay_later' | 'bulk';
  refundAt: number | null;
  voucherCode: string | null;
  discountFils: number;
  totalFils: number;
  seatsHeld: boolean;
  lines: Line[];
  payBy: number | null;
}

export interface Fixture {
  category: number;
  otherCategory: number;
  courseTitle: string;
  programs: { past: number; soon: number; later: number; quiet: number };
  orders: FixtureOrder[];
  payments: { orderId: number; status: 'failed' | 'succeeded'; amountFils: number; createdAt: number }[];
  waitlist: { programId: number; status: (typeof s.WAITLIST_STATES)[number]; offeredAt: number | null }[];
  notify: { courseId: number; notifiedAt: number | null }[];
  mails: { kind: string; status: 'sent' | 'failed' | 'queued'; createdAt: number }[];
  capacities: Record<number, number>;
  starts: Record<number, number>;
}

/** Inserts the fixture; `users` are customers of their own (waitlists allow one live place per customer). */
export async function buildFixture(t: TestContext, users: string[], now: Date): Promise<Fixture> {
  const db = t.database.db;
  const r = generator(44);
  const [cat, other] = await db
    .insert(s.categories)
    .values([
      { link: 'dashboard-test', titleEn: 'Dashboard test', titleAr: 'اختبار اللوحة' },
      { link: 'dashboard-other', titleEn: 'Dashboard other', titleAr: 'لوحة أخرى' },
    ])
    .returning({ id: s.categories.id });
  const [course, otherCourse] = await db
    .insert(s.courses)
    .values([
      { link: 'dash-course', titleEn: 'Dashboard course', titleAr: 'دورة اللوحة', categoryId: cat.id },
      { link: 'dash-other', titleEn: 'Other course', titleAr: 'دورة أخرى', categoryId: other.id },
    ])
    .returning({ id: s.courses.id });
  // An hour past the whole day, so the days to start are the same a few milliseconds later, when the API is asked.
  const at = (days: number) => new Date(now.getTime() + days * DAY + 3_600_000);
  const prog = (courseId: number, start: Date, capacity: number) => ({
    courseId,
    courseTypeId: 1,
    startDate: start,
    endDate: new Date(start.getTime() + DAY),
    capacity,
    seatsAvailable: capacity,
  });
  const capacityOf = { soon: 10, later: 4, quiet: 20 };
  const [past, soon, later, quiet, otherPast] = await db
    .insert(s.programs)
    .values([
      prog(course.id, new Date('2020-06-01T05:00:00Z'), 30),
      prog(course.id, at(5), capacityOf.soon),
      prog(course.id, at(40), capacityOf.later),
      prog(course.id, at(10), capacityOf.quiet),
      prog(otherCourse.id, new Date('2020-06-01T05:00:00Z'), 30),
    ])
    .returning({ id: s.programs.id });
  const catOfProgram: Record<number, number> = { [past.id]: cat.id, [otherPast.id]: other.id };
  const capacities = { [soon.id]: capacityOf.soon, [later.id]: capacityOf.later, [quiet.id]: capacityOf.quiet };

  const specs: Omit<FixtureOrder, 'id' | 'orderNumber'>[] = [];
  const lineOf = (programId: number): Line => {
    const kind = r.pick(['program', 'exam', 'book'] as const);
    const netFils = r.int(1_000, 250_000);
    return {
      itemType: kind,
      itemId: kind === 'book' ? 10 : programId,
      netFils,
      vatFils: Math.round(netFils / 20),
      category: kind === 'book' ? null : (catOfProgram[programId] ?? cat.id),
    };
  };
  // Sales: 70 orders from late January to early April 2020, at any hour (Dubai midnight is 20:00 UTC).
  for (let k = 0; k < 70; k += 1) {
    const createdAt = Date.parse('2020-01-25T00:00:00Z') + r.int(0, 75 * 24 * 60) * 60_000;
    const statusId = r.pick([1, 2, 2, 3, 4]);
    const lines = Array.from({ length: r.int(1, 3) }, () => lineOf(r.pick([past.id, otherPast.id])));
    const voucherCode = r.pick(['DASH-A', 'DASH-B', null]);
    specs.push({
      createdAt,
      statusId,
      method: r.pick(['online', 'pay_later', 'bulk'] as const),
      refundAt: statusId === 4 ? createdAt + r.int(0, 20 * 24 * 60) * 60_000 : null,
      voucherCode,
      discountFils: voucherCode ? r.int(100, 5_000) : 0,
      totalFils: lines.reduce((a, l) => a + l.netFils + l.vatFils, 0),
      seatsHeld: false,
      lines,
      payBy: null,
    });
  }
  // Seats and money owed: bookings of the upcoming programs. Pay-later unpaid orders of every age hold seats of `soon`.
  const booking = (
    programId: number,
    daysAgo: number,
    statusId: number,
    method: FixtureOrder['method'],
    seatsHeld: boolean,
    payBy: number | null = null,
  ) => {
    const netFils = r.int(10_000, 90_000);
    specs.push({
      createdAt: now.getTime() - daysAgo * DAY - 3_600_000,
      statusId,
      method,
      refundAt: null,
      voucherCode: null,
      discountFils: 0,
      totalFils: netFils + Math.round(netFils / 20),
      seatsHeld,
      lines: [{ itemType: 'program', itemId: programId, netFils, vatFils: Math.round(netFils / 20), category: cat.id }],
      payBy,
    });
  };
  for (const [age, payBy] of [
    [0, 3],
    [1, 2],
    [3, null],
    [8, -1],
    [20, null],
    [45, null],
  ] as const)
    booking(soon.id, age, 1, 'pay_later', true, payBy === null ? null : now.getTime() + payBy * DAY);
  booking(soon.id, 2, 1, 'online', true); // unpaid but by card: not pay-later money owed; still a seat
  booking(soon.id, 1, 2, 'online', true);
  booking(soon.id, 4, 2, 'bulk', true);
  booking(soon.id, 2, 3, 'pay_later', false); // cancelled: no seat, nothing owed
  booking(soon.id, 6, 2, 'online', false); // paid, seat released (a refund in progress): not sold
  booking(later.id, 1, 2, 'online', true);
  booking(later.id, 9, 2, 'online', true);
  booking(later.id, 12, 1, 'pay_later', true);

  const orders: FixtureOrder[] = [];
  for (const o of specs) {
    const [row] = await db
      .insert(s.orders)
      .values({
        userId: users[0],
        orderDate: new Date(o.createdAt),
        statusId: o.statusId,
        paymentMethod: o.method,
        subTotalFils: o.totalFils - o.lines.reduce((a, l) => a + l.vatFils, 0),
        discountFils: o.discountFils,
        vatFils: o.lines.reduce((a, l) => a + l.vatFils, 0),
        totalFils: o.totalFils,
        voucherCode: o.voucherCode,
        firstName: 'Dash',
        lastName: `Buyer ${orders.length + 1}`,
        refundDate: o.refundAt === null ? null : new Date(o.refundAt),
        seatsHeld: o.seatsHeld,
      })
      .returning({ id: s.orders.id, orderNumber: s.orders.orderNumber });
    await db.insert(s.orderItems).values(
      o.lines.map((l) => ({
        orderId: row.id,
        itemType: l.itemType,
        itemId: l.itemId,
        nameEn: 'x',
        nameAr: 'x',
        unitPriceFils: l.netFils,
        netFils: l.netFils,
        vatFils: l.vatFils,
        totalFils: l.netFils + l.vatFils,
      })),
    );
    if (o.payBy !== null) await db.insert(s.orderDeadlines).values({ orderId: row.id, payBy: new Date(o.payBy) });
    orders.push({ ...o, id: row.id, orderNumber: row.orderNumber });
  }

  // Card attempts on the sales orders: some declined, in both periods.
  const payments = orders.slice(0, 40).map((o) => ({
    orderId: o.id,
    status: r.pick(['failed', 'succeeded'] as const),
    amountFils: o.totalFils,
    createdAt: o.createdAt + r.int(0, 120) * 60_000,
  }));
  await db.insert(s.payments).values(payments.map((p) => ({ ...p, createdAt: new Date(p.createdAt) })));

  // Waitlists: live places on `later` and `quiet`, and past offers (claimed, expired, declined) in both periods.
  const waitlist: Fixture['waitlist'] = [];
  const live = [
    [later.id, 'waiting'],
    [later.id, 'waiting'],
    [quiet.id, 'waiting'],
    [quiet.id, 'offered'],
    [quiet.id, 'waiting'],
  ] as const;
  for (const [programId, status] of live)
    waitlist.push({ programId, status, offeredAt: status === 'offered' ? now.getTime() : null });
  for (let k = 0; k < 14; k += 1)
    waitlist.push({
      programId: past.id,
      status: r.pick(['claimed', 'expired', 'left'] as const),
      offeredAt: Date.parse('2020-02-01T00:00:00Z') + r.int(0, 58 * 24) * 3_600_000,
    });
  await db.insert(s.waitlistEntries).values(
    waitlist.map((w, k) => ({
      programId: w.programId,
      userId: users[k % live.length],
      status: w.status,
      offeredAt: w.offeredAt === null ? null : new Date(w.offeredAt),
    })),
  );

  // The shop's seat counter, as checkout and the waitlist keep it: a seat per holding booking and per live offer.
  for (const id of [soon.id, later.id, quiet.id]) {
    const held = orders.filter((o) => holding(o) && o.lines.some((l) => l.itemType === 'program' && l.itemId === id));
    const offered = waitlist.filter((w) => w.programId === id && w.status === 'offered');
    await db
      .update(s.programs)
      .set({ seatsAvailable: capacities[id] - held.length - offered.length })
      .where(eq(s.programs.id, id));
  }

  // Notify-me: open requests of the course, and answered ones in both periods.
  const notify: Fixture['notify'] = [
    ...users.slice(0, 3).map(() => ({ courseId: course.id, notifiedAt: null })),
    { courseId: otherCourse.id, notifiedAt: null },
    { courseId: course.id, notifiedAt: Date.parse('2020-03-10T10:00:00Z') },
    { courseId: course.id, notifiedAt: Date.parse('2020-02-10T10:00:00Z') },
    { courseId: course.id, notifiedAt: Date.parse('2020-03-20T10:00:00Z') },
  ];
  await db.insert(s.courseNotifyRequests).values(
    notify.map((n, k) => ({
      courseId: n.courseId,
      userId: users[k % users.length],
      notifiedAt: n.notifiedAt === null ? null : new Date(n.notifiedAt),
      notifiedProgramId: n.notifiedAt === null ? null : past.id,
    })),
  );

  // E-mails of both periods, sent, failed and still queued.
  const mails = Array.from({ length: 50 }, (_, k) => ({
    kind: r.pick(['order-confirmation', 'pay-reminder', 'waitlist-offer']),
    status: r.pick(['sent', 'sent', 'failed', 'queued'] as const),
    createdAt: Date.parse('2020-01-28T00:00:00Z') + k * 31 * 3_600_000 + r.int(0, 60) * 60_000,
  }));
  await db.insert(s.mailLog).values(
    mails.map((m, k) => ({
      key: `dashboard-test-${k}`,
      kind: m.kind,
      status: m.status,
      createdAt: new Date(m.createdAt),
    })),
  );

  return {
    category: cat.id,
    otherCategory: other.id,
    courseTitle: 'Dashboard course',
    programs: { past: past.id, soon: soon.id, later: later.id, quiet: quiet.id },
    orders,
    payments,
    waitlist,
    notify,
    mails,
    capacities,
    starts: { [soon.id]: at(5).getTime(), [later.id]: at(40).getTime(), [quiet.id]: at(10).getTime() },
  };
}

const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);

/** Sales as the upstream should answer them, worked out line by line. */
export function expectedSales(f: Fixture, g: 'day' | 'week' | 'month', category?: number) {
  const period = (p: Span, from: string, to: string) => {
    const rows = f.orders.flatMap((o) =>
      o.lines
        .filter((l) => category === undefined || l.category === category)
        .flatMap((l) => [
          ...([2, 4].includes(o.statusId) && within(o.createdAt, p) ? [{ o, l, at: o.createdAt, sign: 1 }] : []),
          ...(o.statusId === 4 && within(o.refundAt, p) ? [{ o, l, at: o.refundAt!, sign: -1 }] : []),
        ]),
    );
    const invoices = rows.filter((x) => x.sign === 1);
    const credits = rows.filter((x) => x.sign === -1);
    const invoiced = sum(invoices.map((x) => x.l.netFils));
    const credited = sum(credits.map((x) => x.l.netFils));
    const ordersOf = (list: typeof rows) => new Set(list.filter((x) => x.sign === 1).map((x) => x.o.id)).size;
    const orders = ordersOf(rows);
    const net = (list: typeof rows) => sum(list.map((x) => x.sign * x.l.netFils));
    const groups = <K>(key: (x: (typeof rows)[number]) => K) => {
      const m = new Map<K, typeof rows>();
      for (const x of rows) m.set(key(x), [...(m.get(key(x)) ?? []), x]);
      return m;
    };
    const byBucket = groups((x) => bucketStart(dubaiDay(x.at), g));
    return {
      Period: { From: from, To: to },
      Series: bucketsBetween(from, to, g).map((b) => ({
        Bucket: b,
        NetFils: net(byBucket.get(b) ?? []),
        VatFils: sum((byBucket.get(b) ?? []).map((x) => x.sign * x.l.vatFils)),
        Orders: ordersOf(byBucket.get(b) ?? []),
      })),
      Totals: {
        InvoicedFils: invoiced,
        CreditedFils: credited,
        NetFils: invoiced - credited,
        VatFils: sum(rows.map((x) => x.sign * x.l.vatFils)),
        Orders: orders,
        AverageOrderFils: orders ? Math.round(invoiced / orders) : 0,
      },
      ByCategory: [...groups((x) => x.l.category).entries()]
        .map(([id, list]) => ({ CategoryId: id, NetFils: net(list) }))
        .sort((a, b) => b.NetFils - a.NetFils),
      ByMethod: [...groups((x) => x.o.method).entries()]
        .map(([m, list]) => ({ Method: m, NetFils: net(list), Orders: ordersOf(list) }))
        .sort((a, b) => a.Method.localeCompare(b.Method)),
    };
  };
  return {
    Current: period(CUR, RANGE.from, RANGE.to),
    Previous: period(PREV, '2020-01-30', '2020-02-29'),
  };
}

const holding = (o: FixtureOrder) => [1, 2].includes(o.statusId) && o.seatsHeld;

export function expectedSeats(f: Fixture, now: Date, lowPercent: number, lowDays: number) {
  return [f.programs.soon, f.programs.quiet, f.programs.later].map((id) => {
    const sold = f.orders.filter(
      (o) => holding(o) && o.lines.some((l) => l.itemType === 'program' && l.itemId === id),
    ).length;
    const days = Math.floor((f.starts[id] - now.getTime()) / DAY);
    return {
      ProgramId: id,
      Capacity: f.capacities[id],
      Sold: sold,
      DaysToStart: days,
      Low: days <= lowDays && sold * 100 < f.capacities[id] * lowPercent,
    };
  });
}

export function expectedBookings(f: Fixture, programId: number) {
  return f.orders
    .filter((o) => holding(o) && o.lines.some((l) => l.itemType === 'program' && l.itemId === programId))
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((o) => ({ OrderNumber: o.orderNumber, Paid: o.statusId === 2, Method: o.method }));
}

export function expectedOwed(f: Fixture, now: Date, edges: number[], category: number) {
  const owed = f.orders
    .filter((o) => o.statusId === 1 && o.method === 'pay_later' && o.lines.some((l) => l.category === category))
    .map((o) => ({ o, age: Math.floor((now.getTime() - o.createdAt) / DAY) }));
  const bucketOfAge = (age: number) => edges.filter((e) => e < age).length;
  const failed = (p: Span) => {
    const list = f.payments.filter(
      (p2) =>
        p2.status === 'failed' &&
        within(p2.createdAt, p) &&
        f.orders.find((o) => o.id === p2.orderId)!.lines.some((l) => l.category === category),
    );
    return { Attempts: list.length, AmountFils: sum(list.map((p2) => p2.amountFils)) };
  };
  return {
    Ages: [...edges, null].map((max, k) => {
      const list = owed.filter((x) => bucketOfAge(x.age) === k);
      return {
        MinDays: k === 0 ? 0 : edges[k - 1] + 1,
        MaxDays: max,
        Orders: list.length,
        TotalFils: sum(list.map((x) => x.o.totalFils)),
      };
    }),
    Orders: owed
      .sort((a, b) => a.o.createdAt - b.o.createdAt)
      .map((x) => ({
        OrderNumber: x.o.orderNumber,
        AgeDays: x.age,
        PayBy: x.o.payBy === null ? null : new Date(x.o.payBy).toISOString(),
        TotalFils: x.o.totalFils,
      })),
    FailedPayments: { Current: failed(CUR), Previous: failed(PREV) },
  };
}

export function expectedWaitlists(f: Fixture) {
  const offers = (p: Span) => {
    const list = f.waitlist.filter((w) => within(w.offeredAt, p));
    return {
      Sent: list.length,
      Accepted: list.filter((w) => w.status === 'claimed').length,
      Lapsed: list.filter((w) => w.status === 'expired').length,
    };
  };
  const liveOf = (id: number, status: string) =>
    f.waitlist.filter((w) => w.programId === id && w.status === status).length;
  return {
    Programs: [f.programs.quiet, f.programs.later].map((id) => ({
      ProgramId: id,
      Waiting: liveOf(id, 'waiting'),
      Offered: liveOf(id, 'offered'),
    })),
    Offers: { Current: offers(CUR), Previous: offers(PREV) },
    Notified: {
      Current: f.notify.filter((n) => within(n.notifiedAt, CUR)).length,
      Previous: f.notify.filter((n) => within(n.notifiedAt, PREV)).length,
    },
  };
}

export function expectedVouchers(f: Fixture) {
  const codes = [...new Set(f.orders.map((o) => o.voucherCode).filter((c): c is string => c !== null))];
  return codes
    .map((code) => {
      const used = (p: Span) =>
        f.orders.filter((o) => o.voucherCode === code && o.statusId === 2 && within(o.createdAt, p));
      return {
        Code: code,
        Uses: used(CUR).length,
        DiscountFils: sum(used(CUR).map((o) => o.discountFils)),
        PreviousUses: used(PREV).length,
        PreviousDiscountFils: sum(used(PREV).map((o) => o.discountFils)),
      };
    })
    .filter((v) => v.Uses + v.PreviousUses > 0)
    .sort((a, b) => b.Uses - a.Uses || b.DiscountFils - a.DiscountFils || a.Code.localeCompare(b.Code));
}

export function expectedMail(f: Fixture) {
  const kinds = [...new Set(f.mails.map((m) => m.kind))].sort();
  const n = (kind: string, status: string, p: Span) =>
    f.mails.filter((m) => m.kind === kind && m.status === status && within(m.createdAt, p)).length;
  return kinds
    .map((Kind) => ({
      Kind,
      Sent: n(Kind, 'sent', CUR),
      Failed: n(Kind, 'failed', CUR),
      PreviousSent: n(Kind, 'sent', PREV),
      PreviousFailed: n(Kind, 'failed', PREV),
    }))
    .filter((k) => k.Sent + k.Failed + k.PreviousSent + k.PreviousFailed > 0);
}
