import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { metaText, pageMetadata } from '@/lib/seo/metadata';
import { albumPath } from '@/lib/routes';
import { AlbumDetail } from '@/components/media/album-detail';
import { idParam } from '@/components/media/pagination';
import { pick } from '@/lib/i18n/pick';
import { routing } from '@/lib/i18n/routing';
import { getAlbum } from '@/lib/upstream/media';

const TYPE = 2;

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { lang } = await params;
  const id = idParam((await searchParams).id);
  if (!hasLocale(routing.locales, lang) || id === null) return {};
  const [result, t] = await Promise.all([getAlbum(id, TYPE), getTranslations({ locale: lang, namespace: 'media' })]);
  if (!result.ok) return { title: t('videoAlbum') };
  const album = result.data.album;
  return pageMetadata({
    metaId: 'videos',
    path: albumPath(album),
    lang,
    title: pick(album, 'AlbumTitle', lang),
    description: metaText(pick(album, 'AlbumDescription', lang)) || undefined,
    image: album.AlbumCover,
  });
}

export default async function VideoAlbumPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return <AlbumDetail type={TYPE} id={idParam((await searchParams).id)} lang={lang} />;
}
