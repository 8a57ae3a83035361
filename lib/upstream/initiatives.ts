import 'server-only';
import * as contract from '@/lib/contract';
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

/**
 * Shared/init-reg for the signed-in caller (never cached). Data is the spec's status (InitRegStatus):
 * 200 registered, 202 already registered, 403 full, 201 or 500 the e-mail error.
 */
export const initReg = (programId: number, ctx: CallerContext) =>
  upstreamFetch(contract.initReg, { body: { programId }, ctx });
