import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CourseListView } from '@/components/courses/course-list-view';
import { ErrorState } from '@/components/ui/error-state';
import { courseListMetadata, resolveCategory } from '@/lib/courses/course-list-route';
import { parseCourseFilters } from '@/lib/courses/filters';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { COURSES_PATH } from '@/lib/routes';

// Courses of a category, filtered: `/{lang}/courses/{title}/{id}?type=…` is rewritten here
// (lib/courses/filter-rewrites.ts). Per request, from the cached readers.

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[lang]/courses/[title]/[id]/filter'>): Promise<Metadata> {
  const { lang, title, id } = await metadataParams(params);
  if (!lang) return {};
  const filters = parseCourseFilters(await searchParams);
  const category = await resolveCategory(lang, title, id, filters);
  if (category === 'not_found') return {};
  return courseListMetadata(lang, category, filters);
}

export default async function FilteredCategoryCoursesPage({
  params,
  searchParams,
}: PageProps<'/[lang]/courses/[title]/[id]/filter'>) {
  const { lang, title, id } = await pageParams(params);
  const filters = parseCourseFilters(await searchParams);
  const category = await resolveCategory(lang, title, id, filters);
  // This page renders per request, so a 404 from here would be sent as Next's bare error document (or, through
  // NotFoundHere, as a 200). The unfiltered category page is ISR and answers the 404 in the site's own document.
  if (category === 'not_found') redirect(`/${lang}${COURSES_PATH}/${title}/${id}`);
  if (!category) return <ErrorState className="my-10" />;
  return <CourseListView lang={lang} category={category} filters={filters} />;
}
