import { getTranslations } from 'next-intl/server';
import { formatCount } from '@/lib/i18n/format-count';
import { SECTION_TABLES } from '@/lib/staff-dashboard/tables';
import { readSection } from '@/lib/upstream/staff-dashboard';
import { BarChart } from './charts/bars';
import { ChartBlock } from './chart-block';
import { SectionFrame } from './section-frame';
import { csvHref, direction, type SectionProps } from './section-props';

/**
 * Brokers: licences expiring within 30, 60 and 90 days per authority, each with a warning bar for those whose holder
 * has not booked the renewal yet. Counted from today, so the page's date range and category do not apply (said under
 * the heading). Company seats (issue 43) are not shown: company accounts hold no seats yet.
 */
export async function BrokersSection(p: SectionProps) {
  const [t, result] = await Promise.all([getTranslations('staffDashboard'), readSection('brokers', p.query, p.ctx)]);
  return (
    <SectionFrame id="brokers" title={t('brokers.title')} result={result}>
      {(d) => {
        const [table] = SECTION_TABLES.brokers(d, t, p.lang);
        // The authority's code in the chart, so the label fits its column; the table beside it names it in full.
        const label = (e: (typeof d.Expiries)[number]) => ({ authority: e.Authority, days: formatCount(e.WithinDays) });
        return (
          <>
            <p className="mt-2 text-sm text-muted" data-testid="brokers-note">
              {t('brokers.note')}
            </p>
            <ChartBlock
              table={table}
              lang={p.lang}
              csvHref={csvHref('brokers', table.id, p)}
              chart={(id) => (
                <BarChart
                  labelledBy={id}
                  dir={direction(p.lang)}
                  format={formatCount}
                  bars={d.Expiries.flatMap((e) => [
                    { label: t('brokers.window', label(e)), value: e.Licences },
                    {
                      label: t('brokers.notBookedBar', label(e)),
                      value: e.Licences - e.Booked,
                      warn: true,
                    },
                  ])}
                />
              )}
            />
          </>
        );
      }}
    </SectionFrame>
  );
}
