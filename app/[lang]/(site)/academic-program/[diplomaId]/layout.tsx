import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { loadDiploma } from '@/lib/courses/course-route';
import { routing } from '@/lib/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ lang: string; diplomaId: string }> };

/** Checks the diploma before a loading skeleton starts the stream, so an unknown id answers a real 404. */
export default async function DiplomaLayout({ children, params }: Props) {
  const { lang, diplomaId } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  await loadDiploma(lang, diplomaId);
  return children;
}
