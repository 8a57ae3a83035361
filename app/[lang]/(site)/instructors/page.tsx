import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { INSTRUCTORS_PATH } from '@/lib/routes';
import { InstructorGrid } from '@/components/instructors/instructor-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { getInstructors } from '@/lib/upstream/instructors';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/instructors'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'instructors' });
  return pageMetadata({ metaId: 'instructors', path: INSTRUCTORS_PATH, lang, fallbackTitle: t('title') });
}

export default async function InstructorsPage({ params }: PageProps<'/[lang]/instructors'>) {
  const { lang } = await pageParams(params);
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
