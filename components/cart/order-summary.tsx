'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatAed } from '@/components/catalog/money';
import type { CartSummary } from '@/lib/contract';

/**
 * The upstream's summary (docs/product/screens.md#cart): sub total, discount, total after discount, VAT, total.
 * Formatted only.
 */
export function OrderSummary({ summary }: { summary: CartSummary }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const rows: [string, 'SubTotal' | 'Discount' | 'TotalAfterDiscount' | 'VAT', string][] = [
    [t('subTotal'), 'SubTotal', 'summary-subtotal'],
    [t('discount'), 'Discount', 'summary-discount'],
    [t('totalAfterDiscount'), 'TotalAfterDiscount', 'summary-after-discount'],
    [t('vat'), 'VAT', 'summary-vat'],
  ];
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-xl border border-line bg-white p-5 shadow-sm"
      data-testid="order-summary"
    >
      <h2
        id="order-summary-title"
        className="mb-3 flex items-baseline justify-between gap-2 text-lg font-semibold text-primary"
      >
        {t('summary')}
        <span className="text-sm font-normal text-muted" data-testid="summary-count">
          {t('itemCount', { count: summary.CNT })}
        </span>
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map(([label, field, testId]) => (
          <div key={field} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium text-ink" data-testid={testId} data-value={summary[field]}>
              {field === 'Discount' && summary.Discount > 0 ? '− ' : ''}
              {formatAed(summary[field], locale)}
            </dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold text-primary">{t('total')}</dt>
          <dd className="font-bold text-primary" data-testid="summary-total" data-value={summary.Total}>
            {formatAed(summary.Total, locale)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
