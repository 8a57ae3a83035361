import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { CART_NAMESPACES } from '@/lib/i18n/client-messages';
import { CartPage } from '@/components/cart/cart-page';
import { PageHeader } from '@/components/courses/page-header';
import { routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'cart' });
  return { title: t('title'), description: t('metaDescription'), robots: { index: false, follow: true } };
}

/**
 * /{lang}/cart (docs/product/screens.md#cart): a static shell that reads no cookie (viewable without login); the cart
 * itself is a client component fed by SWR from the BFF (GET /api/cart).
 */
export default async function Page({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations('cart');
  return (
    <>
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('title') }]} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
        <ScopedIntl namespaces={CART_NAMESPACES}>
          <CartPage />
        </ScopedIntl>
      </div>
    </>
  );
}
