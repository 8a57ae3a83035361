import { getTranslations } from 'next-intl/server';
import { Detail, DocLink } from '@/components/account/items/screen';
import { formatAed } from '@/components/catalog/money';
import { PaymentStatus } from '@/lib/contract/constants/payment';
import type { Order } from '@/lib/contract/entities/order';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { matchesOrderId, siteHref } from './links';
import { ScrollToOrder } from './scroll-to-order';
import { EInvoiceLinks } from './e-invoice-links';
import { StatusBadge } from './status-badge';
import { orderPath } from '@/lib/routes';

const orderAnchor = (order: Pick<Order, 'OrderID'>) => `order-${order.OrderID}`;

/**
 * My Orders (docs/product/screens.md#my-account): the invoices, newest first, each with its number, date, total and
 * status, and links to the invoice, the receipt (paid only), the credit note (credit or refund only) and the payment
 * link when one exists. `highlight` (the page's ?id=, an OrderID or OrderUniqueID) marks one order and scrolls to it.
 */
export async function OrdersList({
  orders,
  lang,
  highlight,
}: {
  orders: Order[];
  lang: string;
  highlight?: string | null;
}) {
  const t = await getTranslations('account.orders');
  const target = orders.find((o) => matchesOrderId(o, highlight));
  return (
    <>
      <ol className="space-y-4" data-testid="orders-list">
        {orders.map((order) => {
          const current = order === target;
          const invoice = siteHref(order.Invoice, lang);
          const receipt = order.PaymentStatusID === PaymentStatus.Paid ? siteHref(order.Receipt, lang) : null;
          const creditNote =
            order.PaymentStatusID === PaymentStatus.CreditOrRefund ? siteHref(order.CreditNote, lang) : null;
          const payLink = siteHref(order.PaymentLink, lang);
          return (
            <li key={order.OrderUniqueID}>
              <article
                id={orderAnchor(order)}
                tabIndex={current ? -1 : undefined}
                aria-current={current ? 'true' : undefined}
                aria-labelledby={`${orderAnchor(order)}-title`}
                data-testid="order-card"
                data-order-id={order.OrderID}
                className={`scroll-mt-28 rounded-2xl border bg-white p-5 shadow-sm focus:outline-none ${current ? 'border-accent ring-2 ring-accent' : 'border-line'}`}
              >
                <header className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`${orderAnchor(order)}-title`} className="text-lg font-bold text-primary">
                    {t('orderNumber')} <span dir="ltr">#{order.OrderID}</span>
                  </h2>
                  <StatusBadge statusId={order.PaymentStatusID} title={pick(order, 'PaymentStatusTitle', lang)} />
                </header>
                {current && <p className="sr-only">{t('requested')}</p>}
                <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
                  <Detail label={t('date')}>
                    <time dateTime={isoDay(order.OrderDate)}>{formatLongDate(order.OrderDate, lang)}</time>
                  </Detail>
                  <Detail label={t('total')}>{formatAed(order.OrderTotal, lang)}</Detail>
                  <Detail label={t('status')}>{pick(order, 'PaymentStatusTitle', lang)}</Detail>
                </dl>
                <div
                  className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4"
                  aria-label={t('documents')}
                  role="group"
                >
                  <Link
                    href={orderPath(order.OrderID)}
                    className="inline-flex items-center rounded-lg bg-primary px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-700"
                    data-testid="order-details"
                  >
                    {t('details')}
                  </Link>
                  {invoice && (
                    <DocLink href={invoice} testId="order-invoice">
                      {t('invoice')}
                    </DocLink>
                  )}
                  <EInvoiceLinks order={order} lang={lang} />
                  {receipt && (
                    <DocLink href={receipt} testId="order-receipt">
                      {t('receipt')}
                    </DocLink>
                  )}
                  {creditNote && (
                    <DocLink href={creditNote} testId="order-credit-note">
                      {t('creditNote')}
                    </DocLink>
                  )}
                  {payLink && (
                    <a
                      href={payLink}
                      className="inline-flex items-center rounded-lg bg-accent px-3 py-1.5 text-sm font-semibold text-primary hover:bg-accent-600"
                      data-testid="order-pay"
                    >
                      {t('payNow')}
                    </a>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ol>
      <ScrollToOrder targetId={target ? orderAnchor(target) : null} />
    </>
  );
}
