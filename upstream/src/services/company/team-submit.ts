// Company/submit-team-order and Company/mark-team-order-paid (docs/company.md#buying-seats): a team cart becomes a
// company order through the same checkout transaction as any cart; its refusals become a Status in `data`.
import { and, eq } from 'drizzle-orm';
import type { SubmitTeamOrderInput, SubmitTeamOrderResult } from '@shared/contract/entities/company-buy';
import type { Db } from '../../db/client';
import { orderCompany, orders } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { iso } from '../../lib/shape';
import { PAID, submitOrder, UNPAID, type CheckoutPolicy } from '../commerce/checkout';
import { isUuid } from '../commerce/orders';
import { afterPaid } from '../lifecycle/bookings';
import { TeamRefusal } from './team-order';

const REFUSALS = ['fully_booked', 'promo_invalid', 'cart_empty'] as const;
const refused = (Status: SubmitTeamOrderResult['Status']): SubmitTeamOrderResult => ({
  Status,
  OrderUniqueID: null,
  Total: null,
  DueDate: null,
});

export async function submitTeamOrder(
  db: Db,
  userId: string,
  b: SubmitTeamOrderInput,
  now: Date,
  policy: CheckoutPolicy & { team: NonNullable<CheckoutPolicy['team']> },
): Promise<SubmitTeamOrderResult> {
  try {
    const r = await submitOrder(
      db,
      userId,
      { paymentMethod: b.PaymentMethod, trn: '-', poNumber: b.PONumber },
      now,
      policy,
    );
    return { Status: 'ok', OrderUniqueID: r.OrderUniqueID, Total: r.Total, DueDate: r.dueDate ? iso(r.dueDate) : null };
  } catch (err) {
    if (err instanceof TeamRefusal) return refused(err.status);
    const code = err instanceof ApiError ? (err.code as (typeof REFUSALS)[number]) : null;
    if (code && REFUSALS.includes(code)) return refused(code);
    throw err;
  }
}

/**
 * Staff record a company's payment (a bank transfer arrived, or pay later settled outside the card page): an unpaid
 * company order becomes paid and the customer is told. Any other order is left alone.
 */
export async function markTeamOrderPaid(db: Db, oid: string, now: Date): Promise<'paid' | 'not_payable'> {
  if (!isUuid(oid)) return 'not_payable';
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [r] = await tx
      .select({ o: orders })
      .from(orders)
      .innerJoin(orderCompany, eq(orderCompany.orderId, orders.id))
      .where(eq(orders.uniqueId, oid))
      .for('update', { of: orders });
    // Paid only while its places are still held: a lapsed or released order is not revived here.
    if (!r || r.o.statusId !== UNPAID) return 'not_payable';
    await tx
      .update(orders)
      .set({
        statusId: PAID,
        paymentReceivedDate: now,
        paymentReceiveType: r.o.paymentMethod === 'bank_transfer' ? 'Bank transfer' : 'Staff',
        paymentLinkToken: null,
      })
      .where(and(eq(orders.id, r.o.id), eq(orders.statusId, UNPAID)));
    await afterPaid(tx, r.o, now);
    return 'paid';
  });
}
