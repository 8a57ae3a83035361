import { getTranslations } from 'next-intl/server';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { MEDIA_CENTER_PATH } from '@/lib/routes';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ALBUMS_PAGE_SIZE, type AlbumTypeId } from '@/lib/contract';
import { getAlbums } from '@/lib/upstream/media';
import { AlbumGrid } from './album-card';
import { Pagination } from './pagination';

/** Video (type 2) or photo (type 1) album list with paging. */
export async function AlbumListPage({
  type,
  page,
  lang,
  path,
}: {
  type: AlbumTypeId;
  page: number;
  lang: string;
  path: string;
}) {
  const [result, t] = await Promise.all([getAlbums(type, page), getTranslations('media')]);
  const title = type === 2 ? t('videos') : t('gallery');
  const total = result.ok ? result.data.rows.Total : 0;
  const pages = Math.ceil(total / ALBUMS_PAGE_SIZE);

  return (
    <PageShell>
      <PageHeader title={title} trail={[{ label: t('mediaCenter'), href: MEDIA_CENTER_PATH }, { label: title }]} />
      {!result.ok ? (
        <ErrorState error={result.error} />
      ) : result.data.albums.length === 0 ? (
        <EmptyState />
      ) : (
        <AlbumGrid albums={result.data.albums} lang={lang} />
      )}
      {result.ok && <Pagination path={path} page={page} pages={pages} total={total} />}
    </PageShell>
  );
}
