import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PracticeExamsScreen } from '@/components/practice-exams/practice-exams-screen';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[lang]/practice-exams'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'practiceExams' });
  return { title: t('title'), description: t('intro') };
}

/** Practice exams (a contract extension): the list, the caller's standing and history. Per-user: read per request. */
export default async function Page({ params }: PageProps<'/[lang]/practice-exams'>) {
  const { lang } = await pageParams(params);
  return <PracticeExamsScreen lang={lang} />;
}
