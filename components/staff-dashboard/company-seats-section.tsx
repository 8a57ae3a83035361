import { getTranslations } from 'next-intl/server';
import { seatTotalsTable } from '@/lib/company-seats/staff-table';
import { formatCount } from '@/lib/i18n/format-count';
import { getSeatTotals } from '@/lib/upstream/company-seats';
import { BarChart } from './charts/bars';
import { ChartBlock } from './chart-block';
import { SectionFrame } from './section-frame';
import { direction, type SectionProps } from './section-props';

/**
 * Company seats: per company and program, seats bought vs assigned (docs/company.md "Assigning seats"), from the
 * company seats extension (an API without it: the section is left out). Live company orders as they stand today, so
 * the page's date range and category do not apply (said under the heading).
 */
export async function CompanySeatsSection(p: SectionProps) {
  const [t, result] = await Promise.all([getTranslations('companySeats'), getSeatTotals(p.ctx)]);
  return (
    <SectionFrame id="companySeats" title={t('staff.title')} result={result}>
      {(rows) => {
        const table = seatTotalsTable(rows, t, p.lang);
        const name = (r: (typeof rows)[number]) =>
          p.lang === 'ar' ? r.CompanyName_ar || r.CompanyName_en : r.CompanyName_en;
        return (
          <>
            <p className="mt-2 text-sm text-muted">{t('staff.intro')}</p>
            <ChartBlock
              table={table}
              lang={p.lang}
              csvHref={`/api/staff/company-seats?lang=${p.lang}`}
              chart={(id) => (
                <BarChart
                  labelledBy={id}
                  dir={direction(p.lang)}
                  format={formatCount}
                  bars={rows.slice(0, 12).flatMap((r) => [
                    { label: t('staff.bought', { company: name(r) }), value: r.Bought },
                    {
                      label: t('staff.assigned', { company: name(r) }),
                      value: r.Assigned,
                      warn: r.Assigned < r.Bought,
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
