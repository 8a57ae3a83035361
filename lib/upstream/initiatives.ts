import 'server-only';
import * as contract from '@/lib/contract';
import type { Initiative } from '@/lib/contract';
import type { UpstreamError } from './result';
import { cachedRead } from './cached';
import { LIFETIMES, TAGS, tagFor } from './cache-tags';
import { upstreamFetch, type CallerContext } from './client';

/** Cache tag of one initiative's page data (its programs' Registered counts change on every booking). */
export const initiativeTag = (id: number) => tagFor(TAGS.initiatives, id);

/**
 * Shared/init-get: the initiative and its programs (with Registered counts, hence the short lifetime).
 * Unknown id → `{ ok: false, error.kind: 'not_found' }`.
 */
export function initGet(id: number) {
  return cachedRead(
    ['Shared/init-get', id],
    { tags: [TAGS.initiatives, initiativeTag(id)], revalidate: LIFETIMES.short },
    () => upstreamFetch(contract.initGet, { query: { id } }),
  );
}

/** Upper bound and stopping rule of the initiative list (Shared/init-get has no list endpoint). */
const MAX_INITIATIVES = 50;
const INITIATIVE_MISSES = 3;

/**
 * Every published initiative, found as the sitemap finds them: Shared/init-get by id from 1, stopping after a run
 * of unknown ids (each read is cached, so a list page costs no upstream call per view). An upstream failure before
 * any initiative was found is the list's error; after, the list ends there.
 */
export async function listInitiatives(): Promise<
  { ok: true; data: Initiative[] } | { ok: false; error: UpstreamError }
> {
  const found: Initiative[] = [];
  let misses = 0;
  for (let id = 1; id <= MAX_INITIATIVES && misses < INITIATIVE_MISSES; id++) {
    const result = await initGet(id);
    if (result.ok) {
      misses = 0;
      found.push(result.data.init);
    } else if (result.error.kind === 'not_found') {
      misses++;
    } else if (found.length === 0) {
      return { ok: false, error: result.error };
    } else {
      break;
    }
  }
  return { ok: true, data: found };
}

/**
 * Shared/init-reg for the signed-in caller (never cached). Data is the spec's status (InitRegStatus):
 * 200 registered, 202 already registered, 403 full, 201 or 500 the e-mail error.
 */
export const initReg = (programId: number, ctx: CallerContext) =>
  upstreamFetch(contract.initReg, { body: { programId }, ctx });
