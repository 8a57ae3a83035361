/**
 * How the upstream records the way an order was settled (Order.PaymentReceiveType). It stores a code, not a
 * sentence, so that the account pages and the PDFs can say it in the reader's language; a value we do not know
 * (an older order, another system) is shown as the upstream wrote it.
 */
const PAYMENT_RECEIVE_TYPES = ['Card', 'Free', 'Bulk'] as const;
export type PaymentReceiveType = (typeof PAYMENT_RECEIVE_TYPES)[number];

export function knownPaymentType(value: string | null | undefined): PaymentReceiveType | null {
  const code = value?.trim();
  return (PAYMENT_RECEIVE_TYPES as readonly string[]).includes(code ?? '') ? (code as PaymentReceiveType) : null;
}
