// Cart/submit-order: the cart becomes an order in ONE transaction.
//   lock the cart row (FOR UPDATE) → re-price on the server → check the shipping address (books) →
//   hold one seat per program (conditional UPDATE, never below zero) → take one voucher use (conditional UPDATE) →
//   insert the order (order_number from its sequence) and its lines → empty the cart.
// A second submit of the same cart (retry, double click, second tab) waits on the cart lock, finds the cart empty
// and answers the order it just produced (orders.idempotency_key = cart:<cart id>:<last cart line id>).
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  billingDetails,
  cartItems,
  carts,
  orderCompany,
  orderItems,
  orders,
  users,
  vouchers,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import { aed } from '../../lib/shape';
import { priceItems, priceTotals, voucherByCode, type PricedLine, type SeatTier } from './lines';
import { createSeatsForOrder } from '../company/seat-stock';
import { recordBuyer, teamBuyer, type TeamBuyer } from '../company/team-order';
import { afterSubmitted } from '../lifecycle/bookings';
import { holdAll } from './seats';
import { snapshotBilling } from '../users/billing';
import type { SUBMIT_ORDER_CONFLICTS } from '@shared/contract/envelope';

export const PAID = 2;
export const UNPAID = 1;
/** A resubmitted cart answers its previous order for this long. */
const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;

export const newPaymentLinkToken = () => randomBytes(24).toString('base64url');

export interface SubmitInput {
  /** bank_transfer: team carts of a verified company only (docs/company.md#buying-seats). */
  paymentMethod: 'online' | 'pay_later' | 'bank_transfer';
  trn: string;
  addressId?: number;
  /** Team carts: the company's purchase order number (required for a bank transfer). */
  poNumber?: string;
}

export interface SubmitResult {
  OrderUniqueID: string;
  Total: number;
  /** A bank transfer's due date (net terms). */
  dueDate?: Date | null;
}

const conflict = (code: (typeof SUBMIT_ORDER_CONFLICTS)[number]) => new ApiError(409, code);

/** How long an unpaid order holds its seats, and how many unpaid bookings of one program a customer may hold. */
export interface CheckoutPolicy {
  holdHours: number;
  pendingPerProgramCap: number;
  /**
   * With the billing details extension: an order with a TRN needs a billing address (409 billing_address_required).
   * A registered recipient's tax invoice names their address (VAT Executive Regulation art. 59(1)) and their
   * e-invoice needs its street, city and emirate (PINT AE ibr-144-ae); the shop never invents them.
   */
  billingAddressForTrn?: boolean;
  /**
   * Set by Company/submit-team-order, the only way a team cart is ordered (Cart/submit-order finds it empty): the
   * volume tiers and the bank transfer's net days.
   */
  team?: { seatTiers: readonly SeatTier[]; netDays: number };
}
const DEFAULT_CHECKOUT_POLICY: CheckoutPolicy = { holdHours: 72, pendingPerProgramCap: 1 };

export async function submitOrder(
  db: Db,
  userId: string,
  input: SubmitInput,
  now: Date,
  policy: CheckoutPolicy = DEFAULT_CHECKOUT_POLICY,
): Promise<SubmitResult> {
  try {
    return await db.transaction((tx) => submitInTx(tx as unknown as Db, userId, input, now, policy));
  } catch (err) {
    // A voucher that can no longer be used leaves the cart, so the next submit goes through at the full price.
    if (err instanceof ApiError && err.code === 'promo_invalid') {
      await db.update(carts).set({ voucherCode: null, updatedAt: now }).where(eq(carts.userId, userId));
    }
    throw err;
  }
}

