import { getTranslations } from 'next-intl/server';
import { ProgramGrid } from '@/components/catalog/program-grid';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { coursePath, COURSES_PATH, HOME_PATH, programsPagePath } from '@/lib/routes';
import { PROGRAMS_PAGE_SIZE, programPageCount } from '@/lib/catalog/program-pages';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/hreflang';
import { JsonLd, pageUrl, programEventJsonLd, providerRef } from '@/lib/seo/jsonld';
import { getPrograms } from '@/lib/upstream/courses';

/** One page of the training programs: header, total count, the page's cards and Event JSON-LD, page links. */
export async function TrainingProgramsView({ lang, page }: { lang: AppLocale; page: number }) {
  const [programs, t, tc, tb, tm] = await Promise.all([
    getPrograms(),
    getTranslations('programs'),
    getTranslations('catalog'),
    getTranslations('brand'),
    getTranslations('media'),
  ]);
  const origin = siteUrl().origin;
  const provider = providerRef(tb('name'), pageUrl(origin, lang, HOME_PATH));
  const shown = programs.ok ? programs.data.slice((page - 1) * PROGRAMS_PAGE_SIZE, page * PROGRAMS_PAGE_SIZE) : [];
  const pages = programs.ok ? programPageCount(programs.data.length) : 1;
  const link =
    'flex min-w-10 items-center justify-center rounded-md border border-line bg-white px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-50';

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        band
        trail={[{ label: tc('courses'), href: COURSES_PATH }, { label: t('title') }]}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8">
        {programs.ok ? (
          <>
            <h2 className="text-base font-semibold text-muted" data-testid="program-count">
              {t('count', { count: programs.data.length })}
              {pages > 1 && (
                <span className="font-normal"> · {tm('pageOf', { page: String(page), pages: String(pages) })}</span>
              )}
            </h2>
            <ProgramGrid programs={shown} className="program-grid" />
            {shown.length > 0 && (
              <JsonLd
                data={shown.map((p) =>
                  programEventJsonLd(p, {
                    locale: lang,
                    origin,
                    provider,
                    courseUrl: pageUrl(origin, lang, coursePath(p)),
                  }),
                )}
              />
            )}
            {pages > 1 && (
              <nav aria-label={tm('pagination')} data-testid="program-pages" className="mt-4">
                <ul className="flex flex-wrap items-center justify-center gap-2">
                  {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                    <li key={n}>
                      <Link
                        href={programsPagePath(n)}
                        aria-current={n === page ? 'page' : undefined}
                        aria-label={tm('goToPage', { page: String(n) })}
                        rel={n === page + 1 ? 'next' : n === page - 1 ? 'prev' : undefined}
                        className={n === page ? `${link} !bg-primary !text-white` : link}
                      >
                        {n}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </>
        ) : (
          <ErrorState error={programs.error} />
        )}
      </div>
    </>
  );
}
