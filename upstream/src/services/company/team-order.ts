// The company side of placing a team cart's order (docs/company.md#buying-seats), inside checkout's transaction:
// who may, how they may pay, and the buyer the tax invoice and e-invoice name (order_company, copied from the company
// as it stands, with the PO number and the bank transfer's net terms).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyAdmins, companySeats, orderCompany, orders } from '../../db/schema';
import { afterCancelled } from '../lifecycle/bookings';

const DAY = 86_400_000;

export type TeamRefusalStatus = 'not_admin' | 'unverified' | 'po_required';

/** A team order refused for its buyer or terms: the transaction rolls back, the route answers the status. */
export class TeamRefusal extends Error {
  constructor(readonly status: TeamRefusalStatus) {
    super(status);
  }
}

export interface TeamTerms {
  paymentMethod: 'online' | 'pay_later' | 'bank_transfer';
  poNumber?: string;
  netDays: number;
}

export type TeamBuyer = typeof companies.$inferSelect & { poNumber: string | null; dueDate: Date | null };

/** Checks, in the transaction, that the caller is the company's admin and may pay so; the company row is locked. */
export async function teamBuyer(
  tx: Db,
  userId: string,
  companyId: number,
  t: TeamTerms,
  now: Date,
): Promise<TeamBuyer> {
  const [admin] = await tx
    .select({ id: companyAdmins.companyId })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.userId, userId), eq(companyAdmins.companyId, companyId)));
  if (!admin) throw new TeamRefusal('not_admin');
  const [c] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('share');
  if (!c) throw new TeamRefusal('not_admin');
  const po = t.poNumber?.trim() || null;
  if (t.paymentMethod === 'bank_transfer') {
    if (c.verifiedAt === null) throw new TeamRefusal('unverified');
    if (!po) throw new TeamRefusal('po_required');
  }
  const dueDate = t.paymentMethod === 'bank_transfer' ? new Date(now.getTime() + t.netDays * DAY) : null;
  return { ...c, poNumber: po, dueDate };
}

/** The buyer of the order, as the company stands now (its invoice keeps printing this if the company changes). */
export async function recordBuyer(tx: Db, orderId: number, b: TeamBuyer, netDays: number | null) {
  await tx.insert(orderCompany).values({
    orderId,
    companyId: b.id,
    legalNameEn: b.legalNameEn,
    legalNameAr: b.legalNameAr,
    trn: b.trn,
    tradeLicenseNumber: b.tradeLicenseNumber,
    tradeLicenseAuthority: b.tradeLicenseAuthority,
    address: b.address,
    poNumber: b.poNumber,
    netDays: b.dueDate ? netDays : null,
    dueDate: b.dueDate,
  });
}

/**
 * A company order was cancelled or credited: the agents' bookings of its seats end with it (status 3, their calendar
 * invitations withdrawn), in the caller's transaction. The places themselves are released by the caller.
 */
export async function endAgentBookings(tx: Db, companyOrderId: number, now: Date) {
  const seats = await tx
    .select({ agentOrderId: companySeats.agentOrderId })
    .from(companySeats)
    .where(and(eq(companySeats.orderId, companyOrderId), isNotNull(companySeats.agentOrderId)));
  const ids = seats.map((s) => s.agentOrderId!);
  if (!ids.length) return;
  const ended = await tx
    .update(orders)
    .set({ statusId: 3, seatsHeld: false, paymentLinkToken: null })
    .where(and(inArray(orders.id, ids), inArray(orders.statusId, [1, 2])))
    .returning();
  for (const o of ended) await afterCancelled(tx, o, 'staff', now);
}
