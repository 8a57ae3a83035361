'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { postAnswer } from '@/lib/bff/client';
import { translateKey } from '@/lib/i18n/message-keys';
import type { StartAnswer } from '@/lib/practice-exams/answer-types';

/** Starts (or resumes) the timed attempt, then opens it: its id in the address, so a reload comes back to it. */
export function StartButton({ lang, examId, path }: { lang: 'en' | 'ar'; examId: number; path: string }) {
  const t = useTranslations('practiceExams.start');
  const te = useTranslations();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    const { body } = await postAnswer<StartAnswer>('/api/practice-exams/start', { examId }, { lang });
    if (body?.ok) return router.replace(`${path}?attempt=${body.attemptId}`);
    setBusy(false);
    setError(body?.error ?? 'practiceExams.errors.failed');
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        className="btn-accent"
        onClick={start}
        aria-disabled={busy}
        disabled={busy}
        data-testid="practice-start"
      >
        {busy ? t('starting') : t('button')}
      </button>
      {error && (
        <p role="alert" className="text-sm text-seats-low">
          {translateKey(te, error)}
        </p>
      )}
    </div>
  );
}
