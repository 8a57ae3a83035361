import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader, PageShell } from '@/components/editorial/page-header';
import { pageMetadata } from '@/lib/seo/metadata';
import { INSTRUCTORS_PATH } from '@/lib/routes';
import { InstructorGrid } from '@/components/instructors/instructor-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { routing } from '@/lib/i18n/routing';
import { getInstructors } from '@/lib/upstream/instructors';

export const revalidate = 300;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'instructors' });
  return pageMetadata({ metaId: 'instructors', path: INSTRUCTORS_PATH, lang, fallbackTitle: t('title') });
}

export default async function InstructorsPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const [instructors, t] = await Promise.all([getInstructors(), getTranslations('instructors')]);

  return (
    <PageShell>
      <PageHeader title={t('title')} trail={[{ label: t('title') }]} />
      {!instructors.ok ? (
        <ErrorState error={instructors.error} />
      ) : instructors.data.length === 0 ? (
        <EmptyState />
      ) : (
        <InstructorGrid instructors={instructors.data} lang={lang} />
      )}
    </PageShell>
  );
}
