// The seats a company order creates (docs/company.md): one open `company_seats` row per unit of each team line,
// written in the transaction that places the order. Exam lines ride on their program's seat.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companySeats, orderItems } from '../../db/schema';

export async function createSeatsForOrder(tx: Db, orderId: number, companyId: number, now: Date): Promise<number> {
  const lines = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.itemType, 'exam')));
  const rows = lines.flatMap((l) =>
    Array.from({ length: l.quantity }, () => ({
      companyId,
      orderId,
      orderItemId: l.id,
      itemType: l.itemType,
      itemId: l.itemId,
      createdAt: now,
    })),
  );
  if (rows.length) await tx.insert(companySeats).values(rows);
  return rows.length;
}
