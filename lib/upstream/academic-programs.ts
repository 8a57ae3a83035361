import 'server-only';
import * as contract from '@/lib/contract';
import { cachedRead } from './cached';
import { LIFETIMES, TAGS, tagFor } from './cache-tags';
import { upstreamFetch } from './client';

// AcademicPrograms/* reads (diplomas). Bilingual payloads, anonymous calls.

export function getDiplomas() {
  return cachedRead(['AcademicPrograms/get-diplomas'], { tags: [TAGS.diplomas], revalidate: LIFETIMES.catalogue }, () =>
    upstreamFetch(contract.getDiplomas),
  );
}

/** A diploma and its courses. Unknown id → `{ ok: false, error.kind: 'not_found' }`. */
export function getDiploma(id: number) {
  return cachedRead(
    ['AcademicPrograms/get-diploma', id],
    { tags: [TAGS.diplomas, tagFor(TAGS.diplomas, id)], revalidate: LIFETIMES.catalogue },
    () => upstreamFetch(contract.getDiploma, { query: { id } }),
  );
}
