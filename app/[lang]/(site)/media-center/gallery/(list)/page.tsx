import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { GALLERY_PATH } from '@/lib/routes';
import { AlbumListPage } from '@/components/media/album-list-page';
import { pageParam } from '@/components/media/pagination';

// `?page=` makes the page dynamic; the albums come through the cached reader (no upstream call per view).

export async function generateMetadata({ params }: PageProps<'/[lang]/media-center/gallery'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'media' });
  return pageMetadata({ metaId: 'gallery', path: GALLERY_PATH, lang, fallbackTitle: t('gallery') });
}

export default async function GalleryPage({ params, searchParams }: PageProps<'/[lang]/media-center/gallery'>) {
  const { lang } = await pageParams(params);
  const page = pageParam((await searchParams).page);
  return <AlbumListPage type={1} page={page} lang={lang} path={GALLERY_PATH} />;
}
