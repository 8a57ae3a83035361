import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PaymentStatus, paymentOutcome, safeOrderId } from '@/components/cart/payment-status';
import { routing } from '@/lib/i18n/routing';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ status?: string | string[]; oid?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'payment' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /{lang}/payment?status=success|failed&oid=… : where the card-payment provider sends the browser back.
 * Rendered per request from the query (never cached), reads no cookie.
 */
export default async function Page({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const { status, oid } = await searchParams;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-16">
      <PaymentStatus outcome={paymentOutcome(status)} orderId={safeOrderId(oid)} />
    </div>
  );
}
