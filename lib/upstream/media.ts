import 'server-only';
import * as contract from '@/lib/contract';
import type { AlbumTypeId } from '@/lib/contract/constants/media-types';
import { cachedRead } from './cached';
import { LIFETIMES, TAGS, tagFor } from './cache-tags';
import { upstreamFetch } from './client';

// Media albums (Shared/get-albums, get-album). The album pages read `?page=` / `?id=` (dynamic), so every
// read goes through the data cache: repeated views do not call the upstream.

/** One page (1-based) of albums of a type (1 photo, 2 video) and the total count. */
export function getAlbums(type: AlbumTypeId, page = 1) {
  return cachedRead(['Shared/get-albums', type, page], { tags: [TAGS.albums], revalidate: LIFETIMES.catalogue }, () =>
    upstreamFetch(contract.getAlbums, { query: { type, page } }),
  );
}

/** The album and the other albums of the same type. Unknown id → `{ ok: false, error.kind: 'not_found' }`. */
export function getAlbum(id: number, type: AlbumTypeId) {
  return cachedRead(
    ['Shared/get-album', type, id],
    { tags: [TAGS.albums, tagFor(TAGS.albums, id)], revalidate: LIFETIMES.catalogue },
    () => upstreamFetch(contract.getAlbum, { query: { id, type } }),
  );
}
