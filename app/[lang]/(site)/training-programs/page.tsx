import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProgramGrid } from '@/components/catalog/course-grid';
import { PageHeader } from '@/components/courses/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { COURSES_PATH, coursePath, TRAINING_PROGRAMS_PATH } from '@/lib/catalog/paths';
import { catalogueMetadata } from '@/lib/courses/metadata';
import { routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/hreflang';
import { JsonLd, pageUrl, programEventJsonLd, providerRef } from '@/lib/seo/jsonld';
import { getPrograms } from '@/lib/upstream/courses';

// Static per language, refreshed every 5 minutes (or by tag); seats come from the 60 s programs cache.
export const revalidate = 300;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  return catalogueMetadata({ lang, path: TRAINING_PROGRAMS_PATH, metaId: 'training-programs' });
}

/** All upcoming programs (spec 2: up to 1000), each an upcoming-program card with its title. */
export default async function TrainingProgramsPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const [programs, t, tc, tb] = await Promise.all([
    getPrograms(),
    getTranslations('programs'),
    getTranslations('catalog'),
    getTranslations('brand'),
  ]);
  const origin = siteUrl().origin;
  const provider = providerRef(tb('name'), pageUrl(origin, lang, '/home'));

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: tc('courses'), href: COURSES_PATH }, { label: t('title') }]}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8">
        {programs.ok ? (
          <>
            <h2 className="text-base font-semibold text-muted" data-testid="program-count">
              {t('count', { count: programs.data.length })}
            </h2>
            <ProgramGrid programs={programs.data} />
            {programs.data.length > 0 && (
              <JsonLd
                data={programs.data.map((p) =>
                  programEventJsonLd(p, {
                    locale: lang,
                    origin,
                    provider,
                    courseUrl: pageUrl(origin, lang, coursePath(p)),
                  }),
                )}
              />
            )}
          </>
        ) : (
          <ErrorState error={programs.error} />
        )}
      </div>
    </>
  );
}
