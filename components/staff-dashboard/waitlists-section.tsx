import { getTranslations } from 'next-intl/server';
import { formatCount } from '@/lib/i18n/format-count';
import { SECTION_TABLES } from '@/lib/staff-dashboard/tables';
import { readSection } from '@/lib/upstream/staff-dashboard';
import { BarChart } from './charts/bars';
import { ChartBlock } from './chart-block';
import { SectionFrame } from './section-frame';
import { csvHref, direction, type SectionProps } from './section-props';

/** How many bars a per-program or per-course chart draws (the table beside it lists them all). */
const MAX_BARS = 15;

/** Waitlists and notify-me: live length per program, offers made and what became of them, open requests. */
export async function WaitlistsSection(p: SectionProps) {
  const [t, result] = await Promise.all([getTranslations('staffDashboard'), readSection('waitlists', p.query, p.ctx)]);
  const dir = direction(p.lang);
  const title = (r: { TitleEn: string; TitleAr: string }) => (p.lang === 'ar' ? r.TitleAr : r.TitleEn);
  return (
    <SectionFrame id="waitlists" title={t('waitlists.title')} result={result}>
      {(d) => {
        const [programs, offers, notify] = SECTION_TABLES.waitlists(d, t, p.lang);
        const o = d.Offers;
        return (
          <>
            <ChartBlock
              table={programs}
              lang={p.lang}
              csvHref={csvHref('waitlists', programs.id, p)}
              chart={(id) => (
                <BarChart
                  labelledBy={id}
                  dir={dir}
                  format={formatCount}
                  bars={d.Programs.slice(0, MAX_BARS).map((x) => ({
                    label: `${title(x)} #${x.ProgramId}`,
                    value: x.Waiting + x.Offered,
                  }))}
                />
              )}
            />
            <ChartBlock
              table={offers}
              lang={p.lang}
              csvHref={csvHref('waitlists', offers.id, p)}
              chart={(id) => (
                <BarChart
                  labelledBy={id}
                  dir={dir}
                  format={formatCount}
                  bars={[
                    { label: t('waitlists.sent'), value: o.Current.Sent, compare: o.Previous.Sent },
                    { label: t('waitlists.accepted'), value: o.Current.Accepted, compare: o.Previous.Accepted },
                    { label: t('waitlists.lapsed'), value: o.Current.Lapsed, compare: o.Previous.Lapsed, warn: true },
                    { label: t('waitlists.notified'), value: d.Notified.Current, compare: d.Notified.Previous },
                  ]}
                />
              )}
            />
            <ChartBlock
              table={notify}
              lang={p.lang}
              csvHref={csvHref('waitlists', notify.id, p)}
              chart={(id) => (
                <BarChart
                  labelledBy={id}
                  dir={dir}
                  format={formatCount}
                  bars={d.NotifyMe.slice(0, MAX_BARS).map((n) => ({ label: title(n), value: n.Open }))}
                />
              )}
            />
          </>
        );
      }}
    </SectionFrame>
  );
}
