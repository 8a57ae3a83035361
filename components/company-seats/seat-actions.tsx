'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { FormAlert, TextField } from '@/components/forms/field';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { CompanyChangeAnswer } from '@/lib/bff/answer-types';
import { useRouter } from '@/lib/i18n/navigation';

/** Unassign a seat, or reassign it to another e-mail (a small inline form); a refusal shows its message. */
export function SeatActions({ companyId, seatId }: { companyId: number; seatId: number }) {
  const t = useTranslations('companySeats');
  const lang = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ key: string; tone: 'error' | 'success' } | null>(null);

  async function send(Action: 'unassign' | 'reassign') {
    if (pending) return;
    setPending(true);
    setMessage(null);
    const body = { CompanyID: companyId, SeatID: seatId, Action, ...(Action === 'reassign' ? { Email: email } : {}) };
    const result = answerOf(await postAnswer<CompanyChangeAnswer>('/api/company/seats/change', body, { lang }));
    setPending(false);
    if (!result.ok) return setMessage({ key: result.error, tone: 'error' });
    setOpen(false);
    setEmail('');
    setMessage({ key: `companySeats.done.${result.status}`, tone: 'success' });
    router.refresh();
  }

  const button =
    'inline-flex items-center justify-center rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-semibold text-primary hover:bg-primary-50 disabled:opacity-60';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          disabled={pending}
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
        >
          {t('reassign.open')}
        </button>
        <button
          type="button"
          className={button}
          disabled={pending}
          onClick={() => send('unassign')}
          data-testid="seat-unassign"
        >
          {t('unassign')}
        </button>
      </div>
      {open ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send('reassign');
          }}
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          data-testid="seat-reassign-form"
        >
          <TextField
            id={`seat-${seatId}-reassign`}
            label={t('reassign.label')}
            type="email"
            dir="ltr"
            autoComplete="off"
            className="sm:flex-1"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" disabled={pending} className={button}>
            {t('reassign.submit')}
          </button>
        </form>
      ) : null}
      <div aria-live="polite" className="empty:hidden">
        {message ? <FormAlert message={message.key} tone={message.tone} /> : null}
      </div>
    </div>
  );
}
