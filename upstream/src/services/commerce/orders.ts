// One order with its lines (Cart/get-order), and cancelling an unpaid order.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderWithLines } from '@shared/contract/entities/order';
import type { Db } from '../../db/client';
import { courseTypes, orderItems, orders, programs, vouchers } from '../../db/schema';
import { aed, iso, nullIfEmpty } from '../../lib/shape';
import { listOrders } from '../users/orders';
import { afterCancelled, afterRefunded } from '../lifecycle/bookings';
import { defaultSeatContext } from '../lifecycle/context';
import type { SeatContext } from '../lifecycle/waitlist';
import { programIdsOfOrder, releaseAll } from './seats';
import { endAgentBookings } from '../company/team-order';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID_RE.test(s);

/** The order `oid` of user `uid`, or null: another user's order is as unknown as a missing one. */
export async function getOrder(
  db: Db,
  oid: string,
  uid: string,
  { extensions = false } = {},
): Promise<OrderWithLines | null> {
  if (!isUuid(oid)) return null;
  const [o] = await db
    .select({ id: orders.id, uniqueId: orders.uniqueId })
    .from(orders)
    .where(and(eq(orders.uniqueId, oid), eq(orders.userId, uid)))
    .limit(1);
  if (!o) return null;
  // The header is shaped by My Account's list (one definition of an Order); the list is short.
  const order = (await listOrders(db, uid, { extensions })).find((x) => x.OrderUniqueID === o.uniqueId);
  if (!order) return null;
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id));
  const progIds = [
    ...new Set(lines.filter((l) => l.itemType === 'program' || l.itemType === 'exam').map((l) => l.itemId)),
  ];
  const progs = progIds.length
    ? await db
        .select({ p: programs, t: courseTypes })
        .from(programs)
        .innerJoin(courseTypes, eq(courseTypes.id, programs.courseTypeId))
        .where(inArray(programs.id, progIds))
    : [];
  const byId = new Map(progs.map((r) => [r.p.id, r]));
  return {
    order,
    items: lines.map((l) => {
      const r = l.itemType === 'program' || l.itemType === 'exam' ? byId.get(l.itemId) : undefined;
      const p = r?.p;
      const exam = l.itemType === 'exam';
      const start = p ? (exam && p.examScheduleDate ? p.examScheduleDate : p.startDate) : null;
      const end = p ? (exam && p.examScheduleDate ? p.examScheduleDate : p.endDate) : null;
      return {
        ItemName_en: l.nameEn,
        ItemName_ar: l.nameAr,
        ItemType: l.itemType,
        // Price: the unit price before discount and VAT; TAX: VAT on the line's net (after its share of the discount).
        Price: aed(l.unitPriceFils),
        TAX: aed(l.vatFils),
        CourseLanguages_en: p ? p.languagesEn : null,
        CourseLanguages_ar: p ? p.languagesAr : null,
        CourseType_en: r ? r.t.titleEn : null,
        CourseType_ar: r ? r.t.titleAr : null,
        CourseLocation_en: p ? nullIfEmpty(p.locationEn) : null,
        CourseLocation_ar: p ? nullIfEmpty(p.locationAr) : null,
        StartDate_DESC: start ? iso(start) : null,
        EndDate_DESC: end ? iso(end) : null,
        CourseTiming_en: p ? nullIfEmpty(p.timingEn) : null,
        CourseTiming_ar: p ? nullIfEmpty(p.timingAr) : null,
        // extension: the line's share of the voucher discount (the web would otherwise spread Order.Discount)
        ...(extensions ? { Discount: aed(l.discountFils), Quantity: l.quantity } : {}),
      };
    }),
  };
}

/**
 * Cancels an unpaid order (status 1 → 3): its held seats are released (to the waitlist first; a team line gives back
 * all its places) and its voucher use is returned; its calendar invitations are withdrawn, a company order's agent
 * bookings end with it, and a lapsed order's customer is told.
 * Paid, cancelled or refunded orders are left alone (false).
 */
export async function cancelOrder(
  db: Db,
  orderUniqueId: string,
  ctx: SeatContext = defaultSeatContext(),
  reason: 'lapsed' | 'staff' = 'staff',
): Promise<boolean> {
  if (!isUuid(orderUniqueId)) return false;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [o] = await tx.select().from(orders).where(eq(orders.uniqueId, orderUniqueId)).for('update');
    if (!o || o.statusId !== 1) return false;
    if (o.seatsHeld) await releaseAll(tx, await programIdsOfOrder(tx, o.id), ctx);
    if (o.voucherId !== null) {
      await tx
        .update(vouchers)
        .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
        .where(eq(vouchers.id, o.voucherId));
    }
    await tx.update(orders).set({ statusId: 3, seatsHeld: false, paymentLinkToken: null }).where(eq(orders.id, o.id));
    await endAgentBookings(tx, o.id, ctx.now);
    await afterCancelled(tx, o, reason, ctx.now);
    return true;
  });
}

/**
 * Refunds a paid order (status 2 → 4, refund date now): its seats are released (to the waitlist first), its
 * invitations withdrawn, and the credit note is e-mailed. Anything but a paid order is left alone (false).
 */
export async function refundOrder(
  db: Db,
  orderUniqueId: string,
  ctx: SeatContext = defaultSeatContext(),
): Promise<boolean> {
  if (!isUuid(orderUniqueId)) return false;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [o] = await tx.select().from(orders).where(eq(orders.uniqueId, orderUniqueId)).for('update');
    if (!o || o.statusId !== 2) return false;
    if (o.seatsHeld) await releaseAll(tx, await programIdsOfOrder(tx, o.id), ctx);
    await tx.update(orders).set({ statusId: 4, seatsHeld: false, refundDate: ctx.now }).where(eq(orders.id, o.id));
    await endAgentBookings(tx, o.id, ctx.now);
    await afterRefunded(tx, o, ctx.now);
    return true;
  });
}
