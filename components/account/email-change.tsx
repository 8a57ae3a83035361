'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { FormAlert, TextField } from '@/components/forms/field';
import { OtpInput } from '@/components/forms/otp-input';
import { CODE_PATTERN } from '@/lib/validation/auth';
import { EmailChangeSchema, sameEmail } from '@/lib/validation/profile';
import { answerOf, postAnswer } from '@/lib/bff/client';

/**
 * Profile email change (docs/product/states.md#email-change): the new address (Change stays disabled while it equals
 * the old one), the server sends a code; the code is verified; success clears the code and reloads the profile.
 */
export function EmailChange({ currentEmail, verified }: { currentEmail: string; verified: boolean }) {
  const t = useTranslations('profile');
  const lang = useLocale();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ key: string; tone: 'error' | 'success' } | null>(null);
  const unchanged = !email.trim() || sameEmail(email, currentEmail);

  const request = async () => {
    setMessage(null);
    const parsed = EmailChangeSchema.safeParse({ email });
    if (!parsed.success) return setMessage({ key: parsed.error.issues[0].message, tone: 'error' });
    setBusy(true);
    const result = answerOf(await postAnswer('/api/account/email/request', { email: parsed.data.email }, { lang }));
    setBusy(false);
    if (!result.ok) return setMessage({ key: result.error, tone: 'error' });
    setPendingEmail(parsed.data.email);
    setOtp('');
  };

  const confirm = async () => {
    if (!CODE_PATTERN.test(otp)) return;
    setBusy(true);
    setMessage(null);
    const result = answerOf(await postAnswer('/api/account/email/confirm', { otp }, { lang }));
    setBusy(false);
    setOtp('');
    if (!result.ok) return setMessage({ key: result.error, tone: 'error' });
    setPendingEmail(null);
    setEmail('');
    setMessage({ key: 'errors.confirm.verificationSuccess', tone: 'success' });
    router.refresh();
  };

  return (
    <section
      id="email-change"
      aria-labelledby="email-change-title"
      className="scroll-mt-28 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="email-change"
    >
      <h2 id="email-change-title" className="text-base font-bold text-primary">
        {t('email.title')}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>{t('email.current')}:</span>
        <span dir="ltr" className="min-w-0 font-semibold text-ink wrap-anywhere" data-testid="current-email">
          {currentEmail}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${verified ? 'bg-green-50 text-seats-high' : 'bg-amber-50 text-seats-mid'}`}
        >
          {verified ? t('verified') : t('notVerified')}
        </span>
      </p>
      <div className="mt-4" aria-live="polite">
        <FormAlert message={message?.key} tone={message?.tone} />
      </div>
      {pendingEmail === null ? (
        <form
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!unchanged) void request();
          }}
        >
          <TextField
            className="flex-1"
            label={t('email.newEmail')}
            type="email"
            dir="ltr"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button
            type="submit"
            disabled={unchanged || busy}
            className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t('email.change')}
          </button>
        </form>
      ) : (
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p className="text-sm text-muted">{t('email.codeSent', { email: pendingEmail })}</p>
          <OtpInput value={otp} onChange={setOtp} length={6} numbersOnly autoFocus disabled={busy} />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={!CODE_PATTERN.test(otp) || busy}
              className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {t('email.verify')}
            </button>
            <button
              type="button"
              onClick={() => {
                setPendingEmail(null);
                setOtp('');
                setMessage(null);
              }}
              className="rounded-lg border border-line px-5 py-2.5 font-semibold text-ink hover:bg-sand"
            >
              {t('email.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
