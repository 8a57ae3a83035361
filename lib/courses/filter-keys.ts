/**
 * Query parameters of the course list filters (beyond the spec). Kept free of imports: next.config.ts uses
 * it to send filtered list URLs to the dynamic filter routes (see filter-rewrites.ts).
 */
export const COURSE_FILTER_KEYS = ['q', 'type', 'language', 'month', 'price'] as const;
export type CourseFilterKey = (typeof COURSE_FILTER_KEYS)[number];
