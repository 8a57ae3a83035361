'use client';

import { useTranslations } from 'next-intl';
import { BULK_ORDER_API, useBulkOrderData } from '@/lib/bff/hooks/bulk-order';
import { BulkOrderForm } from './bulk-order-form/form';

type Lang = 'en' | 'ar';

/**
 * The staff bulk-order screen (docs/product/screens.md#bulk-order): course → program (price option) → prices,
 * 'With Exam', totals with 5% VAT of (program + exam) in 1 to 2 decimals, 'Mark as PAID', a student search and
 * the two lists; CREATE (n) ORDERS posts to the staff BFF, then '{n} Orders Generated' and a reload after 2 s,
 * or 'Operation Failed' with the server's text.
 */
export function BulkOrder({ lang }: { lang: Lang }) {
  const t = useTranslations('documents.bulkOrder');
  const { data, error, isLoading } = useBulkOrderData(lang);

  if (isLoading)
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  if (error || !data)
    return (
      <p role="alert" className="text-seats-low">
        {t('loadFailed')}
      </p>
    );
  if (!data.ok) {
    return (
      <p role="alert" className="text-seats-low font-semibold">
        {data.error === 'documents.bulkOrder.notAuthorized' ? t('notAuthorized') : t('loadFailed')}
      </p>
    );
  }
  return <BulkOrderForm lang={lang} data={data} endpoint={BULK_ORDER_API} />;
}
