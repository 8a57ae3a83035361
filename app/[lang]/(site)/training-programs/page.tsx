import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { TrainingProgramsView } from '@/components/catalog/training-programs-view';
import { TRAINING_PROGRAMS_PATH } from '@/lib/catalog/paths';
import { catalogueMetadata } from '@/lib/courses/metadata';
import { routing } from '@/lib/i18n/routing';

// Static per language, refreshed every 5 minutes (or by tag); seats come from the 60 s programs cache.
export const revalidate = 300;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  return catalogueMetadata({ lang, path: TRAINING_PROGRAMS_PATH, metaId: 'training-programs' });
}

/**
 * All upcoming programs (up to 1000: docs/product/screens.md#training-programs), each an upcoming-program card with its
 * title; page 1 of the list.
 */
export default async function TrainingProgramsPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return <TrainingProgramsView lang={lang} page={1} />;
}
