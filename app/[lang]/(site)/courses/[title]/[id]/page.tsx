import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CourseListView } from '@/components/courses/course-list-view';
import { NotFoundHere } from '@/components/layout/not-found-here';
import { ErrorState } from '@/components/ui/error-state';
import { courseListMetadata, resolveCategory } from '@/lib/courses/course-list-route';
import { routing } from '@/lib/i18n/routing';

// ISR: rendered on its first visit, then served from the cache per language and refreshed in the background
// after 300 s (LIFETIMES.catalogue in lib/upstream/cache-tags.ts) or by the revalidation webhook.
export const revalidate = 300;
export const dynamicParams = true;

/** No item is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ lang: string; title: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, title, id } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const category = await resolveCategory(lang, title, id);
  if (category === 'not_found') return {};
  return courseListMetadata(lang, category, {});
}

export default async function CategoryCoursesPage({ params }: Props) {
  const { lang, title, id } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const category = await resolveCategory(lang, title, id);
  if (category === 'not_found') return <NotFoundHere />;
  if (!category) return <ErrorState className="my-10" />;
  return <CourseListView lang={lang} category={category} filters={{}} />;
}
