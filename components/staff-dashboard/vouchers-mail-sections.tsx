import { getTranslations } from 'next-intl/server';
import { formatCount } from '@/lib/i18n/format-count';
import { formatMoney } from '@/lib/money';
import { mailKindLabel, SECTION_TABLES } from '@/lib/staff-dashboard/tables';
import { readSection } from '@/lib/upstream/staff-dashboard';
import { BarChart } from './charts/bars';
import { ChartBlock } from './chart-block';
import { SectionFrame } from './section-frame';
import { csvHref, direction, type SectionProps } from './section-props';

/** Vouchers: discount given per code (the previous period under it); uses in the table. */
export async function VouchersSection(p: SectionProps) {
  const [t, result] = await Promise.all([getTranslations('staffDashboard'), readSection('vouchers', p.query, p.ctx)]);
  return (
    <SectionFrame id="vouchers" title={t('vouchers.title')} result={result}>
      {(d) => {
        const [table] = SECTION_TABLES.vouchers(d, t, p.lang);
        return (
          <ChartBlock
            table={table}
            lang={p.lang}
            csvHref={csvHref('vouchers', table.id, p)}
            chart={(id) => (
              <BarChart
                labelledBy={id}
                dir={direction(p.lang)}
                format={(v) => formatMoney(Math.round(v), p.lang, { minFractionDigits: 0, maxFractionDigits: 0 })}
                bars={d.map((v) => ({ label: v.Code, value: v.DiscountFils, compare: v.PreviousDiscountFils }))}
              />
            )}
          />
        );
      }}
    </SectionFrame>
  );
}

/** E-mail: sent per kind, with the failed ones as their own bars. */
export async function MailSection(p: SectionProps) {
  const [t, result] = await Promise.all([getTranslations('staffDashboard'), readSection('mail', p.query, p.ctx)]);
  return (
    <SectionFrame id="mail" title={t('mail.title')} result={result}>
      {(d) => {
        const [table] = SECTION_TABLES.mail(d, t, p.lang);
        return (
          <ChartBlock
            table={table}
            lang={p.lang}
            csvHref={csvHref('mail', table.id, p)}
            chart={(id) => (
              <BarChart
                labelledBy={id}
                dir={direction(p.lang)}
                format={formatCount}
                bars={d.flatMap((m) => [
                  { label: mailKindLabel(t, m.Kind), value: m.Sent, compare: m.PreviousSent },
                  ...(m.Failed + m.PreviousFailed > 0
                    ? [
                        {
                          label: `${mailKindLabel(t, m.Kind)}: ${t('mail.failed')}`,
                          value: m.Failed,
                          compare: m.PreviousFailed,
                          warn: true,
                        },
                      ]
                    : []),
                ])}
              />
            )}
          />
        );
      }}
    </SectionFrame>
  );
}
