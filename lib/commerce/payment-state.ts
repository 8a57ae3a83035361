import { PaymentStatus, type Order } from '@/lib/contract';

/**
 * What the payment status page (/{lang}/payment) says. The provider's redirect (`status`, `oid`) only tells
 * which order to look at: the state shown is the order's own, read from the upstream (Cart/get-order with the
 * session), so a hand-made `?status=success` can never announce a payment that did not happen.
 */
export type PaymentStateKind = 'paid' | 'pending' | 'failed' | 'cancelled' | 'refunded' | 'unknown';

export type PaymentState = {
  kind: PaymentStateKind;
  /** The order's number (OrderID), the one printed on its documents; null when no order was read. */
  orderNumber: number | null;
  /** The order's pay link (unpaid orders), as the upstream gives it; null otherwise. */
  payLink: string | null;
};

const UNKNOWN: PaymentState = { kind: 'unknown', orderNumber: null, payLink: null };

/** Only the provider's two words count; anything else is "no attempt reported". */
export function reportedOutcome(raw: unknown): 'success' | 'failed' | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === 'success' || value === 'failed' ? value : null;
}

/**
 * The state of `order` (null: not found, not the caller's, or not readable). An unpaid order is 'failed' when the
 * provider reported a failed attempt, else 'pending' (a pay-later order, or a success the provider has not
 * confirmed): both offer the pay link.
 */
export function paymentState(order: Order | null, reported: 'success' | 'failed' | null): PaymentState {
  if (!order) return UNKNOWN;
  const base = { orderNumber: order.OrderID, payLink: null };
  switch (order.PaymentStatusID) {
    case PaymentStatus.Paid:
      return { ...base, kind: 'paid' };
    case PaymentStatus.Unpaid:
      return { ...base, kind: reported === 'failed' ? 'failed' : 'pending', payLink: order.PaymentLink };
    case PaymentStatus.Cancelled:
      return { ...base, kind: 'cancelled' };
    case PaymentStatus.CreditOrRefund:
      return { ...base, kind: 'refunded' };
    default:
      return { ...base, kind: 'unknown' };
  }
}
