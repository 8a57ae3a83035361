import { getTranslations } from 'next-intl/server';
import type { PracticeHistoryItem } from '@/lib/contract/entities/practice-exams';
import { formatShortDate } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import { practiceAttemptPath } from '@/lib/routes';
import { inLang } from './localized';
import { Trend } from './trend';

/** The customer's submitted attempts, newest first, each linked to its review, and the trend of their scores. */
export async function AttemptHistory({
  lang,
  history,
  passPercent,
}: {
  lang: string;
  history: PracticeHistoryItem[];
  passPercent: number | null;
}) {
  const [t, tr] = await Promise.all([
    getTranslations('practiceExams.history'),
    getTranslations('practiceExams.result'),
  ]);
  return (
    <section aria-labelledby="practice-history-title" className="space-y-4" data-testid="practice-history">
      <h2 id="practice-history-title" className="text-xl font-bold text-primary">
        {t('title')}
      </h2>
      {history.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <>
          <Trend lang={lang} history={history} passPercent={passPercent} />
          <ol className="space-y-2">
            {history.map((a) => (
              <li
                key={a.AttemptID}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-white p-3"
                data-testid="practice-history-item"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{inLang(lang, a, 'Title')}</p>
                  <p className="text-sm text-muted">
                    <time dateTime={a.SubmittedAt}>{formatShortDate(a.SubmittedAt, lang)}</time>
                    {a.TimedOut && <span className="ms-2">· {t('timedOut')}</span>}
                  </p>
                </div>
                <p className="text-sm">
                  <span className="font-semibold tabular-nums">{t('percent', { n: String(a.Percent) })}</span>{' '}
                  <span className={a.Passed ? 'text-seats-high' : 'text-seats-low'}>
                    {a.Passed ? tr('passed') : tr('failed')}
                  </span>
                </p>
                <Link
                  href={practiceAttemptPath(a.ExamID, a.AttemptID)}
                  className="text-sm font-semibold text-secondary underline-offset-4 hover:underline"
                >
                  {t('review')}
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
