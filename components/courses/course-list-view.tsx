import { getTranslations } from 'next-intl/server';
import { CourseGrid } from '@/components/catalog/course-grid';
import { ErrorState } from '@/components/ui/error-state';
import type { Category } from '@/lib/contract';
import { categoryPath, COURSES_PATH } from '@/lib/routes';
import { courseCategories } from '@/lib/courses/categories';
import { COURSE_FILTER_KEYS } from '@/lib/courses/filter-keys';
import {
  courseTypeOptions,
  filterCourses,
  filtersToQuery,
  LANGUAGE_FILTERS,
  monthOptions,
  PRICE_FILTERS,
  type CourseFilters,
} from '@/lib/courses/filters';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/hreflang';
import { getCourses, getPrograms } from '@/lib/upstream/courses';
import { getCategories } from '@/lib/upstream/shared';
import { getSiteSearch } from '@/lib/search/server';
import { CourseToolbar } from './course-toolbar';
import { PageHeader } from '@/components/ui/page-header';

export type CourseListViewProps = {
  lang: AppLocale;
  /** The category of a category route, or null for all courses. */
  category: Category | null;
  filters: CourseFilters;
};

/**
 * The course list (docs/product/screens.md#course-list): breadcrumbs and title, keyword search, category select and the
 * filters (beyond the spec), then the course cards or "No Courses Found", and the ItemList JSON-LD.
 * Everything comes from cached readers, so a filtered view costs no upstream call.
 */
export async function CourseListView({ lang, category, filters }: CourseListViewProps) {
  const [courses, programs, categories, t, tc, search] = await Promise.all([
    getCourses(category ? category.CategoryId : undefined),
    getPrograms(),
    getCategories(),
    getTranslations({ locale: lang, namespace: 'courses' }),
    getTranslations({ locale: lang, namespace: 'catalog' }),
    filters.q ? getSiteSearch() : null,
  ]);

  const basePath = category ? categoryPath(category) : COURSES_PATH;
  const title = category ? pick(category, 'CategoryTitle', lang) : t('title');
  const breadcrumbs = category
    ? [{ label: tc('courses'), href: COURSES_PATH }, { label: title }]
    : [{ label: tc('courses') }];
  const upcoming = programs.ok ? programs.data : [];
  // The keyword: the site search's course results (one engine for /search and this list), best first.
  const keywordIds = filters.q && search ? search.courseIds(filters.q) : undefined;
  const list = courses.ok ? filterCourses(courses.data, upcoming, filters, keywordIds) : [];

  const query = filtersToQuery(filters);
  const values = Object.fromEntries(COURSE_FILTER_KEYS.map((key) => [key, query[key] ?? ''])) as Record<
    (typeof COURSE_FILTER_KEYS)[number],
    string
  >;

  return (
    <>
      <PageHeader title={title} band trail={breadcrumbs} />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
        <CourseToolbar
          key={JSON.stringify(query)}
          basePath={basePath}
          values={values}
          categories={(categories.ok ? courseCategories(categories.data) : []).map((c) => ({
            value: categoryPath(c),
            label: pick(c, 'CategoryTitle', lang),
          }))}
          options={{
            type: courseTypeOptions(upcoming, lang),
            language: LANGUAGE_FILTERS.map((value) => ({ value, label: t(`filters.languages.${value}`) })),
            month: monthOptions(upcoming, lang),
            price: PRICE_FILTERS.map((value) => ({ value, label: t(`filters.prices.${value}`) })),
          }}
          labels={{
            searchLabel: t('search.label'),
            searchPlaceholder: t('search.placeholder'),
            searchSubmit: t('search.submit'),
            categoryLabel: t('category.label'),
            allCategories: t('category.all'),
            filtersTitle: t('filters.title'),
            type: t('filters.type'),
            anyType: t('filters.anyType'),
            language: t('filters.language'),
            anyLanguage: t('filters.anyLanguage'),
            month: t('filters.month'),
            anyMonth: t('filters.anyMonth'),
            price: t('filters.price'),
            anyPrice: t('filters.anyPrice'),
            apply: t('filters.apply'),
            clear: t('filters.clear'),
          }}
        >
          {!courses.ok ? (
            <ErrorState error={courses.error} />
          ) : (
            <section aria-labelledby="course-results" className="flex flex-col gap-4">
              <h2
                id="course-results"
                className="text-base font-semibold text-muted"
                data-testid="course-count"
                data-count={list.length}
              >
                {t('results', { count: list.length })}
              </h2>
              <CourseGrid courses={list} itemList={{ origin: siteUrl().origin, locale: lang, name: title }} />
            </section>
          )}
        </CourseToolbar>
      </div>
    </>
  );
}
