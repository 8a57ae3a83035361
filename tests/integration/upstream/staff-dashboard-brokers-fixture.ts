// The staff dashboard's brokers fixture: broker licences of both authorities expiring on each side of every window's
// edge (expired yesterday, today, 30, 31, 60, 61, 90, 91 days), their holders' bookings of every kind (a renewal paid
// or held since the expiry date was recorded; one paid before it, released, cancelled or of another authority's
// course), and the expected counts worked out here in plain JavaScript from the rows inserted.
import { inArray } from 'drizzle-orm';
import { dayText, dubaiDayNumber } from '@/lib/contract/constants/licence';
import * as s from '../../../upstream/src/db/schema';
import type { TestContext } from './harness';

const DAY = 86_400_000;
const DAYS_LEFT = [-1, 0, 12, 30, 31, 45, 60, 61, 90, 91, 200];
/** How the holder booked: only `paid` and `held` (since the expiry date was recorded, a step course) count. */
const BOOKINGS = ['none', 'paid', 'held', 'paid-before', 'released', 'cancelled', 'other-course'] as const;
type Booking = (typeof BOOKINGS)[number];
const COUNTS_AS_BOOKED: Booking[] = ['paid', 'held'];

export interface BrokerLicenceFixture {
  authority: string;
  daysLeft: number;
  booking: Booking;
}

export async function buildLicences(t: TestContext, users: string[], now: Date): Promise<BrokerLicenceFixture[]> {
  const db = t.database.db;
  const authorities = await db.select().from(s.licenceAuthorities).orderBy(s.licenceAuthorities.code);
  const steps = (a: (typeof authorities)[number]) => [a.renewalCourseId, a.certifiedCourseId, a.fullCourseId];
  const allSteps = authorities.flatMap(steps);
  const programs = await db
    .select({ id: s.programs.id, courseId: s.programs.courseId })
    .from(s.programs)
    .where(inArray(s.programs.courseId, allSteps));
  const programOf = (courseIds: number[]) => programs.find((p) => courseIds.includes(p.courseId))!.id;
  const today = dubaiDayNumber(now);
  const setAt = new Date(now.getTime() - 10 * DAY);
  const out: BrokerLicenceFixture[] = [];
  let k = 0;
  for (const a of authorities) {
    const own = programOf(steps(a));
    const foreign = programOf(allSteps.filter((c) => !steps(a).includes(c)));
    for (const daysLeft of DAYS_LEFT) {
      // Every third kind in turn, so each window of each authority holds booked and unbooked licences.
      const booking = BOOKINGS[(3 * k) % BOOKINGS.length];
      const userId = users[k];
      k += 1;
      await db.insert(s.brokerLicences).values({
        userId,
        authority: a.code,
        cardNumber: String(100_000 + k),
        cardType: 'broker',
        issueDate: dayText(today + daysLeft - 3 * 365),
        expiryDate: dayText(today + daysLeft),
        expirySetAt: setAt,
        updatedAt: setAt,
      });
      out.push({ authority: a.code, daysLeft, booking });
      if (booking === 'none') continue;
      const [order] = await db
        .insert(s.orders)
        .values({
          userId,
          orderDate: new Date(now.getTime() - (booking === 'paid-before' ? 20 : 1) * DAY),
          statusId: { paid: 2, held: 1, 'paid-before': 2, released: 1, cancelled: 3, 'other-course': 2 }[booking],
          paymentMethod: 'online',
          subTotalFils: 100_000,
          discountFils: 0,
          vatFils: 5_000,
          totalFils: 105_000,
          firstName: 'Broker',
          lastName: `Holder ${k}`,
          seatsHeld: booking === 'held',
        })
        .returning({ id: s.orders.id });
      await db.insert(s.orderItems).values({
        orderId: order.id,
        itemType: 'program',
        itemId: booking === 'other-course' ? foreign : own,
        nameEn: 'x',
        nameAr: 'x',
        unitPriceFils: 100_000,
        netFils: 100_000,
        vatFils: 5_000,
        totalFils: 105_000,
      });
    }
  }
  return out;
}

/** Licences needed: one per holder. */
export const LICENCE_HOLDERS = 2 * DAYS_LEFT.length;

/** Per authority (code order) and window (ascending): licences expiring from today to today + window, and booked. */
export function expectedBrokers(licences: BrokerLicenceFixture[], windows: number[]) {
  const authorities = [...new Set(licences.map((l) => l.authority))].sort();
  return {
    Windows: windows,
    Expiries: authorities.flatMap((authority) =>
      windows.map((w) => {
        const hit = licences.filter((l) => l.authority === authority && l.daysLeft >= 0 && l.daysLeft <= w);
        return {
          Authority: authority,
          WithinDays: w,
          Licences: hit.length,
          Booked: hit.filter((l) => COUNTS_AS_BOOKED.includes(l.booking)).length,
        };
      }),
    ),
  };
}
