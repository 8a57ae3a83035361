import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { queryString } from '@/lib/staff-dashboard/query';
import { SECTION_TABLES } from '@/lib/staff-dashboard/tables';
import { readSection } from '@/lib/upstream/staff-dashboard';
import { SeatsChart } from './charts/scatter';
import { ChartBlock } from './chart-block';
import { SectionFrame } from './section-frame';
import { csvHref, direction, type SectionProps } from './section-props';

/**
 * Seats: every upcoming program's seats sold against capacity over its days to start, the low ones flagged; a
 * program chosen from the list (`?program=`) shows its bookings under it.
 */
export async function SeatsSection(p: SectionProps) {
  const [t, result, bookings] = await Promise.all([
    getTranslations('staffDashboard'),
    readSection('seats', p.query, p.ctx),
    p.program ? readSection('bookings', p.query, p.ctx, p.program) : null,
  ]);
  return (
    <SectionFrame id="seats" title={t('seats.title')} result={result}>
      {(d) => {
        const [programs, booked] = SECTION_TABLES.seats(d, t, p.lang);
        const low = d.Programs.filter((x) => x.Low);
        return (
          <>
            <ChartBlock
              table={programs}
              lang={p.lang}
              csvHref={csvHref('seats', programs.id, p)}
              chart={(id) => (
                <SeatsChart
                  labelledBy={id}
                  dir={direction(p.lang)}
                  threshold={d.LowFillPercent}
                  axis={{ days: t('seats.axisDays'), fill: t('seats.axisFill') }}
                  points={d.Programs.map((x) => ({
                    id: x.ProgramId,
                    daysToStart: x.DaysToStart,
                    fill: x.Capacity > 0 ? (x.Sold * 100) / x.Capacity : 0,
                    low: x.Low,
                    label: `${p.lang === 'ar' ? x.TitleAr : x.TitleEn}: ${x.Sold}/${x.Capacity}`,
                  }))}
                />
              )}
            />
            <div className="mt-4 rounded-lg border border-line bg-white px-4 py-3 text-sm" data-testid="seats-drill">
              <p className="font-semibold text-primary">{t('seats.drillTitle', { n: String(low.length) })}</p>
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {(low.length ? low : d.Programs).slice(0, 12).map((x) => (
                  <li key={x.ProgramId}>
                    <Link
                      href={{
                        pathname: '/staff',
                        query: Object.fromEntries(
                          new URLSearchParams(queryString(p.query, { program: String(x.ProgramId) })),
                        ),
                        hash: 'bookings',
                      }}
                      className="text-secondary underline"
                      prefetch={false}
                    >
                      {`${p.lang === 'ar' ? x.TitleAr : x.TitleEn} (#${x.ProgramId})`}
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-muted">{t('seats.drillHint')}</p>
            </div>
            <ChartBlock table={booked} lang={p.lang} csvHref={csvHref('seats', booked.id, p)} />
            {bookings && (
              <div id="bookings" className="scroll-mt-24">
                {bookings.ok ? (
                  <ChartBlock
                    table={{
                      ...SECTION_TABLES.bookings(bookings.data, t, p.lang)[0],
                      caption: t('bookings.captionOf', { id: String(p.program) }),
                    }}
                    lang={p.lang}
                    csvHref={csvHref('bookings', 'bookings', p)}
                  />
                ) : (
                  <p role="alert" className="mt-4 text-seats-low">
                    {t('errors.section')}
                  </p>
                )}
              </div>
            )}
          </>
        );
      }}
    </SectionFrame>
  );
}
