import type { Metadata } from 'next';
import { CourseListView } from '@/components/courses/course-list-view';
import { courseListMetadata } from '@/lib/courses/course-list-route';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

// All courses, unfiltered: static per language, refreshed every 5 minutes (or by tag). Filtered URLs
// (`?type=…`) are rewritten to ./filter (lib/courses/filter-rewrites.ts), so this page never reads the query.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/courses'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  return courseListMetadata(lang, null, {});
}

export default async function CoursesPage({ params }: PageProps<'/[lang]/courses'>) {
  const { lang } = await pageParams(params);
  return <CourseListView lang={lang} category={null} filters={{}} />;
}
