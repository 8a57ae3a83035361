import { useTranslations } from 'next-intl';
import type { PracticeResult } from '@/lib/contract/entities/practice-exams';
import { inLang, optionsIn } from './localized';

/**
 * The result of a submitted attempt or of the sample: score, pass or fail, the score per topic, and every question
 * with the customer's answer, the right one and the explanation. No hooks but translations: the exam page renders
 * it on the server, the sample in the browser.
 */
export function ResultView({
  lang,
  result,
  timedOut = false,
}: {
  lang: string;
  result: PracticeResult;
  timedOut?: boolean;
}) {
  const t = useTranslations('practiceExams.result');
  return (
    <section aria-labelledby="practice-result-title" className="space-y-6" data-testid="practice-result">
      <div className="rounded-xl border border-line bg-white p-5">
        <h2 id="practice-result-title" tabIndex={-1} className="text-xl font-bold text-primary focus:outline-none">
          {t('title')}
        </h2>
        <p className="mt-2 text-lg" data-testid="practice-score">
          {t('score', { score: String(result.Score), total: String(result.Total), percent: String(result.Percent) })}
        </p>
        <p
          className={`mt-1 font-semibold ${result.Passed ? 'text-seats-high' : 'text-seats-low'}`}
          data-testid="practice-verdict"
          data-passed={result.Passed}
        >
          {result.Passed ? t('passed') : t('failed')}{' '}
          <span className="font-normal text-muted">({t('passMark', { n: String(result.PassPercent) })})</span>
        </p>
        {timedOut && (
          <p className="mt-2 text-sm text-muted" data-testid="practice-timed-out">
            {t('timedOut')}
          </p>
        )}
      </div>

      <div className="overflow-x-auto rounded-xl border border-line bg-white">
        <table className="w-full text-sm" data-testid="practice-topics">
          <caption className="p-4 text-start text-base font-semibold text-primary">{t('topics')}</caption>
          <thead className="bg-primary-50 text-start">
            <tr>
              <th scope="col" className="px-4 py-2 text-start">
                {t('topic')}
              </th>
              <th scope="col" className="px-4 py-2 text-end">
                {t('correct')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.Topics.map((topic) => (
              <tr key={topic.TopicID} className="border-t border-line">
                <th scope="row" className="px-4 py-2 text-start font-normal">
                  {inLang(lang, topic, 'Title')}
                </th>
                <td className="px-4 py-2 text-end tabular-nums">
                  {t('topicScore', { correct: String(topic.Correct), total: String(topic.Total) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="practice-review-title" className="space-y-3">
        <h2 id="practice-review-title" className="text-xl font-bold text-primary">
          {t('review')}
        </h2>
        <ol className="space-y-4" data-testid="practice-review">
          {result.Questions.map((q, i) => {
            const options = optionsIn(lang, q);
            const right = q.Choice === q.CorrectOption;
            return (
              <li
                key={q.QuestionID}
                className="rounded-xl border border-line bg-white p-4"
                data-testid="practice-review-question"
                data-right={right}
              >
                <p className="text-xs font-semibold uppercase text-muted">
                  {i + 1}. {inLang(lang, q.Topic, 'Title')}
                </p>
                <p className="mt-1 font-semibold text-ink">{inLang(lang, q, 'Stem')}</p>
                <p className={`mt-2 text-sm font-semibold ${right ? 'text-seats-high' : 'text-seats-low'}`}>
                  {right ? t('right') : t('wrong')}
                  {q.Flagged && <span className="ms-2 font-normal text-muted">· {t('flagged')}</span>}
                </p>
                <dl className="mt-2 space-y-1 text-sm">
                  <div>
                    <dt className="inline font-semibold">{t('yourAnswer')}: </dt>
                    <dd className="inline">{q.Choice === null ? t('notAnswered') : options[q.Choice]}</dd>
                  </div>
                  <div data-testid="practice-correct-answer">
                    <dt className="inline font-semibold">{t('correctAnswer')}: </dt>
                    <dd className="inline">{options[q.CorrectOption]}</dd>
                  </div>
                  <div className="pt-1">
                    <dt className="font-semibold">{t('explanation')}</dt>
                    <dd className="text-muted">{inLang(lang, q, 'Explanation')}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ol>
      </section>
    </section>
  );
}
