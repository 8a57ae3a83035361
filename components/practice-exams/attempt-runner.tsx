'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { PracticeAnswerState, PracticeQuestion, PracticeResult } from '@/lib/contract/entities/practice-exams';
import { translateKey } from '@/lib/i18n/message-keys';
import { postAnswer } from '@/lib/bff/client';
import type { SampleAnswer, SaveAnswer } from '@/lib/practice-exams/answer-types';
import { clockText } from './localized';
import { QuestionCard } from './question-card';
import { QuestionNav } from './question-nav';
import { ResultView } from './result-view';
import { useCountdown } from './use-countdown';

type Given = { choice: number | null; flagged: boolean };

type Props = {
  lang: 'en' | 'ar';
  examId: number;
  /** A timed attempt (saved as given, the server's clock) or the sample (graded at the end, nothing stored). */
  attempt:
    | { kind: 'timed'; attemptId: string; deadline: string | null; serverTime: string; answers: PracticeAnswerState[] }
    | { kind: 'sample' };
  questions: PracticeQuestion[];
  warnAtSeconds: number[];
};

const FAILED = 'practiceExams.errors.failed';
/** How long after "time is up" the page asks the server again, should the server's clock not have reached it yet. */
const TIME_UP_RETRY_MS = 4000;

/**
 * An attempt: one question at a time with the palette, a countdown by the server's clock with spoken warnings at the
 * exam's thresholds (a polite live region, never every second), answers and flags saved one by one as given (in
 * order: a queue), and submission. When the time is up, or a save finds the attempt submitted, the page is read
 * again: the server submits the attempt and the page shows its result.
 */
