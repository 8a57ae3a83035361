import 'server-only';
import * as contract from '@/lib/contract';
import { cachedRead } from './cached';
import { LIFETIMES, TAGS, tagFor } from './cache-tags';
import { upstreamFetch } from './client';

export function getInstructors() {
  return cachedRead(['Shared/get-instructors'], { tags: [TAGS.instructors], revalidate: LIFETIMES.catalogue }, () =>
    upstreamFetch(contract.getInstructors),
  );
}

/** The instructor and their courses (Link, ProductId, title). Unknown id → not_found. */
export function getInstructor(id: number) {
  return cachedRead(
    ['Shared/get-instructor', id],
    { tags: [TAGS.instructors, tagFor(TAGS.instructors, id)], revalidate: LIFETIMES.catalogue },
    () => upstreamFetch(contract.getInstructor, { query: { id } }),
  );
}
