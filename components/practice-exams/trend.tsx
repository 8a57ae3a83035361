import { getTranslations } from 'next-intl/server';
import type { PracticeHistoryItem } from '@/lib/contract/entities/practice-exams';

/** How many recent attempts the trend draws. */
const TREND_POINTS = 10;

/**
 * The trend of the customer's scores: a small line over the last attempts, oldest first, with the pass mark, and the
 * same in words (the drawing is hidden from screen readers; the sentence says it).
 */
export async function Trend({
  lang,
  history,
  passPercent,
}: {
  lang: string;
  history: PracticeHistoryItem[];
  passPercent: number | null;
}) {
  const t = await getTranslations('practiceExams.history');
  const points = history.slice(0, TREND_POINTS).reverse();
  if (points.length < 2) return null;
  const w = 300;
  const h = 80;
  const x = (i: number) => 8 + (i * (w - 16)) / (points.length - 1);
  const y = (p: number) => h - 6 - (p * (h - 12)) / 100;
  const change = points.at(-1)!.Percent - points[0].Percent;
  const words =
    change > 0
      ? t('trendUp', { n: String(change) })
      : change < 0
        ? t('trendDown', { n: String(-change) })
        : t('trendFlat');
  return (
    <figure className="rounded-xl border border-line bg-white p-4" data-testid="practice-trend" data-change={change}>
      <figcaption className="font-semibold text-primary">{t('trendTitle')}</figcaption>
      <svg
        viewBox={`0 0 ${w} ${h}`}
        className="mt-2 h-20 w-full max-w-md rtl:-scale-x-100"
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        {passPercent !== null && (
          <line x1="0" x2={w} y1={y(passPercent)} y2={y(passPercent)} className="stroke-accent" strokeDasharray="4 4" />
        )}
        <polyline
          fill="none"
          className="stroke-primary"
          strokeWidth="2"
          points={points.map((p, i) => `${x(i)},${y(p.Percent)}`).join(' ')}
        />
        {points.map((p, i) => (
          <circle
            key={p.AttemptID}
            cx={x(i)}
            cy={y(p.Percent)}
            r="3"
            className={p.Passed ? 'fill-seats-high' : 'fill-seats-low'}
          />
        ))}
      </svg>
      <p className="mt-2 text-sm text-muted">
        {t('trendLabel', {
          scores: points.map((p) => t('percent', { n: String(p.Percent) })).join(lang === 'ar' ? '، ' : ', '),
        })}{' '}
        {words}
      </p>
    </figure>
  );
}
