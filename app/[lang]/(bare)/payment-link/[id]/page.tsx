import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RedirectNow } from '@/components/cart/redirect-now';
import { payLinkUrl } from '@/lib/commerce/payment';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

/** A pay-link token: letters, digits, dash and underscore (128 at most). */
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

export async function generateMetadata({ params }: PageProps<'/[lang]/payment-link/[id]'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'payment' });
  return { title: t('redirecting'), robots: { index: false, follow: false } };
}

/**
 * /{lang}/payment-link/{id} (docs/product/screens.md#payment-link): no header, footer or chat (bare route group); shows
 * 'Redirecting...' and sends the browser to the provider's pay-link endpoint with id and env (prod in production
 * builds, else test).
 */
export default async function Page({ params }: PageProps<'/[lang]/payment-link/[id]'>) {
  const { lang, id } = await pageParams(params);
  if (!TOKEN.test(id)) notFound();
  const t = await getTranslations('payment');
  const target = payLinkUrl(id, lang);
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center"
      data-testid="payment-link"
    >
      <div aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-line border-t-primary" />
      <p role="status" className="text-lg font-semibold text-primary">
        {t('redirecting')}
      </p>
      <p className="text-sm text-muted">{t('redirectHint')}</p>
      <a href={target} className="font-semibold text-secondary underline" data-testid="payment-link-continue">
        {t('continue')}
      </a>
      <RedirectNow to={target} />
    </div>
  );
}