export function AttemptRunner({ lang, examId, attempt, questions, warnAtSeconds }: Props) {
  const t = useTranslations('practiceExams.attempt');
  const te = useTranslations();
  const router = useRouter();
  const timed = attempt.kind === 'timed';
  const [index, setIndex] = useState(0);
  const [given, setGiven] = useState<Record<number, Given>>(() =>
    Object.fromEntries(
      (timed ? attempt.answers : []).map((a) => [a.QuestionID, { choice: a.Choice, flagged: a.Flagged }]),
    ),
  );
  const [saving, setSaving] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** A save found the attempt submitted (the server's clock ran out first). */
  const [closedByServer, setClosedByServer] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [sampleResult, setSampleResult] = useState<PracticeResult | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const questionRef = useRef<HTMLFieldSetElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { remaining, syncWith } = useCountdown(timed ? attempt.deadline : null, timed ? attempt.serverTime : '');
  const warned = useRef<Set<number> | null>(null);

  // Spoken warnings: once per threshold crossed while the page is open (those already behind at load stay silent).
  useEffect(() => {
    if (remaining === null) return;
    if (warned.current === null) warned.current = new Set(warnAtSeconds.filter((w) => w >= remaining));
    const crossed = warnAtSeconds.filter((w) => remaining <= w && !warned.current!.has(w));
    if (crossed.length === 0) return;
    crossed.forEach((w) => warned.current!.add(w));
    const minutes = Math.ceil(Math.min(...crossed) / 60);
    setAnnouncement(minutes <= 1 ? t('warnMinute') : t('warnMinutes', { n: String(minutes) }));
  }, [remaining, warnAtSeconds, t]);

  const timeUp = closedByServer || (remaining !== null && remaining <= 0);

  // Time is up: the server's read submits the attempt; ask again until it has (its clock may trail this one).
  useEffect(() => {
    if (!timeUp) return;
    router.refresh();
    const id = setInterval(() => router.refresh(), TIME_UP_RETRY_MS);
    return () => clearInterval(id);
  }, [timeUp, router]);

  const question = questions[index];
  const current = given[question.QuestionID] ?? { choice: null, flagged: false };
  const answered = questions.filter((q) => given[q.QuestionID]?.choice != null).length;
  const flaggedCount = questions.filter((q) => given[q.QuestionID]?.flagged).length;

  function record(questionId: number, next: Given) {
    setGiven((all) => ({ ...all, [questionId]: next }));
    if (!timed) return;
    setSaving((n) => n + 1);
    setError(null);
    queue.current = queue.current.then(async () => {
      const { body } = await postAnswer<SaveAnswer>(
        '/api/practice-exams/answer',
        { attemptId: attempt.attemptId, questionId, choice: next.choice, flagged: next.flagged },
        { lang },
      );
      setSaving((n) => n - 1);
      if (body?.ok) {
        syncWith(body.serverTime);
        if (body.status === 'submitted') setClosedByServer(true);
      } else setError(body?.error ?? FAILED);
    });
  }

  function go(to: number, focus = true) {
    setIndex(Math.max(0, Math.min(questions.length - 1, to)));
    setConfirming(false);
    if (focus) requestAnimationFrame(() => questionRef.current?.focus());
  }

  async function submit() {
    setSubmitting(true);
    setError(null);
    await queue.current; // every answer given is saved before the attempt is submitted
    if (attempt.kind === 'sample') {
      const answers = questions.map((q) => ({ questionId: q.QuestionID, choice: given[q.QuestionID]?.choice ?? null }));
      const { body } = await postAnswer<SampleAnswer>('/api/practice-exams/sample', { examId, answers }, { lang });
      setSubmitting(false);
      if (!body?.ok) return setError(body?.error ?? FAILED);
      setSampleResult(body.result);
      requestAnimationFrame(() => resultRef.current?.querySelector<HTMLElement>('h2')?.focus());
      return;
    }
    const { body } = await postAnswer('/api/practice-exams/submit', { attemptId: attempt.attemptId }, { lang });
    if (!body?.ok) {
      setSubmitting(false);
      return setError(body?.error ?? FAILED);
    }
    router.refresh();
  }

  if (sampleResult)
    return (
      <div ref={resultRef}>
        <ResultView lang={lang} result={sampleResult} />
      </div>
    );

  const low = remaining !== null && warnAtSeconds.length > 0 && remaining <= Math.min(...warnAtSeconds);
  return (
    <div className="space-y-4" data-testid="practice-attempt">
      <div className="sticky top-[var(--header-height,4.1rem)] z-10 flex [html[data-app]_&]:top-0 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-line bg-sand/95 px-4 py-3">
        {remaining !== null && (
          <p className="font-semibold text-primary">
            {t('timeLeft')}:{' '}
            <span
              role="timer"
              className={`tabular-nums ${low ? 'text-seats-low' : ''}`}
              data-testid="practice-timer"
              data-remaining={Math.max(0, Math.round(remaining))}
            >
              <bdi dir="ltr">{clockText(remaining)}</bdi>
            </span>
          </p>
        )}
        <p className="text-sm text-muted" data-testid="practice-progress">
          {t('progress', { answered: String(answered), total: String(questions.length) })}
          {timed && <span className="ms-2">{saving > 0 ? t('saving') : t('saved')}</span>}
        </p>
      </div>
      <p
        role="status"
        className={announcement || timeUp ? 'rounded-lg bg-accent/20 px-4 py-2 text-sm font-semibold' : 'sr-only'}
      >
        {timeUp ? t('timeUp') : announcement}
      </p>
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-seats-low/40 bg-white px-4 py-2 text-sm text-seats-low"
          data-testid="practice-error"
        >
          {translateKey(te, error)}
        </p>
      )}

      <QuestionCard
        lang={lang}
        question={question}
        number={index + 1}
        total={questions.length}
        choice={current.choice}
        flagged={current.flagged}
        canFlag={timed}
        disabled={timeUp || submitting}
        onChoose={(choice) => record(question.QuestionID, { ...current, choice })}
        onFlag={(flagged) => record(question.QuestionID, { ...current, flagged })}
        focusRef={questionRef}
      />

      <div className="flex justify-between gap-2">
        <button type="button" className="btn-outline" onClick={() => go(index - 1)} disabled={index === 0}>
          {t('previous')}
        </button>
        <button
          type="button"
          className="btn-outline"
          onClick={() => go(index + 1)}
          disabled={index === questions.length - 1}
        >
          {t('next')}
        </button>
      </div>

      <QuestionNav
        items={questions.map((q) => ({
          answered: given[q.QuestionID]?.choice != null,
          flagged: !!given[q.QuestionID]?.flagged,
        }))}
        current={index}
        onGo={(i) => go(i)}
      />

      {confirming ? (
        <div
          ref={confirmRef}
          tabIndex={-1}
          role="group"
          aria-labelledby="practice-confirm-title"
          className="space-y-3 rounded-xl border border-accent bg-white p-4 focus:outline-none"
          data-testid="practice-confirm"
        >
          <p id="practice-confirm-title" className="font-semibold text-primary">
            {t('confirmTitle')}
          </p>
          {answered < questions.length && (
            <p className="text-sm">{t('confirmUnanswered', { n: String(questions.length - answered) })}</p>
          )}
          {flaggedCount > 0 && <p className="text-sm">{t('confirmFlagged', { n: String(flaggedCount) })}</p>}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-accent" onClick={submit} disabled={submitting || timeUp}>
              {submitting ? t('submitting') : t('confirmSubmit')}
            </button>
            <button type="button" className="btn-outline" onClick={() => setConfirming(false)} disabled={submitting}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn-accent w-full sm:w-auto"
          disabled={timeUp}
          onClick={() => {
            setConfirming(true);
            requestAnimationFrame(() => confirmRef.current?.focus());
          }}
        >
          {timed ? t('submit') : t('checkSample')}
        </button>
      )}
    </div>
  );
}
