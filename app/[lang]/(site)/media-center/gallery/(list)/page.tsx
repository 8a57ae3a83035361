import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { GALLERY_PATH } from '@/lib/routes';
import { AlbumListPage } from '@/components/media/album-list-page';
import { pageParam } from '@/components/media/pagination';
import { routing } from '@/lib/i18n/routing';

// `?page=` makes the page dynamic; the albums come through the cached reader (no upstream call per view).
type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'media' });
  return pageMetadata({ metaId: 'gallery', path: GALLERY_PATH, lang, fallbackTitle: t('gallery') });
}

export default async function GalleryPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const page = pageParam((await searchParams).page);
  return <AlbumListPage type={1} page={page} lang={lang} path={GALLERY_PATH} />;
}
