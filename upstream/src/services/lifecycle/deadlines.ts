// Pay-by deadlines of unpaid orders: a reminder a day before, and at the deadline the order lapses (cancelled, seats
// to the waitlist or back on sale, voucher use returned, the customer told). Decided by the clock at each sweep.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDeadlines, orders } from '../../db/schema';
import { queueMail } from '../../jobs/mail-log';
import { cancelOrder } from '../commerce/orders';
import type { SeatContext } from './waitlist';

const DAY = 86_400_000;

/** Reminders for deadlines a day away (only where the order had more than a day to pay). */
export async function remindDeadlines(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ orderId: orders.id, uniqueId: orders.uniqueId, userId: orders.userId })
    .from(orderDeadlines)
    .innerJoin(orders, eq(orders.id, orderDeadlines.orderId))
    .where(
      and(
        isNull(orderDeadlines.remindedAt),
        isNull(orderDeadlines.lapsedAt),
        eq(orders.statusId, 1),
        lte(orderDeadlines.payBy, new Date(now.getTime() + DAY)),
        sql`${orderDeadlines.payBy} > ${now}`,
        sql`${orderDeadlines.payBy} - ${orders.orderDate} > interval '1 day'`,
      ),
    )
    .limit(500);
  for (const d of due) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const marked = await tx
        .update(orderDeadlines)
        .set({ remindedAt: now })
        .where(and(eq(orderDeadlines.orderId, d.orderId), isNull(orderDeadlines.remindedAt)))
        .returning({ id: orderDeadlines.orderId });
      if (marked.length)
        await queueMail(
          tx,
          {
            key: `pay-reminder:${d.uniqueId}`,
            kind: 'pay-reminder',
            userId: d.userId,
            payload: { orderId: d.orderId },
          },
          now,
        );
    });
  }
  return due.length;
}

/** Unpaid orders past their deadline are cancelled; the number that lapsed. */
export async function lapseDeadlines(db: Db, ctx: SeatContext): Promise<number> {
  const due = await db
    .select({ orderId: orderDeadlines.orderId, uniqueId: orders.uniqueId, statusId: orders.statusId })
    .from(orderDeadlines)
    .innerJoin(orders, eq(orders.id, orderDeadlines.orderId))
    .where(and(isNull(orderDeadlines.lapsedAt), lte(orderDeadlines.payBy, ctx.now)))
    .orderBy(asc(orderDeadlines.payBy))
    .limit(200);
  let n = 0;
  for (const d of due) {
    // cancelOrder locks the order and only cancels it while unpaid: a payment that won the race keeps its order.
    if (d.statusId === 1 && (await cancelOrder(db, d.uniqueId, ctx, 'lapsed'))) n++;
    await db.update(orderDeadlines).set({ lapsedAt: ctx.now }).where(eq(orderDeadlines.orderId, d.orderId));
  }
  return n;
}

/** The deadline of an order, for the order e-mails and My Account. */
export async function deadlineOf(db: Db, orderId: number): Promise<Date | null> {
  const [d] = await db
    .select({ payBy: orderDeadlines.payBy })
    .from(orderDeadlines)
    .where(eq(orderDeadlines.orderId, orderId))
    .limit(1);
  return d?.payBy ?? null;
}

/** The pay-by time of a customer's unpaid, not yet lapsed order (My Orders), or null. */
export async function payByOfOrder(db: Db, orderUniqueId: string, userId: string): Promise<Date | null> {
  const [d] = await db
    .select({ payBy: orderDeadlines.payBy })
    .from(orderDeadlines)
    .innerJoin(orders, eq(orders.id, orderDeadlines.orderId))
    .where(
      and(
        eq(orders.uniqueId, orderUniqueId),
        eq(orders.userId, userId),
        eq(orders.statusId, 1),
        isNull(orderDeadlines.lapsedAt),
      ),
    )
    .limit(1);
  return d?.payBy ?? null;
}
