import { getTranslations } from 'next-intl/server';
import { CourseGrid } from '@/components/catalog/course-grid';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { SEARCH_PATH } from '@/lib/routes';
import { SiteSearch } from '@/lib/search/engine';
import { presentHit } from '@/lib/search/present';
import { getSiteSearch } from '@/lib/search/server';
import { getFeaturedCourses } from '@/lib/upstream/courses';
import { SearchForm } from './search-form';

/**
 * The results page (docs/search.md): the query in a plain form, then the results grouped by kind (upcoming programs
 * by date), with "did you mean" when a word is not in the catalogue. Never a dead end: no query, or nothing found,
 * shows the popular (featured) courses.
 */
export async function SearchResultsView({ lang, q }: { lang: AppLocale; q: string }) {
  const [search, t] = await Promise.all([getSiteSearch(), getTranslations({ locale: lang, namespace: 'siteSearch' })]);
  const outcome = search && q ? search.search(q, { didYouMean: true }) : null;
  const groups = outcome ? SiteSearch.grouped(outcome.hits) : [];
  const total = groups.reduce((n, g) => n + g.hits.length, 0);
  const starts = (date: string) => t('starts', { date });

  return (
    <PageShell>
      <PageHeader title={q ? t('titleFor', { q }) : t('title')} trail={[{ label: t('title') }]}>
        <SearchForm
          lang={lang}
          q={q}
          labels={{ label: t('label'), placeholder: t('placeholder'), submit: t('submit') }}
        />
      </PageHeader>
      {!search ? (
        <p role="status" data-testid="search-failed" className="rounded-xl border border-line bg-white p-6 text-center">
          {t('failed')}
        </p>
      ) : (
        <div className="flex flex-col gap-8">
          {q && (
            <div role="status" className="flex flex-col gap-2">
              <p className="font-semibold text-muted" data-testid="search-count" data-count={total}>
                {total === 0 ? t('noResults', { q }) : t('count', { count: total })}
              </p>
              {outcome?.relaxed && <p className="text-sm text-muted">{t('relaxed')}</p>}
              {outcome?.didYouMean && (
                <p data-testid="did-you-mean">
                  {t('didYouMean')}{' '}
                  <Link
                    href={`${SEARCH_PATH}?q=${encodeURIComponent(outcome.didYouMean)}`}
                    className="font-semibold text-secondary underline"
                  >
                    {outcome.didYouMean}
                  </Link>
                  {lang === 'ar' ? '؟' : '?'}
                </p>
              )}
            </div>
          )}
          {q.length > 0 && q.length < 2 && <p className="text-muted">{t('tooShort')}</p>}
          {!q && <p className="text-muted">{t('prompt')}</p>}
          {groups.map((group) => (
            <section key={group.kind} aria-labelledby={`search-${group.kind}`} data-kind={group.kind}>
              <h2 id={`search-${group.kind}`} className="mb-3 text-lg font-bold text-primary">
                {t(`kinds.${group.kind}`)} <span className="text-sm font-normal text-muted">({group.hits.length})</span>
              </h2>
              <ul className="search-results">
                {group.hits.map((hit) => {
                  const shown = presentHit(hit, lang, starts);
                  return (
                    <li key={shown.id}>
                      <Link href={shown.path} data-testid="search-result">
                        <span className="font-semibold text-primary">{shown.title}</span>
                        {shown.sub && <span className="text-sm text-muted">{shown.sub}</span>}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          {total === 0 && <PopularCourses title={t('popular')} />}
        </div>
      )}
    </PageShell>
  );
}

async function PopularCourses({ title }: { title: string }) {
  const featured = await getFeaturedCourses();
  if (!featured.ok || featured.data.length === 0) return null;
  return (
    <section aria-labelledby="search-popular" data-testid="search-popular">
      <h2 id="search-popular" className="mb-4 text-lg font-bold text-primary">
        {title}
      </h2>
      <CourseGrid courses={featured.data.slice(0, 6)} />
    </section>
  );
}
