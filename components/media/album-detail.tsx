import { getTranslations } from 'next-intl/server';
import { FileImage } from '@/components/catalog/file-image';
import { VideoEmbed } from '@/components/editorial/video-embed';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { NotFoundHere } from '@/components/layout/not-found-here';
import { GALLERY_PATH, MEDIA_CENTER_PATH, VIDEOS_PATH } from '@/lib/routes';
import { RICH_TEXT } from '@/components/ui/rich-text';
import { ErrorState } from '@/components/ui/error-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { PHOTO_LIST_SEPARATOR, type AlbumTypeId } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { isEmptyFileId } from '@/lib/images/loader';
import { getAlbum } from '@/lib/upstream/media';
import { AlbumGrid } from './album-card';

/** The photos of an album: AlbumPhotos split on '###' (docs/product/constants.md#type-values), empty ids dropped. */
function albumPhotos(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(PHOTO_LIST_SEPARATOR)
    .map((id) => id.trim())
    .filter((id) => !isEmptyFileId(id));
}

/**
 * Video album (player from VideoUrl's `v` parameter, description, other albums) or photo album (cover,
 * description, photos, other albums). Unknown id → 404 (NotFoundHere: the album routes are ISR).
 */
export async function AlbumDetail({ type, id, lang }: { type: AlbumTypeId; id: number | null; lang: string }) {
  if (id === null) return <NotFoundHere />;
  const [result, t] = await Promise.all([getAlbum(id, type), getTranslations('media')]);
  if (!result.ok && result.error.kind === 'not_found') return <NotFoundHere />;
  const listTitle = type === 2 ? t('videos') : t('gallery');
  const listPath = type === 2 ? VIDEOS_PATH : GALLERY_PATH;

  if (!result.ok) {
    return (
      <PageShell>
        <h1 className="sr-only">{type === 2 ? t('videoAlbum') : t('photoAlbum')}</h1>
        <ErrorState error={result.error} />
      </PageShell>
    );
  }

  const { album, albums } = result.data;
  const title = pick(album, 'AlbumTitle', lang);
  const photos = albumPhotos(album.AlbumPhotos);

  return (
    <PageShell>
      <PageHeader
        title={title}
        trail={[
          { label: t('mediaCenter'), href: MEDIA_CENTER_PATH },
          { label: listTitle, href: listPath },
          { label: title },
        ]}
      />
      <div className="flex max-w-4xl flex-col gap-6">
        {type === 2 ? (
          <VideoEmbed url={album.VideoUrl} title={t('player', { title })} unavailable={t('videoUnavailable')} />
        ) : (
          <FileImage
            fileId={album.AlbumCover}
            ratio={16 / 9}
            width={1600}
            height={900}
            alt=""
            priority
            sizes="(min-width: 1024px) 56rem, 100vw"
            className="aspect-video w-full rounded-xl object-cover"
          />
        )}
        <SafeHtml html={pick(album, 'AlbumDescription', lang)} className={RICH_TEXT.editorial} />
      </div>
      {type === 1 && photos.length > 0 && (
        <section aria-labelledby="album-photos" className="mt-8">
          <h2 id="album-photos" className="mb-4 text-xl font-semibold text-primary">
            {t('photos')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="album-photos">
            {photos.map((photo, i) => (
              <li key={`${photo}-${i}`}>
                <a
                  href={`/files/${encodeURIComponent(photo)}?w=1600`}
                  target="_blank"
                  rel="noopener"
                  className="block overflow-hidden rounded-lg"
                >
                  <FileImage
                    fileId={photo}
                    ratio={4 / 3}
                    width={400}
                    height={300}
                    alt={t('photoN', { n: String(i + 1), total: String(photos.length) })}
                    sizes="(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 45vw"
                    className="aspect-[4/3] h-auto w-full object-cover transition hover:scale-105"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {albums.length > 0 && (
        <section aria-labelledby="other-albums" className="mt-12">
          <h2 id="other-albums" className="mb-4 text-xl font-semibold text-primary">
            {t('otherAlbums')}
          </h2>
          <AlbumGrid albums={albums} lang={lang} headingLevel={3} belowFold />
        </section>
      )}
    </PageShell>
  );
}
