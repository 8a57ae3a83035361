import { getTranslations } from 'next-intl/server';
import { formatShortDate } from '@/lib/dates/format';
import { formatAmount, formatMoney } from '@/lib/money';
import { SECTION_TABLES } from '@/lib/staff-dashboard/tables';
import { readSection } from '@/lib/upstream/staff-dashboard';
import { BarChart } from './charts/bars';
import { TimeSeriesChart } from './charts/time-series';
import { ChartBlock } from './chart-block';
import { SectionFrame } from './section-frame';
import { csvHref, direction, type SectionProps } from './section-props';

/** Sales: net revenue per bucket against the previous period, totals, by category and by payment method. */
export async function SalesSection(p: SectionProps) {
  const [t, result] = await Promise.all([getTranslations('staffDashboard'), readSection('sales', p.query, p.ctx)]);
  const dir = direction(p.lang);
  const amount = (v: number) => formatAmount(Math.round(v), p.lang, { minFractionDigits: 0, maxFractionDigits: 0 });
  return (
    <SectionFrame id="sales" title={t('sales.title')} result={result}>
      {(d) => {
        const [series, totals, byCategory, byMethod] = SECTION_TABLES.sales(d, t, p.lang);
        const prevCategory = new Map(d.Previous.ByCategory.map((c) => [c.CategoryId, c.NetFils]));
        const prevMethod = new Map(d.Previous.ByMethod.map((m) => [m.Method, m.NetFils]));
        return (
          <>
            <ChartBlock
              table={series}
              lang={p.lang}
              csvHref={csvHref('sales', series.id, p)}
              chart={(id) => (
                <TimeSeriesChart
                  labelledBy={id}
                  dir={dir}
                  format={amount}
                  legend={{ current: t('legend.current'), previous: t('legend.previous') }}
                  points={d.Current.Series.map((s, k) => ({
                    label: formatShortDate(s.Bucket, p.lang).slice(0, 5),
                    current: s.NetFils,
                    previous: d.Previous.Series[k]?.NetFils ?? 0,
                  }))}
                />
              )}
            />
            <ChartBlock table={totals} lang={p.lang} csvHref={csvHref('sales', totals.id, p)} />
            <ChartBlock
              table={byCategory}
              lang={p.lang}
              csvHref={csvHref('sales', byCategory.id, p)}
              chart={(id) => (
                <BarChart
                  labelledBy={id}
                  dir={dir}
                  format={(v) => formatMoney(Math.round(v), p.lang, { minFractionDigits: 0, maxFractionDigits: 0 })}
                  bars={d.Current.ByCategory.map((c, k) => ({
                    label: byCategory.rows[k][0].value as string,
                    value: c.NetFils,
                    compare: prevCategory.get(c.CategoryId) ?? 0,
                  }))}
                />
              )}
            />
            <ChartBlock
              table={byMethod}
              lang={p.lang}
              csvHref={csvHref('sales', byMethod.id, p)}
              chart={(id) => (
                <BarChart
                  labelledBy={id}
                  dir={dir}
                  format={(v) => formatMoney(Math.round(v), p.lang, { minFractionDigits: 0, maxFractionDigits: 0 })}
                  bars={d.Current.ByMethod.map((m) => ({
                    label: t(`methods.${m.Method}`),
                    value: m.NetFils,
                    compare: prevMethod.get(m.Method) ?? 0,
                  }))}
                />
              )}
            />
          </>
        );
      }}
    </SectionFrame>
  );
}
