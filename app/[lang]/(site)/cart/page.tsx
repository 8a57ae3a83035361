import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { CART_NAMESPACES } from '@/lib/i18n/client-messages';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { CartPage } from '@/components/cart/cart-page';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata({ params }: PageProps<'/[lang]/cart'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'cart' });
  return { title: t('title'), description: t('metaDescription'), robots: { index: false, follow: true } };
}

/**
 * /{lang}/cart (docs/product/screens.md#cart): a static shell that reads no cookie (viewable without login); the cart
 * itself is a client component fed by SWR from the BFF (GET /api/cart).
 */
export default async function Page({ params }: PageProps<'/[lang]/cart'>) {
  await pageParams(params);
  const t = await getTranslations('cart');
  return (
    <>
      <PageHeader title={t('title')} band trail={[{ label: t('title') }]} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
        <ScopedIntl namespaces={CART_NAMESPACES}>
          <CartPage />
        </ScopedIntl>
      </div>
    </>
  );
}
