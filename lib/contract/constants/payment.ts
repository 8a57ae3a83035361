/** Payment methods of Cart/submit-order (docs/product/constants.md#type-values). Default: online. */
export const PAYMENT_METHODS = ['online', 'pay_later'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Order PaymentStatusID values. 2 (paid) and 4 (credit/refund) are the institute's
 * (docs/product/states.md#payment-status); 1 (unpaid / awaiting payment) and 3 (cancelled) are OUR ASSUMPTIONS (the
 * spec does not show other ids).
 */
export const PaymentStatus = {
  Unpaid: 1,
  Paid: 2,
  Cancelled: 3,
  CreditOrRefund: 4,
} as const;
