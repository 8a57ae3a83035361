import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export type PaymentOutcome = 'success' | 'failed' | 'unknown';

/** An order id as it may travel in the provider's redirect: letters, digits, dash and underscore, 64 at most. */
export function safeOrderId(raw: unknown): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

export function paymentOutcome(raw: unknown): PaymentOutcome {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === 'success' || value === 'failed' ? value : 'unknown';
}

const TONE: Record<PaymentOutcome, string> = {
  success: 'border-seats-high text-seats-high',
  failed: 'border-seats-low text-seats-low',
  unknown: 'border-line text-primary',
};

/**
 * Payment status (spec 2, 8): success → a message and a view-order link to my-orders with id; failed →
 * 'Payment Failed' and a link back to my-orders to pay again. Reads only the query: no cookie.
 */
export async function PaymentStatus({ outcome, orderId }: { outcome: PaymentOutcome; orderId: string | null }) {
  const t = await getTranslations('payment');
  const tErrors = await getTranslations('errors');
  const orders = { pathname: '/my-account/my-orders', query: orderId ? { id: orderId } : {} } as const;
  const title =
    outcome === 'success' ? t('successTitle') : outcome === 'failed' ? tErrors('paymentFailed') : t('unknownTitle');
  const text = outcome === 'success' ? t('success') : outcome === 'failed' ? t('failed') : t('unknown');

  return (
    <section
      className={`mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border-t-4 bg-white px-6 py-10 text-center shadow-sm ${TONE[outcome]}`}
      data-testid="payment-status"
      data-status={outcome}
      role={outcome === 'failed' ? 'alert' : 'status'}
    >
      <svg
        viewBox="0 0 24 24"
        width={48}
        height={48}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" />
        {outcome === 'success' ? (
          <path d="M8 12.5l2.5 2.5L16 9.5" />
        ) : outcome === 'failed' ? (
          <path d="M9 9l6 6M15 9l-6 6" />
        ) : (
          <path d="M12 8v5M12 16h.01" />
        )}
      </svg>
      <h1 className="text-2xl font-bold text-primary" data-testid="payment-title">
        {title}
      </h1>
      <p className="text-base text-ink">{text}</p>
      {orderId && (
        <p className="text-sm text-muted" data-testid="payment-order">
          {t('orderNumber', { id: orderId })}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          href={orders}
          className="rounded-md bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700"
          data-testid="payment-orders-link"
        >
          {outcome === 'success' ? t('viewOrder') : outcome === 'failed' ? t('payAgain') : t('myOrders')}
        </Link>
        <Link
          href="/home"
          className="rounded-md border border-primary px-5 py-2.5 text-sm font-semibold text-primary hover:bg-primary-50"
        >
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
