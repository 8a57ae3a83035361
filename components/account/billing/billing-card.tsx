import { getTranslations } from 'next-intl/server';
import type { BillingDetails } from '@/lib/contract';
import { BillingDetailsForm } from './billing-details-form';

/** My Profile's billing details (contract extension): what the customer's tax invoices print as the recipient. */
export async function BillingCard({ billing }: { billing: BillingDetails }) {
  const t = await getTranslations('tax.billing');
  return (
    <section
      aria-labelledby="billing-title"
      className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="billing-card"
    >
      <div>
        <h2 id="billing-title" className="text-base font-bold text-primary">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      </div>
      <BillingDetailsForm initial={billing} />
    </section>
  );
}
