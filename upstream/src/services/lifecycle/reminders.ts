// Session reminders 7 days and 1 day before a booked session starts. Each is keyed by booking, kind and start time,
// so it is queued once however often the sweep runs (and on however many instances), and a moved session is
// reminded of again for its new date. A booking made inside a window gets no reminder for it (its confirmation
// and invitation are fresher news).
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarInvites, orderItems, orders } from '../../db/schema';
import { queueMail } from '../../jobs/mail-log';

const DAY = 86_400_000;

const WINDOWS = [
  { kind: '7d', from: 7 * DAY, to: DAY },
  { kind: '1d', from: DAY, to: 0 },
] as const;

export async function queueSessionReminders(db: Db, now: Date): Promise<number> {
  let n = 0;
  for (const w of WINDOWS) {
    // Sessions starting in (now + to, now + from]: the window has opened and the next one has not.
    const rows = await db
      .select({
        key: calendarInvites.bookingKey,
        userId: calendarInvites.userId,
        startsAt: calendarInvites.startsAt,
      })
      .from(calendarInvites)
      .leftJoin(orderItems, eq(orderItems.id, calendarInvites.orderItemId))
      .leftJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(calendarInvites.status, 'confirmed'),
          sql`${calendarInvites.startsAt} <= ${new Date(now.getTime() + w.from)}`,
          sql`${calendarInvites.startsAt} > ${new Date(now.getTime() + w.to)}`,
          sql`${calendarInvites.createdAt} < ${calendarInvites.startsAt} - ${`${w.from / 1000} seconds`}::interval`,
          // A program booking counts while it is paid, or unpaid and still holding its seat.
          or(
            isNotNull(calendarInvites.initRegistrationId),
            eq(orders.statusId, 2),
            and(eq(orders.statusId, 1), eq(orders.seatsHeld, true)),
          ),
        ),
      )
      .limit(1000);
    for (const r of rows) {
      const key = `reminder-${w.kind}:${r.key}:${r.startsAt.toISOString()}`;
      if (
        await queueMail(
          db,
          { key, kind: 'session-reminder', userId: r.userId, payload: { bookingKey: r.key, window: w.kind } },
          now,
        )
      )
        n++;
    }
  }
  return n;
}
