import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/error-state';
import type { PracticeExam } from '@/lib/contract/entities/practice-exams';
import { Link } from '@/lib/i18n/navigation';
import {
  coursePath,
  loginPath,
  localePath,
  practiceAttemptPath,
  practiceExamPath,
  PRACTICE_EXAMS_PATH,
} from '@/lib/routes';
import { callerContext, getSession, isLoggedIn } from '@/lib/session/session';
import { getPracticeAttempt, getPracticeExams, getPracticeSample } from '@/lib/upstream/practice-exams';
import { isUnavailable } from '@/lib/upstream/result';
import { AttemptRunner } from './attempt-runner';
import { inLang } from './localized';
import { ResultView } from './result-view';
import { StartButton } from './start-button';

type Props = { lang: 'en' | 'ar'; examId: number; attemptId: string | null };

/**
 * /{lang}/practice-exams/{id}: the sample for anyone; a timed exam for a customer entitled to it: its start, the
 * attempt in progress (`?attempt=`, so a reload or a second tab comes back to the same one), or, once submitted, its
 * result and review. Everything is read from the API on each request: the API owns the clock and the answers.
 */
export async function ExamScreen({ lang, examId, attemptId }: Props) {
  const t = await getTranslations('practiceExams');
  const session = await getSession();
  const ctx = callerContext(session, lang);
  const exams = await getPracticeExams(ctx);
  if (isUnavailable(exams)) notFound();
  if (!exams.ok)
    return (
      <Shell title={t('title')}>
        <ErrorState error={exams.error} />
      </Shell>
    );
  const exam = exams.data.find((e) => e.ExamID === examId);
  if (!exam) notFound();
  const title = inLang(lang, exam, 'Title');
  const self = practiceExamPath(exam.ExamID);

  if (exam.Open) {
    const sample = await getPracticeSample(exam.ExamID, ctx);
    if (!sample.ok || !sample.data)
      return <Shell title={title}>{sample.ok ? notFound() : <ErrorState error={sample.error} />}</Shell>;
    return (
      <Shell title={title} summary={inLang(lang, exam, 'Summary')}>
        <AttemptRunner
          lang={lang}
          examId={exam.ExamID}
          attempt={{ kind: 'sample' }}
          questions={sample.data.Questions}
          warnAtSeconds={[]}
        />
      </Shell>
    );
  }

  if (!isLoggedIn(session))
    return (
      <Shell title={title} summary={inLang(lang, exam, 'Summary')}>
        <Locked lang={lang} exam={exam} message={t('start.signIn')} login={loginPath(localePath(lang, self))} />
      </Shell>
    );

  if (!attemptId && exam.OpenAttemptID)
    redirect(localePath(lang, practiceAttemptPath(exam.ExamID, exam.OpenAttemptID)));
  if (attemptId) {
    const attempt = await getPracticeAttempt(attemptId, ctx);
    if (!attempt.ok)
      return (
        <Shell title={title}>
          <ErrorState error={attempt.error} />
        </Shell>
      );
    if (!attempt.data || attempt.data.ExamID !== exam.ExamID) notFound();
    const a = attempt.data;
    return (
      <Shell title={title}>
        {a.Status === 'open' ? (
          <AttemptRunner
            lang={lang}
            examId={exam.ExamID}
            attempt={{
              kind: 'timed',
              attemptId: a.AttemptID,
              deadline: a.Deadline,
              serverTime: a.ServerTime,
              answers: a.Answers,
            }}
            questions={a.Questions}
            warnAtSeconds={exam.WarnAtSeconds}
          />
        ) : (
          <>
            <ResultView lang={lang} result={a.Result} timedOut={a.TimedOut} />
            <p className="mt-6">
              <Link
                href={PRACTICE_EXAMS_PATH}
                className="font-semibold text-secondary underline-offset-4 hover:underline"
              >
                {t('result.backToList')}
              </Link>
            </p>
          </>
        )}
      </Shell>
    );
  }

  if (!exam.Entitled)
    return (
      <Shell title={title} summary={inLang(lang, exam, 'Summary')}>
        <Locked lang={lang} exam={exam} message={t('start.notEntitled')} />
      </Shell>
    );
  const left = exam.AttemptsAllowed === null ? null : exam.AttemptsAllowed - exam.AttemptsUsed;
  return (
    <Shell title={title} summary={inLang(lang, exam, 'Summary')}>
      <div className="space-y-4 rounded-xl border border-line bg-white p-5" data-testid="practice-start-panel">
        <p>
          {t('start.rules', {
            questions: String(exam.QuestionCount),
            minutes: String(Math.round((exam.TimeLimitSeconds ?? 0) / 60)),
          })}
        </p>
        {left !== null && left <= 0 ? (
          <p className="font-semibold text-seats-low">{t('start.attemptsUsed', { n: String(exam.AttemptsAllowed) })}</p>
        ) : (
          <StartButton lang={lang} examId={exam.ExamID} path={localePath(lang, self)} />
        )}
      </div>
    </Shell>
  );
}

async function Shell({ title, summary, children }: { title: string; summary?: string; children: React.ReactNode }) {
  const t = await getTranslations('practiceExams');
  return (
    <ScopedIntl namespaces={['practiceExams']}>
      <PageShell>
        <div className="mx-auto max-w-3xl">
          <PageHeader
            title={title}
            trail={[{ label: t('title'), href: PRACTICE_EXAMS_PATH }, { label: title }]}
            subtitle={summary}
          />
          {children}
        </div>
      </PageShell>
    </ScopedIntl>
  );
}

/** A timed exam the caller cannot take yet: why, and the way in (log in, buy the preparation course). */
async function Locked({
  lang,
  exam,
  message,
  login,
}: {
  lang: string;
  exam: PracticeExam;
  message: string;
  login?: string;
}) {
  const t = await getTranslations('practiceExams.actions');
  const course = exam.EntitlingCourse;
  return (
    <div className="space-y-4 rounded-xl border border-line bg-white p-5" data-testid="practice-locked">
      <p>{message}</p>
      <div className="flex flex-wrap gap-2">
        {login && (
          <Link href={login} className="btn-outline">
            {t('logIn')}
          </Link>
        )}
        {course && (
          <Link href={coursePath({ Link: course.Link, ProductId: course.ProductId })} className="btn-accent">
            {t('buy', { course: inLang(lang, course, 'Title') })}
          </Link>
        )}
      </div>
    </div>
  );
}
