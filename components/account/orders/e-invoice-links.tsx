import { getTranslations } from 'next-intl/server';
import { DocLink } from '@/components/account/items/screen';
import { PaymentStatus } from '@/lib/contract/constants/payment';
import type { Order } from '@/lib/contract/entities/order';
import { siteHref } from './links';

/**
 * The e-invoice XML (PINT AE) next to the invoice and credit note PDFs, when the upstream issues e-invoices (the
 * contract extension's EInvoice / ECreditNote links; absent on an API without them, so nothing shows).
 */
export async function EInvoiceLinks({ order, lang }: { order: Order; lang: string }) {
  const t = await getTranslations('tax.eInvoice');
  const invoice = siteHref(order.EInvoice, lang);
  const creditNote = order.PaymentStatusID === PaymentStatus.CreditOrRefund ? siteHref(order.ECreditNote, lang) : null;
  return (
    <>
      {invoice && (
        <DocLink href={invoice} testId="order-e-invoice">
          {t('invoice')}
        </DocLink>
      )}
      {creditNote && (
        <DocLink href={creditNote} testId="order-e-credit-note">
          {t('creditNote')}
        </DocLink>
      )}
    </>
  );
}
