import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AlbumTypeId } from '@/lib/contract';
import { routeId } from '@/lib/courses/course-list-route';
import { pick } from '@/lib/i18n/pick';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { albumPath } from '@/lib/routes';
import { metaText, pageMetadata } from '@/lib/seo/metadata';
import { getAlbum } from '@/lib/upstream/media';
import { AlbumDetail } from './album-detail';

/** The props of the album routes, `…/photo-album/[id]` and `…/video-album/[id]` (lib/media/album-rewrites.ts). */
export type AlbumRouteProps = { params: Promise<{ lang: string; id: string }> };

/** The album's own title, description and cover; its canonical URL is the spec's `?id=` form. */
export async function albumMetadata(type: AlbumTypeId, { params }: AlbumRouteProps): Promise<Metadata> {
  const { lang, id: rawId } = await metadataParams(params);
  const id = routeId(rawId);
  if (!lang || id === null) return {};
  const [result, t] = await Promise.all([getAlbum(id, type), getTranslations({ locale: lang, namespace: 'media' })]);
  if (!result.ok) return { title: type === 2 ? t('videoAlbum') : t('photoAlbum') };
  const album = result.data.album;
  return pageMetadata({
    metaId: type === 2 ? 'videos' : 'gallery',
    path: albumPath(album),
    lang,
    title: pick(album, 'AlbumTitle', lang),
    description: metaText(pick(album, 'AlbumDescription', lang)) || undefined,
    image: album.AlbumCover,
  });
}

/** The page of either album route. */
export async function AlbumRoute({ type, params }: AlbumRouteProps & { type: AlbumTypeId }) {
  const { lang, id } = await pageParams(params);
  return <AlbumDetail type={type} id={routeId(id)} lang={lang} />;
}
