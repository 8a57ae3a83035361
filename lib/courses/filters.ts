import { format as formatFns } from 'date-fns';
import { COURSE_TYPE_IDS, type Course, type CourseTypeId, type Program } from '@/lib/contract';
import { isoDay } from '@/lib/dates/format';
import { localeSettings } from '@/lib/i18n/locales';
import { foldText } from '@/lib/search/fold';
import { SiteSearch } from '@/lib/search/engine';
import { pick } from '@/lib/i18n/pick';
import { COURSE_FILTER_KEYS } from './filter-keys';

/**
 * Course list filters (beyond the spec): keyword, course type, language and start month (from the course's
 * upcoming programs) and price (from the course). Parsed from the URL query, applied on the server to the
 * cached lists. Unknown or malformed values are ignored, so any URL renders.
 */

export const PRICE_FILTERS = ['free', 'paid', 'under-1000', '1000-2000', 'over-2000'] as const;
type PriceFilter = (typeof PRICE_FILTERS)[number];
export const LANGUAGE_FILTERS = ['en', 'ar'] as const;
type LanguageFilter = (typeof LANGUAGE_FILTERS)[number];

export type CourseFilters = {
  q?: string;
  type?: CourseTypeId;
  language?: LanguageFilter;
  /** yyyy-MM (Dubai calendar). */
  month?: string;
  price?: PriceFilter;
};

export type SearchParams = Record<string, string | string[] | undefined>;

const MAX_QUERY_LENGTH = 100;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

export function parseCourseFilters(params: SearchParams): CourseFilters {
  const filters: CourseFilters = {};
  const q = first(params.q).replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).trim();
  if (q) filters.q = q;
  const type = Number(first(params.type));
  if ((COURSE_TYPE_IDS as readonly number[]).includes(type)) filters.type = type as CourseTypeId;
  const language = first(params.language);
  if ((LANGUAGE_FILTERS as readonly string[]).includes(language)) filters.language = language as LanguageFilter;
  const month = first(params.month);
  if (MONTH.test(month)) filters.month = month;
  const price = first(params.price);
  if ((PRICE_FILTERS as readonly string[]).includes(price)) filters.price = price as PriceFilter;
  return filters;
}

export function hasFilters(filters: CourseFilters): boolean {
  return COURSE_FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** The query of a filter set in a fixed key order (canonical URLs), without empty values. */
export function filtersToQuery(filters: CourseFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of COURSE_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}

export function filtersToSearch(filters: CourseFilters): string {
  const search = new URLSearchParams(filtersToQuery(filters)).toString();
  return search ? `?${search}` : '';
}

/** The search's letter folding (lib/search/fold.ts): the language filter reads program texts through it too. */
export const normalizeText = foldText;

function matchesPrice(price: number, filter: PriceFilter): boolean {
  switch (filter) {
    case 'free':
      return price <= 0;
    case 'paid':
      return price > 0;
    case 'under-1000':
      return price > 0 && price < 1000;
    case '1000-2000':
      return price >= 1000 && price <= 2000;
    case 'over-2000':
      return price > 2000;
  }
}

const LANGUAGE_WORDS: Record<LanguageFilter, RegExp> = {
  en: /english|الانجليزيه|الانكليزيه/,
  ar: /arabic|العربيه/,
};

/** Whether a program is taught in the language (from its CourseLanguages text, e.g. "English & Arabic"). */
function programHasLanguage(program: Program, language: LanguageFilter): boolean {
  return LANGUAGE_WORDS[language].test(normalizeText(`${program.CourseLanguages_en} ${program.CourseLanguages_ar}`));
}

/** yyyy-MM of the program's start (Dubai calendar). */
function programMonth(program: Program): string {
  return isoDay(program.StartDate_DESC).slice(0, 7);
}

function programMatches(program: Program, filters: CourseFilters): boolean {
  if (filters.type !== undefined && program.CourseTypeID !== filters.type) return false;
  if (filters.language && !programHasLanguage(program, filters.language)) return false;
  if (filters.month && programMonth(program) !== filters.month) return false;
  return true;
}

/** The courses the site search finds for `q` among these, best first (the same engine as /search). */
function searchCourseIds(courses: Course[], q: string): number[] {
  return SiteSearch.fromCatalogue({
    courses,
    diplomas: [],
    programs: [],
    instructors: [],
    articles: [],
    pages: [],
    books: [],
    memberships: [],
  }).courseIds(q);
}

/**
 * The courses that match every filter. Type, language and month need one upcoming program of the course
 * that matches all three at once (a course with an English classroom group in May and an Arabic online
 * group in June does not match "Arabic, classroom"). With a keyword, the courses the site search finds for it
 * (`keywordIds`: its course results, best first; else searched among `courses`), in its order.
 */
export function filterCourses(
  courses: Course[],
  programs: Program[],
  filters: CourseFilters,
  keywordIds?: number[],
): Course[] {
  const needsProgram = filters.type !== undefined || !!filters.language || !!filters.month;
  const withProgram = needsProgram
    ? new Set(programs.filter((p) => programMatches(p, filters)).map((p) => p.ProductId))
    : null;
  const rank = filters.q ? new Map((keywordIds ?? searchCourseIds(courses, filters.q)).map((id, i) => [id, i])) : null;
  const list = courses.filter(
    (course) =>
      (!rank || rank.has(course.ProductId)) &&
      (!filters.price || matchesPrice(course.Price, filters.price)) &&
      (!withProgram || withProgram.has(course.ProductId)),
  );
  return rank ? list.sort((a, b) => rank.get(a.ProductId)! - rank.get(b.ProductId)!) : list;
}

export type FilterOption = { value: string; label: string };

/** Course types that upcoming programs have, in id order, labelled in the locale. */
export function courseTypeOptions(programs: Program[], locale: string): FilterOption[] {
  const labels = new Map<number, string>();
  for (const p of programs) if (!labels.has(p.CourseTypeID)) labels.set(p.CourseTypeID, pick(p, 'CourseType', locale));
  return [...labels.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, label]) => ({ value: String(id), label: label || String(id) }));
}

/** Start months of upcoming programs, soonest first, labelled "December 2026" / "ديسمبر 2026". */
export function monthOptions(programs: Program[], locale: string): FilterOption[] {
  const months = [...new Set(programs.map(programMonth).filter(Boolean))].sort();
  return months.map((value) => {
    const [year, month] = value.split('-').map(Number);
    return {
      value,
      label: formatFns(new Date(year, month - 1, 1), 'MMMM yyyy', { locale: localeSettings(locale).dateFns }),
    };
  });
}
