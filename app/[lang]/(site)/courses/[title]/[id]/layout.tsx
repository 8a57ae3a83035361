import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { resolveCategory } from '@/lib/courses/course-list-route';
import { routing } from '@/lib/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ lang: string; title: string; id: string }> };

/**
 * Checks the category before the loading skeleton (./loading.tsx) starts the stream, so an unknown id
 * answers a real 404 and a wrong title a real 308 to the canonical route.
 */
export default async function CategoryLayout({ children, params }: Props) {
  const { lang, title, id } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  await resolveCategory(lang, title, id);
  return children;
}
