import { getTranslations } from 'next-intl/server';
import { DiplomaGrid } from '@/components/catalog/diploma-grid';
import { SectionHeader } from '@/components/ui/section-header';
import { ErrorState } from '@/components/ui/error-state';
import { ACADEMIC_PROGRAMS_PATH } from '@/lib/routes';
import type { AppLocale } from '@/lib/i18n/routing';
import { getDiplomas } from '@/lib/upstream/academic-programs';

/** Home item 5: the academic programs as diploma cards. */
export async function HomeAcademicPrograms({ lang }: { lang: AppLocale }) {
  const [diplomas, t] = await Promise.all([
    getDiplomas(),
    getTranslations({ locale: lang, namespace: 'home.academicPrograms' }),
  ]);
  return (
    <section
      aria-labelledby="home-academic-programs"
      className="below-fold bg-sand py-14"
      data-testid="home-academic-programs"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeader
          id="home-academic-programs"
          title={t('title')}
          subtitle={t('subtitle')}
          link={{ href: ACADEMIC_PROGRAMS_PATH, label: t('all') }}
        />
        {diplomas.ok ? <DiplomaGrid diplomas={diplomas.data} /> : <ErrorState error={diplomas.error} />}
      </div>
    </section>
  );
}
