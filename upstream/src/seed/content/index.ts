/**
 * Seed content entry point. Pure data: no database code.
 * See types.ts for the conventions (day offsets from baseDate, ImageSpec instead of files,
 * AED amounts, plain-text demo passwords).
 */
import { albums } from './albums';
import { articles } from './articles';
import { categories, courseTypes } from './categories';
import { courses } from './courses';
import { diplomas } from './diplomas';
import { initiatives } from './initiatives';
import { instructors } from './instructors';
import { memberships } from './memberships';
import { meta } from './meta';
import { pages } from './pages';
import { partners, partnersNews } from './partners';
import { programs } from './programs';
import { settings } from './settings';
import { slides } from './slides';
import { testimonials } from './testimonials';
import type { SeedContent } from './types';
import { users } from './users';
import { vouchers } from './vouchers';

export * from './types';
export { resolveDate } from './dates';
export { COURSES_WITHOUT_PROGRAMS, COURSE_WITH_MANY_PROGRAMS } from './courses';
export { XSS_ARTICLE_ID } from './articles';
import { securityFixtureArticles } from './articles';
export { INIT_PROGRAM_FULL, INIT_PROGRAM_ONE_SEAT_LEFT, INIT_PROGRAM_TWO_MONTHS } from './initiatives';
/** All seed content in one object. Dates inside are day offsets; resolve them with resolveDate(baseDate, …). */
export const content: SeedContent = {
  courseTypes,
  categories,
  courses,
  programs,
  diplomas,
  instructors,
  articles,
  testimonials,
  albums,
  initiatives,
  memberships,
  pages,
  meta,
  partners,
  partnersNews,
  settings,
  slides,
  vouchers,
  users,
};

/** The demo content plus the security fixtures (the XSS article) that the test suites render. */
export function withSecurityFixtures(c: SeedContent): SeedContent {
  return { ...c, articles: [...c.articles, ...securityFixtureArticles] };
}
