import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { WishlistScreen } from '@/components/wishlist/wishlist-screen';
import { routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myWishlist') };
}

/** My Wishlist (a contract extension): Wishlist/get-wishlist. Per-user: read on the server with the session. */
export default async function Page({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return <WishlistScreen lang={lang} />;
}
