import { getTranslations } from 'next-intl/server';
import { knownPaymentType } from '@/lib/commerce/payment-types';
import { Detail, DocLink } from '@/components/account/items/screen';
import { addressLines } from '@/lib/commerce/billing-address';
import { orderLines, orderTotals } from '@/lib/commerce/order-lines';
import { formatMoney } from '@/lib/money';
import { RICH_TEXT } from '@/components/ui/rich-text';
import { SafeHtml } from '@/components/ui/safe-html';
import { PaymentStatus } from '@/lib/contract/constants/payment';
import type { OrderLine, OrderWithLines } from '@/lib/contract/entities/order';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { siteHref } from './links';
import { EInvoiceLinks } from './e-invoice-links';
import { StatusBadge } from './status-badge';
import { ordersPath } from '@/lib/routes';

function lineDates(line: OrderLine, lang: string): string | null {
  if (!line.StartDate_DESC) return null;
  const start = formatLongDate(line.StartDate_DESC, lang);
  const end = line.EndDate_DESC ? formatLongDate(line.EndDate_DESC, lang) : start;
  return start === end ? start : `${start} – ${end}`;
}

/** One order (my-orders/order): its lines and totals exactly as the upstream computed them. */
export async function OrderDetail({ data, lang }: { data: OrderWithLines; lang: string }) {
  const t = await getTranslations('account.order');
  const to = await getTranslations('account.orders');
  const { order, items } = data;
  const paymentType = knownPaymentType(order.PaymentReceiveType);
  const paidBy = paymentType ? t(`paymentTypes.${paymentType}`) : order.PaymentReceiveType?.trim();
  const invoice = siteHref(order.Invoice, lang);
  const receipt = order.PaymentStatusID === PaymentStatus.Paid ? siteHref(order.Receipt, lang) : null;
  const creditNote = order.PaymentStatusID === PaymentStatus.CreditOrRefund ? siteHref(order.CreditNote, lang) : null;
  const payLink = siteHref(order.PaymentLink, lang);
  const name = [order.FirstName, order.LastName].filter(Boolean).join(' ');
  const trn = order.TRN && order.TRN !== '-' ? order.TRN : null;
  const tt = await getTranslations('tax.order');
  const money = (fils: number) => formatMoney(fils, lang === 'ar' ? 'ar' : 'en');
  // The same lines and totals as the tax invoice: each line's discount, net and VAT add up to the totals.
  const lines = orderLines(order, items);
  const sums = orderTotals(order, lines);
  const discounted = lines.some((l) => l.discount !== 0);
  const totals: [string, number, boolean?][] = [
    [t('subTotal'), sums.subTotal],
    ...(discounted
      ? ([
          [t('discount'), -sums.discount],
          [t('totalAfterDiscount'), sums.totalAfterDiscount],
        ] as [string, number][])
      : []),
    [t('vat'), sums.vat],
    [t('total'), sums.total, true],
  ];

  return (
    <div className="space-y-5" data-testid="order-detail" data-order-id={order.OrderID}>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm">
        <dl className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-4">
          <Detail label={to('date')}>
            <time dateTime={isoDay(order.OrderDate)}>{formatLongDate(order.OrderDate, lang)}</time>
          </Detail>
          <Detail label={to('status')}>
            <StatusBadge statusId={order.PaymentStatusID} title={pick(order, 'PaymentStatusTitle', lang)} />
          </Detail>
          {name && <Detail label={t('billedTo')}>{name}</Detail>}
          {order.CompanyName && <Detail label={t('company')}>{order.CompanyName}</Detail>}
          {order.BillingAddress && (
            <Detail label={tt('billingAddress')}>
              <span className="block" data-testid="order-billing-address">
                {addressLines(order.BillingAddress, lang === 'ar' ? 'ar' : 'en').map((l, i) => (
                  <span key={i} className="block">
                    {l}
                  </span>
                ))}
              </span>
            </Detail>
          )}
          {order.TradeLicenseNumber && (
            <Detail label={tt('tradeLicence')}>
              <span dir="ltr">{order.TradeLicenseNumber}</span>
            </Detail>
          )}
          {trn && (
            <Detail label={t('trn')}>
              <span dir="ltr">{trn}</span>
            </Detail>
          )}
          {order.PaymentReceivedDate && (
            <Detail label={t('paidOn')}>{formatLongDate(order.PaymentReceivedDate, lang)}</Detail>
          )}
          {paidBy && <Detail label={t('paidBy')}>{paidBy}</Detail>}
          {order.RefundDate && <Detail label={t('refundedOn')}>{formatLongDate(order.RefundDate, lang)}</Detail>}
        </dl>
      </div>

      <section aria-labelledby="order-items" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <h2 id="order-items" className="mb-3 text-lg font-bold text-primary">
          {t('items')}
        </h2>
        <ul className="divide-y divide-line" data-testid="order-lines">
          {lines.map((shown) => {
            const line = shown.source;
            const dates = line && lineDates(line, lang);
            const location = line && pick(line, 'CourseLocation', lang);
            const languages = line && pick(line, 'CourseLanguages', lang);
            const courseType = line && pick(line, 'CourseType', lang);
            const timing = line && pick(line, 'CourseTiming', lang);
            return (
              <li
                key={shown.index}
                className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:justify-between"
                data-testid="order-line"
                data-kind={shown.kind}
              >
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="font-semibold text-ink">
                    {line ? pick(line, 'ItemName', lang) : shown.kind !== 'item' && tt(`charges.${shown.kind}`)}
                  </p>
                  {line && <p className="text-xs font-medium text-muted">{t(`types.${line.ItemType}`)}</p>}
                  {(dates || location || languages || courseType || timing) && (
                    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                      {courseType && <Detail label={t('courseType')}>{courseType}</Detail>}
                      {dates && <Detail label={t('dates')}>{dates}</Detail>}
                      {languages && <Detail label={t('languages')}>{languages}</Detail>}
                      {location && <Detail label={t('location')}>{location}</Detail>}
                      {timing && (
                        <Detail label={t('timing')} wide>
                          <SafeHtml html={timing} className={`${RICH_TEXT.courseSmall} font-normal`} />
                        </Detail>
                      )}
                    </dl>
                  )}
                </div>
                <dl
                  className="grid shrink-0 grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-1 sm:text-end"
                  data-testid="order-line-amounts"
                >
                  <Detail
                    label={shown.quantity > 1 ? tt('unitPriceTimes', { qty: String(shown.quantity) }) : t('price')}
                  >
                    <span data-amount="unit">{money(shown.unitPrice)}</span>
                  </Detail>
                  {discounted && (
                    <Detail label={tt('discount')}>
                      <span data-amount="discount">{money(-shown.discount)}</span>
                    </Detail>
                  )}
                  {discounted && (
                    <Detail label={tt('net')}>
                      <span data-amount="net">{money(shown.net)}</span>
                    </Detail>
                  )}
                  <Detail label={t('tax')}>
                    <span data-amount="vat">{money(shown.vat)}</span>
                  </Detail>
                  <Detail label={tt('amount')}>
                    <span data-amount="total">{money(shown.total)}</span>
                  </Detail>
                </dl>
              </li>
            );
          })}
        </ul>
        <dl
          className="mt-4 space-y-1.5 border-t border-line pt-4 text-sm sm:ms-auto sm:max-w-xs"
          data-testid="order-totals"
        >
          {totals.map(([label, amount, strong]) => (
            <div
              key={label}
              className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-2 text-base font-bold text-primary' : 'text-ink'}`}
            >
              <dt>{label}</dt>
              <dd className="font-semibold">{money(amount)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="flex flex-wrap items-center gap-2">
        {invoice && (
          <DocLink href={invoice} testId="order-invoice">
            {to('invoice')}
          </DocLink>
        )}
        <EInvoiceLinks order={order} lang={lang} />
        {receipt && (
          <DocLink href={receipt} testId="order-receipt">
            {to('receipt')}
          </DocLink>
        )}
        {creditNote && (
          <DocLink href={creditNote} testId="order-credit-note">
            {to('creditNote')}
          </DocLink>
        )}
        {payLink && (
          <a
            href={payLink}
            className="inline-flex items-center rounded-lg bg-accent px-3 py-1.5 text-sm font-semibold text-primary hover:bg-accent-600"
            data-testid="order-pay"
          >
            {to('payNow')}
          </a>
        )}
        <Link
          href={ordersPath(order.OrderID)}
          className="ms-auto text-sm font-semibold text-secondary underline-offset-4 hover:underline"
          data-testid="order-back"
        >
          {t('back')}
        </Link>
      </div>
    </div>
  );
}