async function previousOrder(tx: Db, userId: string, cartId: number, now: Date): Promise<SubmitResult | null> {
  const [o] = await tx
    .select({ uid: orders.uniqueId, total: orders.totalFils })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        like(orders.idempotencyKey, `cart:${cartId}:%`),
        gt(orders.orderDate, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return o ? { OrderUniqueID: o.uid, Total: aed(o.total) } : null;
}

/**
 * Unpaid bookings of these programs that the customer already holds, per program (issue: a few accounts holding
 * pay-later bookings could empty a program). Counted under the cart lock, so two submits cannot both pass.
 */
async function pendingBookings(tx: Db, userId: string, programIds: number[]): Promise<Map<number, number>> {
  if (!programIds.length) return new Map();
  const rows = await tx
    .select({ programId: orderItems.itemId, n: sql<number>`count(*)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    // A company order's seats are the company's, not the admin's own bookings.
    .leftJoin(orderCompany, eq(orderCompany.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.statusId, UNPAID),
        eq(orderItems.itemType, 'program'),
        inArray(orderItems.itemId, programIds),
        isNull(orderCompany.orderId),
      ),
    )
    .groupBy(orderItems.itemId);
  return new Map(rows.map((r) => [r.programId, r.n]));
}

async function submitInTx(
  tx: Db,
  userId: string,
  input: SubmitInput,
  now: Date,
  policy: CheckoutPolicy,
): Promise<SubmitResult> {
  const [cart] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
  if (!cart) throw conflict('cart_empty');
  const items = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(cartItems.id);
  // A cart is ordered by the endpoint of its kind: personal lines here, team lines through the team endpoint.
  const companyId = items.find((i) => i.companyId !== null)?.companyId ?? null;
  if (items.length && (companyId !== null) !== Boolean(policy.team)) throw conflict('cart_empty');
  if (input.paymentMethod === 'bank_transfer' && !policy.team) throw conflict('cart_empty');
  const buyer: TeamBuyer | null =
    companyId !== null && policy.team
      ? await teamBuyer(tx, userId, companyId, { ...input, netDays: policy.team.netDays }, now)
      : null;
  const lines = await priceItems(tx, items);
  if (lines.length === 0) {
    const prev = await previousOrder(tx, userId, cart.id, now);
    if (prev) return prev;
    throw conflict('cart_empty');
  }

  // Books are shipped: a saved address of this user must be chosen; it is copied onto the order.
  let shipping: Record<string, unknown> | null = null;
  if (input.addressId !== undefined) {
    const [a] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, userId)))
      .limit(1);
    if (a)
      shipping = {
        AddressID: a.id,
        Label: a.label,
        FullName: a.name,
        Phone: a.phone,
        Line1: a.line1,
        Line2: a.line2 || null,
        City: a.city,
        Emirate: a.emirate,
        CountryID: a.countryId,
      };
  }
  if (!shipping && lines.some((l) => l.item.itemType === 'book')) throw conflict('address_required');

  // A company order is invoiced to the company: its TRN, never the admin's own.
  const trn = buyer ? buyer.trn : input.trn.trim();
  const hasTrn = Boolean(trn && trn !== '-');
  if (hasTrn && policy.billingAddressForTrn && !buyer) {
    const [b] = await tx.select().from(billingDetails).where(eq(billingDetails.userId, userId)).limit(1);
    if (!b?.address) throw conflict('billing_address_required');
  }

  const voucher = await voucherByCode(tx, cart.voucherCode);
  const { lines: amounts, totals, voucherApplied } = priceTotals(lines, voucher, now, policy.team?.seatTiers);
  if (voucher && !voucherApplied) throw conflict('promo_invalid');

  // One place per seat: a team line of N seats holds N places of its program.
  const programIds = lines
    .filter((l) => l.item.itemType === 'program')
    .flatMap((l) => Array.from({ length: l.item.quantity }, () => l.item.itemId));
  const free = totals.total === 0;
  const bankTransfer = input.paymentMethod === 'bank_transfer';
  // The cap on unpaid bookings is per customer: a company's seats are not the admin's own bookings.
  if (!free && !buyer) {
    const pending = await pendingBookings(tx, userId, programIds);
    if (programIds.some((id) => (pending.get(id) ?? 0) >= policy.pendingPerProgramCap)) throw conflict('pending_limit');
  }
  if ((await holdAll(tx, programIds, { userId, now })) !== null) throw conflict('fully_booked');

  if (voucher) {
    // The last use of a limited voucher goes to exactly one order: the limit is checked in the UPDATE itself.
    const used = await tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + 1` })
      .where(
        and(eq(vouchers.id, voucher.id), or(isNull(vouchers.usageLimit), lt(vouchers.usedCount, vouchers.usageLimit))),
      )
      .returning({ id: vouchers.id });
    if (!used.length) throw conflict('promo_invalid');
  }

  const [user] = await tx.select().from(users).where(eq(users.uniqueId, userId)).limit(1);
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      orderDate: now,
      statusId: free ? PAID : UNPAID,
      paymentMethod: input.paymentMethod,
      subTotalFils: totals.subTotal,
      discountFils: totals.discount,
      totalAfterDiscountFils: totals.totalAfterDiscount,
      vatFils: totals.vat,
      totalFils: totals.total,
      voucherId: voucher?.id ?? null,
      voucherCode: voucher?.code ?? null,
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      companyName: buyer ? buyer.legalNameEn : (user?.companyName ?? null),
      trn: hasTrn ? trn : null,
      shippingAddress: shipping,
      // Pay later too: the confirmation and the deadline reminder carry the link to pay by card before the deadline.
      // A bank transfer is paid to the institute's account and marked paid by staff: no card link.
      paymentLinkToken: free || bankTransfer ? null : newPaymentLinkToken(),
      paymentReceivedDate: free ? now : null,
      paymentReceiveType: free ? 'Free' : null,
      idempotencyKey: `cart:${cart.id}:${items[items.length - 1]!.id}`,
      seatsHeld: programIds.length > 0,
    })
    .returning({ id: orders.id, uniqueId: orders.uniqueId });

  await insertLines(tx, order!.id, lines, amounts);
  if (buyer) {
    await recordBuyer(tx, order!.id, buyer, policy.team!.netDays);
    await createSeatsForOrder(tx, order!.id, buyer.id, now);
  } else await snapshotBilling(tx, order!.id, userId);
  await afterSubmitted(
    tx,
    {
      id: order!.id,
      uniqueId: order!.uniqueId,
      userId,
      unpaid: !free,
      holdsSeats: programIds.length > 0,
      // A bank transfer is due on its net terms, not by the pay-later deadline; a company's seats are its agents'
      // to attend, so the admin gets no calendar invitation.
      payByDeadline: !bankTransfer,
      invite: !buyer,
    },
    now,
    policy.holdHours,
  );
  await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  await tx.update(carts).set({ voucherCode: null, updatedAt: now }).where(eq(carts.id, cart.id));
  return { OrderUniqueID: order!.uniqueId, Total: aed(totals.total), dueDate: buyer?.dueDate ?? null };
}

