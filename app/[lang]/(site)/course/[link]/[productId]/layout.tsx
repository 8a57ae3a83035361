import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { loadCourse } from '@/lib/courses/course-route';
import { routing } from '@/lib/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ lang: string; link: string; productId: string }> };

/**
 * Checks the course before the loading skeleton (./loading.tsx) starts the stream: an unknown id answers a
 * real 404, a wrong link a real 308 to the canonical URL.
 */
export default async function CourseLayout({ children, params }: Props) {
  const { lang, link, productId } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  await loadCourse(lang, link, productId);
  return children;
}
