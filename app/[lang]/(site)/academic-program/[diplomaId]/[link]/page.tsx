import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DiplomaDetail } from '@/components/diplomas/diploma-detail';
import { ErrorState } from '@/components/ui/error-state';
import { diplomaPath } from '@/lib/catalog/paths';
import { loadDiploma } from '@/lib/courses/course-route';
import { catalogueMetadata } from '@/lib/courses/metadata';
import { pick } from '@/lib/i18n/pick';
import { routing } from '@/lib/i18n/routing';

// /academic-program/{diplomaId}/{link}: rendered on first visit, then static per language (ISR, 5 minutes).
// Rendered per request from the cached upstream reads (no upstream call per view): rendered on demand as
// ISR pages they failed at runtime with DYNAMIC_SERVER_USAGE; see the issue note.
export const dynamic = 'force-dynamic';


type Props = { params: Promise<{ lang: string; diplomaId: string; link: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, diplomaId, link } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const result = await loadDiploma(lang, diplomaId, link);
  if (!result.ok) return {};
  const { diploma } = result.data;
  return catalogueMetadata({
    lang,
    // Both routes name the long form as canonical.
    path: diplomaPath(diploma),
    metaId: 'academic-program',
    title: pick(diploma, 'DiplomaTitle', lang),
    description: pick(diploma, 'DiplomaShortDesc', lang) || pick(diploma, 'DiplomaDesc', lang),
    image: diploma.DiplomaCover,
  });
}

export default async function DiplomaPage({ params }: Props) {
  const { lang, diplomaId, link } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const result = await loadDiploma(lang, diplomaId, link);
  if (!result.ok) return <ErrorState error={result.error} className="my-10" />;
  return <DiplomaDetail lang={lang} diploma={result.data.diploma} courses={result.data.courses} />;
}
