import type { Metadata } from 'next';
import { DiplomaDetail } from '@/components/diplomas/diploma-detail';
import { NotFoundHere } from '@/components/layout/not-found-here';
import { ErrorState } from '@/components/ui/error-state';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { diplomaPath } from '@/lib/routes';
import { loadDiploma } from '@/lib/courses/course-route';
import { pageMetadata } from '@/lib/seo/metadata';
import { pick } from '@/lib/i18n/pick';

// ISR: rendered on its first visit, then served from the cache per language and refreshed in the background
// after 300 s (LIFETIMES.catalogue in lib/upstream/cache-tags.ts) or by the revalidation webhook.
export const revalidate = 300;
export const dynamicParams = true;

/** No item is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/academic-program/[diplomaId]'>): Promise<Metadata> {
  const { lang, diplomaId } = await metadataParams(params);
  if (!lang) return {};
  const result = await loadDiploma(lang, diplomaId);
  if (!result.ok) return {};
  const { diploma } = result.data;
  return pageMetadata({
    lang,
    // Both routes name the long form as canonical.
    path: diplomaPath(diploma),
    metaId: 'academic-program',
    title: pick(diploma, 'DiplomaTitle', lang),
    description: pick(diploma, 'DiplomaShortDesc', lang) || pick(diploma, 'DiplomaDesc', lang),
    image: diploma.DiplomaCover,
  });
}

export default async function DiplomaShortPage({ params }: PageProps<'/[lang]/academic-program/[diplomaId]'>) {
  const { lang, diplomaId } = await pageParams(params);
  const result = await loadDiploma(lang, diplomaId);
  if (!result.ok && result.error.kind === 'not_found') return <NotFoundHere />;
  if (!result.ok) return <ErrorState error={result.error} className="my-10" />;
  return <DiplomaDetail lang={lang} diploma={result.data.diploma} courses={result.data.courses} />;
}
