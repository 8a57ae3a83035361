import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CourseListView } from '@/components/courses/course-list-view';
import { courseListMetadata } from '@/lib/courses/course-list-route';
import { routing } from '@/lib/i18n/routing';

// All courses, unfiltered: static per language, refreshed every 5 minutes (or by tag). Filtered URLs
// (`?type=…`) are rewritten to ./filter (lib/courses/filter-rewrites.ts), so this page never reads the query.
export const revalidate = 300;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  return courseListMetadata(lang, null, {});
}

export default async function CoursesPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return <CourseListView lang={lang} category={null} filters={{}} />;
}
