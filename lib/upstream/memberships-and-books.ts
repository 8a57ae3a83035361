import 'server-only';
import * as contract from '@/lib/contract';
import type { MemTypeId } from '@/lib/contract/constants/media-types';
import { cachedRead } from './cached';
import { LIFETIMES, TAGS, tagFor } from './cache-tags';
import { upstreamFetch } from './client';

/** Memberships (`MemType.Membership`, 0) or books (`MemType.Book`, 1). */
export function getMembershipsAndBooks(type: MemTypeId) {
  return cachedRead(
    ['MambershipsAndBooks/get-memberships-and-books', type],
    { tags: [TAGS.memberships, tagFor(TAGS.memberships, `type-${type}`)], revalidate: LIFETIMES.catalogue },
    () => upstreamFetch(contract.getMembershipsAndBooks, { query: { type } }),
  );
}
