import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CourseListView } from '@/components/courses/course-list-view';
import { ErrorState } from '@/components/ui/error-state';
import { courseListMetadata, resolveCategory } from '@/lib/courses/course-list-route';
import { routing } from '@/lib/i18n/routing';

// Courses of a category, unfiltered: rendered on first visit, then static per language (ISR, 5 minutes).
// Rendered per request from the cached upstream reads (no upstream call per view): rendered on demand as
// ISR pages they failed at runtime with DYNAMIC_SERVER_USAGE; see the issue note.
export const dynamic = 'force-dynamic';


type Props = { params: Promise<{ lang: string; title: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, title, id } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const category = await resolveCategory(lang, title, id);
  return courseListMetadata(lang, category, {});
}

export default async function CategoryCoursesPage({ params }: Props) {
  const { lang, title, id } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const category = await resolveCategory(lang, title, id);
  if (!category) return <ErrorState className="my-10" />;
  return <CourseListView lang={lang} category={category} filters={{}} />;
}
