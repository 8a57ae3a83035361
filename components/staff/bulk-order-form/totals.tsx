import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatBulkAmount } from '@/lib/money/format';
import type { BulkOrderTotals } from '@/lib/money/vat';

/** Sub total, VAT and total of one order, and the grand total of all of them once students are chosen. */
export function BulkTotals({ lang, totals, count }: { lang: AppLocale; totals: BulkOrderTotals; count: number }) {
  const t = useTranslations('documents.bulkOrder');
  const money = (fils: number) => formatBulkAmount(fils, lang);
  return (
    <dl
      className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-sand p-3 text-sm sm:col-span-2"
      data-testid="bulk-totals"
    >
      <dt className="text-muted">{t('subTotal')}</dt>
      <dd className="text-end font-medium tabular-nums" data-testid="bulk-subtotal">
        {money(totals.subTotal)}
      </dd>
      <dt className="text-muted">{t('vat')}</dt>
      <dd className="text-end font-medium tabular-nums" data-testid="bulk-vat">
        {money(totals.vat)}
      </dd>
      <dt className="font-semibold text-primary">{t('total')}</dt>
      <dd className="text-end font-semibold tabular-nums text-primary" data-testid="bulk-total">
        {money(totals.total)}
      </dd>
      {count > 0 && (
        <>
          <dt className="text-muted">{t('grandTotal', { count })}</dt>
          <dd className="text-end font-medium tabular-nums" data-testid="bulk-grand-total">
            {money(totals.total * count)}
          </dd>
        </>
      )}
    </dl>
  );
}
