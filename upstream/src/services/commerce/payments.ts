// The hosted test card payment: which orders may be paid, and the outcome of one card attempt.
// Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined; any other number is a form error.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, users } from '../../db/schema';
import { PAID, UNPAID } from './checkout';
import { CARD_APPROVED } from './card-page';
import { isUuid } from './orders';
import { afterDeclined, afterPaid } from '../lifecycle/bookings';
import { DEFAULT_OFFER_HOURS } from '../lifecycle/context';
import { holdAll, programIdsOfOrder, releaseAll } from './seats';

export type PayableOrder = typeof orders.$inferSelect & { preferredLanguage: string };

/** The order `oid` of user `uid` when it can be paid (unpaid) or is already paid; null otherwise (unknown, cancelled…). */
export async function findPayable(db: Db, oid: string, uid: string): Promise<PayableOrder | null> {
  if (!isUuid(oid) || !isUuid(uid)) return null;
  const [r] = await db
    .select({ o: orders, lang: users.preferredLanguage })
    .from(orders)
    .innerJoin(users, eq(users.uniqueId, orders.userId))
    .where(and(eq(orders.uniqueId, oid), eq(orders.userId, uid)))
    .limit(1);
  if (!r || (r.o.statusId !== UNPAID && r.o.statusId !== PAID)) return null;
  return { ...r.o, preferredLanguage: r.lang };
}

/** The unpaid order behind a pay-link token, or null (unknown, paid, cancelled). */
export async function findByPayLink(db: Db, token: string): Promise<PayableOrder | null> {
  if (!token) return null;
  const [r] = await db
    .select({ o: orders, lang: users.preferredLanguage })
    .from(orders)
    .innerJoin(users, eq(users.uniqueId, orders.userId))
    .where(eq(orders.paymentLinkToken, token))
    .limit(1);
  if (!r || r.o.statusId !== UNPAID) return null;
  return { ...r.o, preferredLanguage: r.lang };
}

export type PayOutcome = 'paid' | 'already_paid' | 'declined' | 'fully_booked' | 'invalid';

class FullyBooked extends Error {}

/**
 * One card attempt on an order, in one transaction with the order row locked, so two submits of the form cannot
 * charge twice. Approved: payment row succeeded, order paid (status 2, received now, type Card); seats that an earlier
 * decline released are taken again first (none left: the attempt fails as fully booked). Declined: payment row failed,
 * the order's seats are released, the order stays unpaid and payable through its link.
 */
export async function payOrder(
  db: Db,
  oid: string,
  uid: string,
  card: { number: string; last4: string },
  now: Date,
  offerHoldMs: number = DEFAULT_OFFER_HOURS * 3_600_000,
): Promise<PayOutcome> {
  const approved = card.number === CARD_APPROVED;
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [o] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.uniqueId, oid), eq(orders.userId, uid)))
        .for('update');
      if (!o) return 'invalid';
      if (o.statusId === PAID) return 'already_paid';
      if (o.statusId !== UNPAID) return 'invalid';
      const programIds = await programIdsOfOrder(tx, o.id);
      if (!approved) {
        const [attempt] = await tx
          .insert(payments)
          .values({
            orderId: o.id,
            amountFils: o.totalFils,
            status: 'failed',
            cardLast4: card.last4,
            createdAt: now,
            finishedAt: now,
          })
          .returning({ id: payments.id });
        if (o.seatsHeld) await releaseAll(tx, programIds, { now, offerHoldMs });
        await tx.update(orders).set({ seatsHeld: false }).where(eq(orders.id, o.id));
        await afterDeclined(tx, o, attempt!, now);
        return 'declined';
      }
      if (!o.seatsHeld && programIds.length > 0 && (await holdAll(tx, programIds, { userId: o.userId, now })) !== null)
        throw new FullyBooked();
      await tx.insert(payments).values({
        orderId: o.id,
        amountFils: o.totalFils,
        status: 'succeeded',
        cardLast4: card.last4,
        createdAt: now,
        finishedAt: now,
      });
      await tx
        .update(orders)
        .set({
          statusId: PAID,
          paymentReceivedDate: now,
          paymentReceiveType: 'Card',
          seatsHeld: programIds.length > 0,
        })
        .where(eq(orders.id, o.id));
      await afterPaid(tx, o, now);
      return 'paid';
    });
  } catch (err) {
    if (!(err instanceof FullyBooked)) throw err;
    // The seat holds were rolled back; the attempt is recorded as failed and nothing is charged.
    const [o] = await db
      .select({ id: orders.id, total: orders.totalFils })
      .from(orders)
      .where(eq(orders.uniqueId, oid))
      .limit(1);
    if (o)
      await db.insert(payments).values({
        orderId: o.id,
        amountFils: o.total,
        status: 'failed',
        cardLast4: card.last4,
        createdAt: now,
        finishedAt: now,
      });
    return 'fully_booked';
  }
}
