import { getTranslations } from 'next-intl/server';
import { siteHref } from '@/components/account/orders/links';
import type { PaymentState, PaymentStateKind } from '@/lib/commerce/payment-state';
import { Link } from '@/lib/i18n/navigation';
import { HOME_PATH, ordersPath } from '@/lib/routes';
import { StrokeSvg } from '@/components/ui/icons';

/** An order id as it may travel in the provider's redirect: letters, digits, dash and underscore, 64 at most. */
export function safeOrderId(raw: unknown): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

const TONE: Record<PaymentStateKind, string> = {
  paid: 'border-seats-high text-seats-high',
  failed: 'border-seats-low text-seats-low',
  pending: 'border-seats-mid text-seats-mid',
  cancelled: 'border-seats-low text-seats-low',
  refunded: 'border-line text-primary',
  unknown: 'border-line text-primary',
};

const ICON: Record<PaymentStateKind, string> = {
  paid: 'M8 12.5l2.5 2.5L16 9.5',
  failed: 'M9 9l6 6M15 9l-6 6',
  cancelled: 'M9 9l6 6M15 9l-6 6',
  pending: 'M12 7v5l3 2',
  refunded: 'M9 10h6a3 3 0 0 1 0 6h-2M9 10l2-2M9 10l2 2',
  unknown: 'M12 8v5M12 16h.01',
};

const BUTTON = 'rounded-md px-5 py-2.5 text-sm font-semibold';
const PRIMARY = `${BUTTON} bg-primary text-white hover:bg-primary-700`;
const SECONDARY = `${BUTTON} border border-primary text-primary hover:bg-primary-50`;

/**
 * Payment status (docs/product/screens.md#payment-status) of the order the provider sent the browser back with: its
 * real state (paid, awaiting payment, failed attempt, cancelled, refunded) from the upstream, its number (never the
 * internal id), a pay link while it is unpaid, and a link to my-orders with id. `signIn` is the login link for a
 * visitor, whose order cannot be read.
 */
export async function PaymentStatus({
  state,
  orderId,
  lang,
  signIn,
}: {
  state: PaymentState;
  orderId: string | null;
  lang: string;
  signIn: string | null;
}) {
  const t = await getTranslations('payment');
  const tErrors = await getTranslations('errors');
  const { kind } = state;
  const titles: Record<PaymentStateKind, string> = {
    paid: t('successTitle'),
    failed: tErrors('paymentFailed'),
    pending: t('pendingTitle'),
    cancelled: t('cancelledTitle'),
    refunded: t('refundedTitle'),
    unknown: t('unknownTitle'),
  };
  const texts: Record<PaymentStateKind, string> = {
    paid: t('success'),
    failed: t('failed'),
    pending: t('pending'),
    cancelled: t('cancelled'),
    refunded: t('refunded'),
    unknown: signIn ? t('signIn') : t('unknown'),
  };
  const orders = ordersPath(orderId);
  const payHref = siteHref(state.payLink, lang);

  return (
    <section
      className={`mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border-t-4 bg-white px-6 py-10 text-center shadow-sm ${TONE[kind]}`}
      data-testid="payment-status"
      data-status={kind}
      role={kind === 'failed' ? 'alert' : 'status'}
    >
      <StrokeSvg size={48}>
        <circle cx="12" cy="12" r="9" />
        <path d={ICON[kind]} />
      </StrokeSvg>
      <h1 className="text-2xl font-bold text-primary" data-testid="payment-title">
        {titles[kind]}
      </h1>
      <p className="text-base text-ink">{texts[kind]}</p>
      {state.orderNumber !== null && (
        <p className="text-sm text-muted" data-testid="payment-order">
          {t.rich('orderNumber', {
            id: `#${state.orderNumber}`,
            num: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
          })}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {payHref && (kind === 'pending' || kind === 'failed') && (
          <a href={payHref} className={PRIMARY} data-testid="payment-pay-link">
            {kind === 'failed' ? t('payAgain') : t('payNow')}
          </a>
        )}
        {signIn ? (
          <a href={signIn} className={PRIMARY} data-testid="payment-login-link">
            {t('login')}
          </a>
        ) : (
          <Link href={orders} className={payHref ? SECONDARY : PRIMARY} data-testid="payment-orders-link">
            {kind === 'paid' ? t('viewOrder') : t('myOrders')}
          </Link>
        )}
        <Link href={HOME_PATH} className={SECONDARY}>
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
