import type { Metadata } from 'next';
import { CourseDetail } from '@/components/courses/course-detail';
import { NotFoundHere } from '@/components/layout/not-found-here';
import { ErrorState } from '@/components/ui/error-state';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { coursePath } from '@/lib/routes';
import { loadCourse } from '@/lib/courses/course-route';
import { pageMetadata } from '@/lib/seo/metadata';
import { pick } from '@/lib/i18n/pick';

// ISR: rendered on its first visit, then served from the cache per language and refreshed in the background
// after 60 s (LIFETIMES.short in lib/upstream/cache-tags.ts) or by the revalidation webhook.
export const revalidate = 60;
export const dynamicParams = true;

/** No item is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[lang]/course/[link]/[productId]'>): Promise<Metadata> {
  const { lang, link, productId } = await metadataParams(params);
  if (!lang) return {};
  const result = await loadCourse(lang, link, productId);
  if (!result.ok) return {};
  const { course } = result.data;
  return pageMetadata({
    lang,
    path: coursePath(course),
    metaId: 'course',
    title: pick(course, 'ProductTitle', lang),
    description: pick(course, 'ProductShortDescription', lang) || pick(course, 'ProductDescription', lang),
    image: course.MainPhoto,
  });
}

export default async function CoursePage({ params }: PageProps<'/[lang]/course/[link]/[productId]'>) {
  const { lang, link, productId } = await pageParams(params);
  const result = await loadCourse(lang, link, productId);
  if (!result.ok && result.error.kind === 'not_found') return <NotFoundHere />;
  if (!result.ok) return <ErrorState error={result.error} className="my-10" />;
  return <CourseDetail lang={lang} {...result.data} />;
}
