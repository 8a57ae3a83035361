import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { ExamScreen } from '@/components/practice-exams/exam-screen';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[lang]/practice-exams/[id]'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'practiceExams' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const IdSchema = z.coerce.number<string>().int().positive().max(2_147_483_647);
const AttemptSchema = z.guid();

/** One practice exam: the sample, or a timed exam's start, attempt (`?attempt=`) and result. Read per request. */
export default async function Page({ params, searchParams }: PageProps<'/[lang]/practice-exams/[id]'>) {
  const { lang, id } = await pageParams(params);
  const examId = IdSchema.safeParse(id);
  if (!examId.success) notFound();
  const raw = (await searchParams).attempt;
  const attempt = raw === undefined ? null : AttemptSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (attempt && !attempt.success) notFound();
  return <ExamScreen lang={lang} examId={examId.data} attemptId={attempt?.data ?? null} />;
}
