import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WishlistScreen } from '@/components/wishlist/wishlist-screen';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-wishlist'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myWishlist') };
}

/** My Wishlist (a contract extension): Wishlist/get-wishlist. Per-user: read on the server with the session. */
export default async function Page({ params }: PageProps<'/[lang]/my-account/my-wishlist'>) {
  const { lang } = await pageParams(params);
  return <WishlistScreen lang={lang} />;
}
