'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { notifyAuthChange } from '@/components/account/auth-channel';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { BffAnswer } from '@/lib/bff/answer-types';
import { FormAlert, PasswordField, firstError } from '@/components/forms/field';
import { DeleteAccountFormSchema, type DeleteAccountFormValues } from '@/lib/validation/privacy';
import { HOME_PATH, localePath } from '@/lib/routes';

/**
 * Delete my account (UAE PDPL right to erasure): what is deleted, what is kept and why (tax invoices, the
 * period the UAE tax law sets), then the password and a confirmation. Success: signed out here and in the
 * other tabs; the page says how many invoices are kept.
 */
export function DeleteAccountForm() {
  const t = useTranslations('privacy.delete');
  const lang = useLocale();
  const [serverError, setServerError] = useState<string | null>(null);
  const [kept, setKept] = useState<number | null>(null);
  const { register, handleSubmit, formState } = useForm<DeleteAccountFormValues>({
    resolver: zodResolver(DeleteAccountFormSchema),
    defaultValues: { password: '', confirm: false },
  });
  const { errors, isSubmitting } = formState;
  const shown = firstError(errors, ['password', 'confirm']) ?? serverError;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = answerOf(
      await postAnswer<BffAnswer<{ invoicesKept: number }>>('/api/account/privacy/delete', values, { lang }),
    );
    if (!result.ok) return setServerError(result.error);
    setKept(result.invoicesKept);
    notifyAuthChange('logout');
  });

  if (kept !== null) {
    return (
      <section
        role="status"
        className="space-y-4 rounded-2xl border border-seats-high bg-white p-6"
        data-testid="account-deleted"
      >
        <p className="font-semibold text-seats-high">{t('done', { count: kept })}</p>
        <a
          href={localePath(lang, HOME_PATH)}
          className="inline-block font-semibold text-secondary underline-offset-4 hover:underline"
        >
          {t('home')}
        </a>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="delete-account-title"
      className="space-y-4 rounded-2xl border border-seats-low/40 bg-white p-5 shadow-sm sm:p-6"
      data-testid="delete-account"
    >
      <h2 id="delete-account-title" className="text-lg font-bold text-seats-low">
        {t('title')}
      </h2>
      <p className="text-sm text-ink">{t('body')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl bg-sand p-4">
          <h3 className="mb-1 font-semibold text-primary">{t('erasedTitle')}</h3>
          <p className="text-sm text-ink">{t('erased')}</p>
        </div>
        <div className="rounded-xl bg-sand p-4" data-testid="kept-explanation">
          <h3 className="mb-1 font-semibold text-primary">{t('keptTitle')}</h3>
          <p className="text-sm text-ink">{t('kept')}</p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={shown} />
        <div className="max-w-sm">
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
        </div>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-seats-low"
            aria-invalid={Boolean(errors.confirm) || undefined}
            {...register('confirm')}
          />
          <span>{t('confirm')}</span>
        </label>
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center justify-center rounded-lg bg-seats-low px-5 py-2.5 font-semibold text-white hover:opacity-90 disabled:opacity-50"
        >
          {isSubmitting ? t('deleting') : t('button')}
        </button>
      </form>
    </section>
  );
}
