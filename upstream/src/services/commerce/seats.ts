// Seats of programs: held one per program line when an order is submitted, released when an online payment is
// declined or an unpaid order is cancelled, held again when a declined order is paid later.
// Holding is one conditional UPDATE (never below zero); callers hold in ascending program id so that two
// transactions holding the same programs never wait on each other in opposite orders.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, programs } from '../../db/schema';

/** Takes `n` seats of a program; false when fewer are left (nothing changed). */
export async function holdSeats(tx: Db, programId: number, n = 1): Promise<boolean> {
  const rows = await tx
    .update(programs)
    .set({ seatsAvailable: sql`${programs.seatsAvailable} - ${n}` })
    .where(and(eq(programs.id, programId), gte(programs.seatsAvailable, n)))
    .returning({ id: programs.id });
  return rows.length > 0;
}

export async function releaseSeats(tx: Db, programId: number, n = 1): Promise<void> {
  await tx
    .update(programs)
    .set({ seatsAvailable: sql`${programs.seatsAvailable} + ${n}` })
    .where(eq(programs.id, programId));
}

/** Program ids of an order's program lines (one seat each), ascending. */
export async function programIdsOfOrder(tx: Db, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: orderItems.itemId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.itemType, 'program')))
    .orderBy(asc(orderItems.itemId));
  return rows.map((r) => r.id);
}

/** Holds one seat per program, all or nothing inside the caller's transaction: the first full program id, or null. */
export async function holdAll(tx: Db, programIds: number[]): Promise<number | null> {
  for (const id of [...programIds].sort((a, b) => a - b)) {
    if (!(await holdSeats(tx, id))) return id;
  }
  return null;
}

export async function releaseAll(tx: Db, programIds: number[]): Promise<void> {
  for (const id of [...programIds].sort((a, b) => a - b)) await releaseSeats(tx, id);
}
