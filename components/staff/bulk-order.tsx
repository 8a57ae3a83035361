'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import type { BulkDataAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer } from '@/lib/bff/client';
import { BulkOrderForm } from './bulk-order-form/form';

type Lang = 'en' | 'ar';

const ENDPOINT = '/api/staff/bulk-order';

async function fetchData(url: string): Promise<BulkDataAnswer> {
  const { status, body } = await fetchAnswer<BulkDataAnswer>(url);
  if (!body || typeof body !== 'object' || !('ok' in body)) throw new Error(`bulk-order data: HTTP ${status}`);
  return body;
}

/**
 * The staff bulk-order screen (docs/product/screens.md#bulk-order): course → program (price option) → prices,
 * 'With Exam', totals with 5% VAT of (program + exam) in 1 to 2 decimals, 'Mark as PAID', a student search and
 * the two lists; CREATE (n) ORDERS posts to the staff BFF, then '{n} Orders Generated' and a reload after 2 s,
 * or 'Operation Failed' with the server's text.
 */
export function BulkOrder({ lang }: { lang: Lang }) {
  const t = useTranslations('documents.bulkOrder');
  const { data, error, isLoading } = useSWR(`${ENDPOINT}?lang=${lang}`, fetchData, { revalidateOnFocus: false });

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
  return <BulkOrderForm lang={lang} data={data} endpoint={ENDPOINT} />;
}
