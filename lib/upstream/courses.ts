import 'server-only';
import * as contract from '@/lib/contract';
import { ALL_COURSES_ID, COURSE_DETAIL_TOP, PROGRAMS_LIMIT } from '@/lib/contract/constants/limits';
import { cachedRead } from './cached';
import { LIFETIMES, TAGS, tagFor } from './cache-tags';
import { upstreamFetch } from './client';

// Courses/* reads for public pages. Bilingual payloads, anonymous calls: one cache entry serves both languages.

export function getFeaturedCourses() {
  return cachedRead(['Courses/get-featured-courses'], { tags: [TAGS.courses], revalidate: LIFETIMES.catalogue }, () =>
    upstreamFetch(contract.getFeaturedCourses),
  );
}

/** Courses of a category (CategoryId), or all of them (`ALL_COURSES_ID`, -1). */
export function getCourses(categoryId: number = ALL_COURSES_ID) {
  return cachedRead(
    ['Courses/get-courses', categoryId],
    { tags: [TAGS.courses, tagFor(TAGS.courses, `category-${categoryId}`)], revalidate: LIFETIMES.catalogue },
    () => upstreamFetch(contract.getCourses, { query: { id: categoryId } }),
  );
}

/** Course detail: course, related, other and its programs. Unknown id → `{ ok: false, error.kind: 'not_found' }`. */
export function getCourse(id: number) {
  return cachedRead(
    ['Courses/get-course', id, COURSE_DETAIL_TOP],
    // Programs carry seats: the shorter lifetime keeps them close to the truth.
    { tags: [TAGS.courses, tagFor(TAGS.courses, id), TAGS.programs], revalidate: LIFETIMES.short },
    () => upstreamFetch(contract.getCourse, { query: { id, top: COURSE_DETAIL_TOP } }),
  );
}

/** Upcoming programs, soonest first (up to PROGRAMS_LIMIT = 1000). Callers slice what they show. */
export function getPrograms() {
  return cachedRead(
    ['Courses/get-programs', PROGRAMS_LIMIT],
    { tags: [TAGS.programs], revalidate: LIFETIMES.short },
    () => upstreamFetch(contract.getPrograms, { query: { top: PROGRAMS_LIMIT } }),
  );
}
