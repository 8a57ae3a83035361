import { getTranslations } from 'next-intl/server';
import { formatCount } from '@/lib/i18n/format-count';
import { formatMoney } from '@/lib/money';
import { ageLabel, SECTION_TABLES } from '@/lib/staff-dashboard/tables';
import { readSection } from '@/lib/upstream/staff-dashboard';
import { BarChart } from './charts/bars';
import { ChartBlock } from './chart-block';
import { SectionFrame } from './section-frame';
import { csvHref, direction, type SectionProps } from './section-props';

/** Money owed: unpaid pay-later orders by age (and the oldest with their deadlines), failed card payments. */
export async function OwedSection(p: SectionProps) {
  const [t, result] = await Promise.all([getTranslations('staffDashboard'), readSection('owed', p.query, p.ctx)]);
  const dir = direction(p.lang);
  return (
    <SectionFrame id="owed" title={t('owed.title')} result={result}>
      {(d) => {
        const [ages, orders, failed] = SECTION_TABLES.owed(d, t, p.lang);
        const f = d.FailedPayments;
        return (
          <>
            <ChartBlock
              table={ages}
              lang={p.lang}
              csvHref={csvHref('owed', ages.id, p)}
              chart={(id) => (
                <BarChart
                  labelledBy={id}
                  dir={dir}
                  format={(v) => formatCount(v)}
                  bars={d.Ages.map((a, k) => ({
                    label: ageLabel(t, a),
                    value: a.Orders,
                    warn: k === d.Ages.length - 1,
                  }))}
                />
              )}
            />
            <ChartBlock table={orders} lang={p.lang} csvHref={csvHref('owed', orders.id, p)} />
            <ChartBlock
              table={failed}
              lang={p.lang}
              csvHref={csvHref('owed', failed.id, p)}
              chart={(id) => (
                <BarChart
                  labelledBy={id}
                  dir={dir}
                  format={(v) => formatMoney(Math.round(v), p.lang, { minFractionDigits: 0, maxFractionDigits: 0 })}
                  bars={[
                    { label: t('legend.current'), value: f.Current.AmountFils, warn: true },
                    { label: t('legend.previous'), value: f.Previous.AmountFils },
                  ]}
                />
              )}
            />
          </>
        );
      }}
    </SectionFrame>
  );
}
