'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useBilling } from '@/lib/bff/hooks/billing';
import { BillingDetailsForm } from './billing-details-form';

/**
 * At checkout: the customer's billing details, folded under "Tax invoice details (optional)", to give or change them
 * before ordering (they are saved to the profile; the order copies them when it is submitted). `onTrn` hands the
 * saved TRN to the checkout's TRN field. Hidden when the upstream has no billing details (or cannot be read).
 */
export function BillingAtCheckout({ onTrn }: { onTrn: (trn: string) => void }) {
  const t = useTranslations('tax.billing');
  const lang = useLocale();
  const { data, mutate } = useBilling(lang);
  useEffect(() => {
    if (data?.TRN) onTrn(data.TRN);
  }, [data?.TRN, onTrn]);
  if (!data && data !== null) return null; // loading or failed: the checkout works without it
  if (data === null) return null; // no billing details on this API
  return (
    <details className="group rounded-xl border border-line bg-white p-5 shadow-sm" data-testid="checkout-billing">
      <summary className="flex cursor-pointer list-none flex-wrap items-start justify-between gap-3">
        <span className="flex min-w-0 flex-col break-words">
          <span className="font-semibold text-primary">{t('checkoutTitle')}</span>
          <span className="text-sm text-muted">{t('checkoutHint')}</span>
        </span>
        <span className="shrink-0 text-sm font-semibold text-secondary underline group-open:hidden">
          {t('checkoutEdit')}
        </span>
      </summary>
      <div className="mt-4">
        <BillingDetailsForm
          initial={data}
          compact
          onSaved={(billing) => {
            void mutate(billing, { revalidate: false });
            if (billing.TRN) onTrn(billing.TRN);
          }}
        />
      </div>
    </details>
  );
}
