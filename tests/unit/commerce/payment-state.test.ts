import type { Order } from '@/lib/contract';
import { payLinkUrl } from '@/lib/commerce/payment';
import { paymentState, reportedOutcome } from '@/lib/commerce/payment-state';

/** An order as Cart/get-order answers it; only the fields the status page reads matter here. */
function order(PaymentStatusID: number, PaymentLink: string | null = null): Order {
  return {
    OrderID: 100021,
    OrderUniqueID: '5f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
    OrderDate: '2026-11-20T10:00:00.000Z',
    OrderTotal: 105,
    PaymentStatusID,
    PaymentStatusTitle_en: '',
    PaymentStatusTitle_ar: '',
    PaymentLink,
    Invoice: null,
    Receipt: null,
    CreditNote: null,
    FirstName: 'A',
    LastName: 'B',
    CompanyName: null,
    TRN: null,
    SubTotal: 100,
    Discount: 0,
    TotalAfterDiscount: 100,
    VAT: 5,
    PaymentReceivedDate: null,
    PaymentReceiveType: null,
    RefundDate: null,
  };
}

describe('payment status page: the order decides, never the address bar', () => {
  it('an unpaid order reported as "success" is awaiting payment, with its pay link', () => {
    expect(paymentState(order(1, '/payment-link/tok'), 'success')).toEqual({
      kind: 'pending',
      orderNumber: 100021,
      payLink: '/payment-link/tok',
    });
    expect(paymentState(order(1, null), null).kind).toBe('pending');
  });

  it('an unpaid order after a failed attempt is "failed"; a paid one is "paid" whatever the query says', () => {
    expect(paymentState(order(1, '/payment-link/tok'), 'failed').kind).toBe('failed');
    expect(paymentState(order(2), 'failed')).toEqual({ kind: 'paid', orderNumber: 100021, payLink: null });
  });

  it('cancelled and refunded orders say so; no order (unknown, foreign, unreadable) is "unknown"', () => {
    expect(paymentState(order(3), 'success').kind).toBe('cancelled');
    expect(paymentState(order(4), 'success').kind).toBe('refunded');
    expect(paymentState(order(9), 'success').kind).toBe('unknown');
    expect(paymentState(null, 'success')).toEqual({ kind: 'unknown', orderNumber: null, payLink: null });
  });

  it('only the provider words count as a reported outcome', () => {
    expect(reportedOutcome('success')).toBe('success');
    expect(reportedOutcome(['failed', 'success'])).toBe('failed');
    expect(reportedOutcome('paid')).toBeNull();
    expect(reportedOutcome(undefined)).toBeNull();
  });
});

describe('payLinkUrl keeps the page language', () => {
  it.each(['en', 'ar'] as const)('%s', (lang) => {
    const url = new URL(payLinkUrl('tok_123', lang));
    expect(url.pathname).toBe('/payment/pay-link');
    expect(url.searchParams.get('id')).toBe('tok_123');
    expect(url.searchParams.get('lang')).toBe(lang);
    expect(url.searchParams.get('env')).toBe('test');
  });
});
