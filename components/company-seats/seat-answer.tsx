'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/field';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { CompanyChangeAnswer } from '@/lib/bff/answer-types';
import { Link } from '@/lib/i18n/navigation';
import { accountPath } from '@/lib/routes';

/** Accept or decline a seat; once answered, what happened and (accepted) the way to My Courses. */
export function SeatAnswer({ invite }: { invite: string }) {
  const t = useTranslations('companySeats.invitation');
  const lang = useLocale();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'accepted' | 'declined' | null>(null);

  async function send(Accept: boolean) {
    if (pending) return;
    setPending(true);
    setError(null);
    const result = answerOf(
      await postAnswer<CompanyChangeAnswer>('/api/company/seats/answer', { Token: invite, Accept }, { lang }),
    );
    setPending(false);
    if (!result.ok) return setError(result.error);
    setDone(result.status === 'accepted' ? 'accepted' : 'declined');
  }

  if (done)
    return (
      <div className="space-y-3" data-testid="seat-answered" data-answer={done}>
        <FormAlert message={`companySeats.invitation.${done}`} tone="success" />
        {done === 'accepted' ? (
          <Link
            href={accountPath('my-courses')}
            className="inline-flex items-center justify-center rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
          >
            {t('myCourses')}
          </Link>
        ) : null}
      </div>
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => send(true)}
          disabled={pending}
          className="inline-flex items-center justify-center rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60"
          data-testid="seat-accept"
        >
          {t('accept')}
        </button>
        <button
          type="button"
          onClick={() => send(false)}
          disabled={pending}
          className="inline-flex items-center justify-center rounded-lg border border-line bg-white px-5 py-2.5 text-sm font-semibold text-primary hover:bg-primary-50 disabled:opacity-60"
          data-testid="seat-decline"
        >
          {t('decline')}
        </button>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {error ? <FormAlert message={error} /> : null}
      </div>
    </div>
  );
}
