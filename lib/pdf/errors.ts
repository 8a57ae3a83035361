import { PAYMENT_STATUS_CREDIT, PAYMENT_STATUS_PAID } from './types';

/**
 * A document that does not apply to the order's state (receipt only when paid, credit note only for 4:
 * docs/product/states.md#payment-status).
 */
export class DocumentNotAvailableError extends Error {
  readonly code = 'document_not_available';
  constructor(
    readonly document: 'receipt' | 'credit-note',
    readonly paymentStatusId: number,
  ) {
    super(`No ${document} for an order in payment status ${paymentStatusId}`);
    this.name = 'DocumentNotAvailableError';
  }
}

/** The receipt applies only to a paid order (PaymentStatusID 2, docs/product/states.md#payment-status). */
export function assertReceiptAvailable(order: { PaymentStatusID: number }): void {
  if (Number(order.PaymentStatusID) !== PAYMENT_STATUS_PAID)
    throw new DocumentNotAvailableError('receipt', order.PaymentStatusID);
}

/** The credit note applies only to an order in credit or refund (PaymentStatusID 4). */
export function assertCreditNoteAvailable(order: { PaymentStatusID: number }): void {
  if (Number(order.PaymentStatusID) !== PAYMENT_STATUS_CREDIT)
    throw new DocumentNotAvailableError('credit-note', order.PaymentStatusID);
}
