import type { Course } from '@/lib/contract';

/**
 * How many courses the carousel suggests. The upstream sends every other course of the catalogue (about 40):
 * all of them made the course page the heaviest on the site (docs/performance.md#html-and-flight-data: slow to
 * hydrate on phones) for
 * slides few visitors reach; the course list is one link away.
 */
export const MAX_SUGGESTED_COURSES = 12;

/** Related first, then other courses, without repeats and without the course itself; at most MAX_SUGGESTED_COURSES. */
export function relatedCourses(course: Course, related: Course[], other: Course[]): Course[] {
  const seen = new Set([course.ProductId]);
  return [...related, ...other]
    .filter((c) => !seen.has(c.ProductId) && seen.add(c.ProductId))
    .slice(0, MAX_SUGGESTED_COURSES);
}
