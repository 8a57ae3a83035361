import { getTranslations } from 'next-intl/server';
import type { PracticeExam } from '@/lib/contract/entities/practice-exams';
import { Link } from '@/lib/i18n/navigation';
import { coursePath, loginPath, localePath, practiceAttemptPath, practiceExamPath } from '@/lib/routes';
import { inLang } from './localized';

/** One exam of the list: its rules, the caller's standing (free, included, locked) and what they can do next. */
export async function ExamCard({ lang, exam, signedIn }: { lang: string; exam: PracticeExam; signedIn: boolean }) {
  const [tf, ts, ta] = await Promise.all([
    getTranslations('practiceExams.facts'),
    getTranslations('practiceExams.state'),
    getTranslations('practiceExams.actions'),
  ]);
  const left = exam.AttemptsAllowed === null ? null : Math.max(0, exam.AttemptsAllowed - exam.AttemptsUsed);
  const state = exam.Open ? ts('free') : exam.Entitled ? ts('entitled') : ts('locked');
  const course = exam.EntitlingCourse;
  return (
    <li className="card" data-testid="practice-exam" data-exam-id={exam.ExamID} data-entitled={exam.Entitled}>
      <div className="card-body">
        <h2 className="card-title">{inLang(lang, exam, 'Title')}</h2>
        <p className="text-sm text-muted">{inLang(lang, exam, 'Summary')}</p>
        <ul className="flex flex-wrap gap-2 text-xs font-semibold text-primary">
          <li className="rounded-full bg-primary-50 px-2.5 py-1">
            {tf('questions', { n: String(exam.QuestionCount) })}
          </li>
          <li className="rounded-full bg-primary-50 px-2.5 py-1">
            {exam.TimeLimitSeconds === null
              ? tf('untimed')
              : tf('minutes', { n: String(Math.round(exam.TimeLimitSeconds / 60)) })}
          </li>
          <li className="rounded-full bg-primary-50 px-2.5 py-1">{tf('passMark', { n: String(exam.PassPercent) })}</li>
          {!exam.Open && signedIn && exam.Entitled && (
            <li className="rounded-full bg-primary-50 px-2.5 py-1">
              {left === null
                ? tf('attemptsUnlimited')
                : tf('attemptsLeft', { left: String(left), total: String(exam.AttemptsAllowed) })}
            </li>
          )}
        </ul>
        <p className="text-sm font-semibold text-secondary" data-testid="practice-exam-state">
          {state}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {exam.Open ? (
            <Link href={practiceExamPath(exam.ExamID)} className="btn-accent">
              {ta('startSample')}
            </Link>
          ) : exam.OpenAttemptID ? (
            <Link href={practiceAttemptPath(exam.ExamID, exam.OpenAttemptID)} className="btn-accent">
              {ta('resume')}
            </Link>
          ) : exam.Entitled && left === 0 ? (
            <p className="text-sm text-muted">{ta('noAttemptsLeft')}</p>
          ) : exam.Entitled ? (
            <Link href={practiceExamPath(exam.ExamID)} className="btn-accent">
              {ta('open')}
            </Link>
          ) : (
            <>
              {!signedIn && (
                <Link href={loginPath(localePath(lang, practiceExamPath(exam.ExamID)))} className="btn-outline">
                  {ta('logIn')}
                </Link>
              )}
              {course && (
                <Link href={coursePath({ Link: course.Link, ProductId: course.ProductId })} className="btn-accent">
                  {ta('buy', { course: inLang(lang, course, 'Title') })}
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </li>
  );
}
