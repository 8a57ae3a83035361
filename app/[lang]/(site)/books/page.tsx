import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { StoreItemsPage } from '@/components/courses/store-items-page';
import { MemType } from '@/lib/contract/constants/media-types';
import { pageMetadata } from '@/lib/seo/metadata';
import { routing } from '@/lib/i18n/routing';
import { BOOKS_PATH } from '@/lib/routes';

// Static per language, refreshed every 5 minutes (or by tag).
export const revalidate = 300;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  return pageMetadata({ lang, path: BOOKS_PATH, metaId: 'books' });
}

export default async function BooksPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return <StoreItemsPage lang={lang} type={MemType.Book} />;
}