/** Order lines: programs and other items first, then exams pointing at their program line (parent_id). */
async function insertLines(
  tx: Db,
  orderId: number,
  lines: PricedLine[],
  amounts: { unitPrice: number; discount: number; net: number; vat: number; total: number }[],
) {
  const row = (l: PricedLine, i: number, parentId: number | null) => ({
    orderId,
    itemType: l.item.itemType,
    itemId: l.item.itemId,
    parentId,
    diplomaLang: l.item.diplomaLang,
    nameEn: l.nameEn,
    nameAr: l.nameAr,
    unitPriceFils: amounts[i]!.unitPrice,
    discountFils: amounts[i]!.discount,
    netFils: amounts[i]!.net,
    vatFils: amounts[i]!.vat,
    totalFils: amounts[i]!.total,
    quantity: l.item.quantity,
  });
  const firsts = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.item.itemType !== 'exam');
  const programLine = new Map<number, number>();
  for (const { l, i } of firsts) {
    const [r] = await tx
      .insert(orderItems)
      .values(row(l, i, null))
      .returning({ id: orderItems.id });
    if (l.item.itemType === 'program') programLine.set(l.item.itemId, r!.id);
  }
  for (const [i, l] of lines.entries()) {
    if (l.item.itemType === 'exam')
      await tx.insert(orderItems).values(row(l, i, programLine.get(l.item.itemId) ?? null));
  }
}
