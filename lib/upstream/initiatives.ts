import 'server-only';
import * as contract from '@/lib/contract';
import { cachedRead } from './cached';
import { LIFETIMES, TAGS, tagFor } from './cache-tags';
import { upstreamFetch } from './client';

/**
 * Shared/init-get: the initiative and its programs (with Registered counts, hence the short lifetime).
 * Unknown id → `{ ok: false, error.kind: 'not_found' }`.
 */
export function initGet(id: number) {
  return cachedRead(['Shared/init-get', id], { tags: [TAGS.initiatives, tagFor(TAGS.initiatives, id)], revalidate: LIFETIMES.short }, () =>
    upstreamFetch(contract.initGet, { query: { id } }),
  );
}
