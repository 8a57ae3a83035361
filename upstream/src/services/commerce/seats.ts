// Seats of programs: held one per program line when an order is submitted, released when an online payment is
// declined or an unpaid order is cancelled, held again when a declined order is paid later. A released seat goes
// to the program's waitlist first (services/lifecycle/waitlist.ts); a customer's live waitlist offer is their seat.
// Holding is one conditional UPDATE (never below zero); callers hold in ascending program id so that two
// transactions holding the same programs never wait on each other in opposite orders.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, programs } from '../../db/schema';
import { claimOffer, freeSeat, type SeatContext } from '../lifecycle/waitlist';

/** Takes `n` seats of a program; false when fewer are left (nothing changed). */
export async function holdSeats(tx: Db, programId: number, n = 1): Promise<boolean> {
  const rows = await tx
    .update(programs)
    .set({ seatsAvailable: sql`${programs.seatsAvailable} - ${n}` })
    .where(and(eq(programs.id, programId), gte(programs.seatsAvailable, n)))
    .returning({ id: programs.id });
  return rows.length > 0;
}

/**
 * The seats an order's program lines hold, as program ids ascending: a line of `quantity` seats (a team line) gives
 * its program id that many times.
 */
export async function programIdsOfOrder(tx: Db, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: orderItems.itemId, n: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.itemType, 'program')))
    .orderBy(asc(orderItems.itemId));
  return rows.flatMap((r) => Array.from({ length: r.n }, () => r.id));
}

/**
 * Holds one seat per id given (an id given n times holds n seats, in one UPDATE), all or nothing inside the caller's
 * transaction: the first program short of seats, or null. A program whose seat was offered to `userId` from the
 * waitlist takes that offer for one of its seats instead of a seat on sale.
 */
export async function holdAll(
  tx: Db,
  programIds: number[],
  who: { userId: string; now: Date } | null = null,
): Promise<number | null> {
  const wanted = new Map<number, number>();
  for (const id of programIds) wanted.set(id, (wanted.get(id) ?? 0) + 1);
  for (const id of [...wanted.keys()].sort((a, b) => a - b)) {
    let n = wanted.get(id)!;
    if (who && (await claimOffer(tx, id, who.userId, who.now))) n -= 1;
    if (n > 0 && !(await holdSeats(tx, id, n))) return id;
  }
  return null;
}

/** Gives back one seat per id given (n seats for an id given n times): each to the first waiting customer, or on sale. */
export async function releaseAll(tx: Db, programIds: number[], ctx: SeatContext): Promise<void> {
  for (const id of [...programIds].sort((a, b) => a - b)) await freeSeat(tx, id, ctx);
}
