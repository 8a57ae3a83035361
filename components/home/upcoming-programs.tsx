import { getTranslations } from 'next-intl/server';
import { ProgramGrid } from '@/components/catalog/program-grid';
import { SectionHeader } from '@/components/ui/section-header';
import { ErrorState } from '@/components/ui/error-state';
import { HOME_PROGRAMS } from '@/lib/contract/constants/limits';
import { TRAINING_PROGRAMS_PATH } from '@/lib/routes';
import type { AppLocale } from '@/lib/i18n/routing';
import { getPrograms } from '@/lib/upstream/courses';

/** Home item 8: the next 4 upcoming programs with an 'all programs' link. */
export async function UpcomingPrograms({ lang }: { lang: AppLocale }) {
  const [programs, t] = await Promise.all([
    getPrograms(),
    getTranslations({ locale: lang, namespace: 'home.upcomingPrograms' }),
  ]);
  return (
    <section
      aria-labelledby="home-upcoming-programs"
      className="below-fold bg-white py-14"
      data-testid="home-upcoming-programs"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeader
          id="home-upcoming-programs"
          title={t('title')}
          subtitle={t('subtitle')}
          link={{ href: TRAINING_PROGRAMS_PATH, label: t('all') }}
        />
        {programs.ok ? (
          <ProgramGrid programs={programs.data.slice(0, HOME_PROGRAMS)} />
        ) : (
          <ErrorState error={programs.error} />
        )}
      </div>
    </section>
  );
}
