import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { loadDiploma } from '@/lib/courses/course-route';
import { routing } from '@/lib/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ lang: string; diplomaId: string; link: string }> };

/** A link that is not the diploma's answers a real 308 to the canonical URL (before ./loading.tsx streams). */
export default async function DiplomaLinkLayout({ children, params }: Props) {
  const { lang, diplomaId, link } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  await loadDiploma(lang, diplomaId, link);
  return children;
}
