import type { Metadata } from 'next';
import { TrainingProgramsView } from '@/components/catalog/training-programs-view';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { TRAINING_PROGRAMS_PATH } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// Static per language, refreshed every 5 minutes (or by tag); seats come from the 60 s programs cache.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/training-programs'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  return pageMetadata({ lang, path: TRAINING_PROGRAMS_PATH, metaId: 'training-programs' });
}

/**
 * All upcoming programs (up to 1000: docs/product/screens.md#training-programs), each an upcoming-program card with its
 * title; page 1 of the list.
 */
export default async function TrainingProgramsPage({ params }: PageProps<'/[lang]/training-programs'>) {
  const { lang } = await pageParams(params);
  return <TrainingProgramsView lang={lang} page={1} />;
}
