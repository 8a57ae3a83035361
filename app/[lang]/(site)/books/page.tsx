import type { Metadata } from 'next';
import { StoreItemsPage } from '@/components/courses/store-items-page';
import { MemType } from '@/lib/contract/constants/media-types';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { BOOKS_PATH } from '@/lib/routes';

// Static per language, refreshed every 5 minutes (or by tag).
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/books'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  return pageMetadata({ lang, path: BOOKS_PATH, metaId: 'books' });
}

export default async function BooksPage({ params }: PageProps<'/[lang]/books'>) {
  const { lang } = await pageParams(params);
  return <StoreItemsPage lang={lang} type={MemType.Book} />;
}
