import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CourseListView } from '@/components/courses/course-list-view';
import { courseListMetadata } from '@/lib/courses/course-list-route';
import { parseCourseFilters } from '@/lib/courses/filters';
import { routing } from '@/lib/i18n/routing';

// All courses, filtered: `/{lang}/courses?type=…` is rewritten here (lib/courses/filter-rewrites.ts).
// Reading searchParams renders per request, but from the cached readers: no upstream call per view.

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  return courseListMetadata(lang, null, parseCourseFilters(await searchParams));
}

export default async function FilteredCoursesPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const filters = parseCourseFilters(await searchParams);
  return <CourseListView lang={lang} category={null} filters={filters} />;
}
