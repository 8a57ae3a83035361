import type { Metadata } from 'next';
import { CourseListView } from '@/components/courses/course-list-view';
import { NotFoundHere } from '@/components/layout/not-found-here';
import { ErrorState } from '@/components/ui/error-state';
import { courseListMetadata, resolveCategory } from '@/lib/courses/course-list-route';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

// ISR: rendered on its first visit, then served from the cache per language and refreshed in the background
// after 300 s (LIFETIMES.catalogue in lib/upstream/cache-tags.ts) or by the revalidation webhook.
export const revalidate = 300;
export const dynamicParams = true;

/** No item is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[lang]/courses/[title]/[id]'>): Promise<Metadata> {
  const { lang, title, id } = await metadataParams(params);
  if (!lang) return {};
  const category = await resolveCategory(lang, title, id);
  if (category === 'not_found') return {};
  return courseListMetadata(lang, category, {});
}

export default async function CategoryCoursesPage({ params }: PageProps<'/[lang]/courses/[title]/[id]'>) {
  const { lang, title, id } = await pageParams(params);
  const category = await resolveCategory(lang, title, id);
  if (category === 'not_found') return <NotFoundHere />;
  if (!category) return <ErrorState className="my-10" />;
  return <CourseListView lang={lang} category={category} filters={{}} />;
}
