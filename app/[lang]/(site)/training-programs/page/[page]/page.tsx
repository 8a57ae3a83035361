import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { NotFoundHere } from '@/components/layout/not-found-here';
import { TrainingProgramsView } from '@/components/catalog/training-programs-view';
import { programPageCount } from '@/lib/catalog/program-pages';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { programsPagePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { getPrograms } from '@/lib/upstream/courses';

// Like page 1: static per language and page, refreshed every 5 minutes (or by tag).
export const revalidate = 300;
export const dynamicParams = true;

/** No page is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

/** Page 2 and on; anything else is not a page of the list. */
const toPage = (raw: string) => (/^\d{1,3}$/.test(raw) ? Number(raw) : null);

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/training-programs/page/[page]'>): Promise<Metadata> {
  const { lang, page } = await metadataParams(params);
  const n = toPage(page);
  if (!lang || n === null) return {};
  return pageMetadata({ lang, path: programsPagePath(n), metaId: 'training-programs' });
}

/** Page n (≥ 2) of the training programs; /page/1 is the list itself. */
export default async function TrainingProgramsPageN({ params }: PageProps<'/[lang]/training-programs/page/[page]'>) {
  const { lang, page } = await pageParams(params);
  const n = toPage(page);
  if (n === null) return <NotFoundHere />;
  if (n === 1) permanentRedirect(`/${lang}${programsPagePath(1)}`);
  const programs = await getPrograms();
  if (programs.ok && n > programPageCount(programs.data.length)) return <NotFoundHere />;
  return <TrainingProgramsView lang={lang} page={n} />;
}
