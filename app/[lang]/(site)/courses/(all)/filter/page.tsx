import type { Metadata } from 'next';
import { CourseListView } from '@/components/courses/course-list-view';
import { courseListMetadata } from '@/lib/courses/course-list-route';
import { parseCourseFilters } from '@/lib/courses/filters';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

// All courses, filtered: `/{lang}/courses?type=…` is rewritten here (lib/courses/filter-rewrites.ts).
// Reading searchParams renders per request, but from the cached readers: no upstream call per view.

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[lang]/courses/filter'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  return courseListMetadata(lang, null, parseCourseFilters(await searchParams));
}

export default async function FilteredCoursesPage({ params, searchParams }: PageProps<'/[lang]/courses/filter'>) {
  const { lang } = await pageParams(params);
  const filters = parseCourseFilters(await searchParams);
  return <CourseListView lang={lang} category={null} filters={filters} />;
}
