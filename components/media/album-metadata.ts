import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { AlbumTypeId } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { routing } from '@/lib/i18n/routing';
import { albumPath } from '@/lib/routes';
import { metaText, pageMetadata } from '@/lib/seo/metadata';
import { getAlbum } from '@/lib/upstream/media';

/** An album id from its route segment (lib/media/album-rewrites.ts lets only 1-9 digits through). */
export function albumId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** The album's own title, description and cover; its canonical URL is the spec's `?id=` form. */
export async function albumMetadata(type: AlbumTypeId, lang: string, rawId: string): Promise<Metadata> {
  const id = albumId(rawId);
  if (!hasLocale(routing.locales, lang) || id === null) return {};
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
