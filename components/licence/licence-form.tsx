'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Field, FormAlert, TextField, controlClass, firstError } from '@/components/forms/field';
import { FileUploadField } from '@/components/account/file-upload-field';
import { LICENCE_AUTHORITIES, LICENCE_CARD_TYPES } from '@/lib/contract/constants/licence';
import type { Licence } from '@/lib/contract/entities/licence';
import { answerOf, postAnswer } from '@/lib/bff/client';
import { LicenceFormSchema, type LicenceFormOutput, type LicenceFormValues } from '@/lib/validation/licence';

/** The order in which the form names its first problem. */
const ORDER = ['Authority', 'CardNumber', 'CardType', 'IssueDate', 'ExpiryDate', 'EmployerTradeLicence'] as const;

function toForm(l: Licence | null): LicenceFormValues {
  return {
    Authority: l?.Authority ?? '',
    CardNumber: l?.CardNumber ?? '',
    CardType: l?.CardType ?? '',
    IssueDate: l?.IssueDate ?? '',
    ExpiryDate: l?.ExpiryDate ?? '',
    EmployerTradeLicence: l?.EmployerTradeLicence ?? '',
    CardCopy: l?.CardCopy ?? '',
    Reminders: l?.Reminders ?? true,
    ShareWithCompany: l?.ShareWithCompany ?? false,
  };
}

/**
 * My Licence's form: checked in the browser with the schema the BFF checks again (lib/validation/licence), saved
 * through /api/account/licence; the timeline above reloads from the server after a save.
 */
export function LicenceForm({ licence }: { licence: Licence | null }) {
  const t = useTranslations('licence.form');
  const lang = useLocale();
  const router = useRouter();
  const [serverMessage, setServerMessage] = useState<{ key: string; tone: 'error' | 'success' } | null>(null);
  const { register, handleSubmit, control, formState, setValue } = useForm<
    LicenceFormValues,
    unknown,
    LicenceFormOutput
  >({ resolver: zodResolver(LicenceFormSchema), defaultValues: toForm(licence) });
  const cardCopy = useWatch({ control, name: 'CardCopy' });
  const { errors, isSubmitting } = formState;
  const clientError = firstError(errors, ORDER);

  const onSubmit = handleSubmit(async (values) => {
    setServerMessage(null);
    const result = answerOf(await postAnswer('/api/account/licence', values, { lang }));
    if (!result.ok) return setServerMessage({ key: result.error, tone: 'error' });
    setServerMessage({ key: 'licence.form.saved', tone: 'success' });
    router.refresh();
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="licence-form-title"
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="licence-form"
    >
      <h2 id="licence-form-title" className="text-lg font-bold text-primary">
        {licence ? t('editTitle') : t('title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="licence-Authority" label={t('authority')} required error={errors.Authority?.message}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass}
              {...register('Authority')}
            >
              <option value="">{t('choose')}</option>
              {LICENCE_AUTHORITIES.map((a) => (
                <option key={a} value={a}>
                  {t(`authorities.${a}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="licence-CardType" label={t('cardType')} required error={errors.CardType?.message}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass}
              {...register('CardType')}
            >
              <option value="">{t('choose')}</option>
              {LICENCE_CARD_TYPES.map((c) => (
                <option key={c} value={c}>
                  {t(`cardTypes.${c}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          id="licence-CardNumber"
          label={t('cardNumber')}
          hint={t('cardNumberHint')}
          required
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          error={errors.CardNumber?.message}
          {...register('CardNumber')}
        />
        <TextField
          id="licence-EmployerTradeLicence"
          label={t('tradeLicence')}
          dir="ltr"
          autoComplete="off"
          error={errors.EmployerTradeLicence?.message}
          {...register('EmployerTradeLicence')}
        />
        <TextField
          id="licence-IssueDate"
          label={t('issueDate')}
          required
          type="date"
          error={errors.IssueDate?.message}
          {...register('IssueDate')}
        />
        <TextField
          id="licence-ExpiryDate"
          label={t('expiryDate')}
          required
          type="date"
          error={errors.ExpiryDate?.message}
          {...register('ExpiryDate')}
        />
        <div className="sm:col-span-2">
          <FileUploadField
            kind="licenceCard"
            id="licence-CardCopy"
            label={t('cardCopy')}
            value={cardCopy ?? ''}
            onUploaded={(id) => setValue('CardCopy', id, { shouldDirty: true })}
          />
        </div>
        <label className="flex items-start gap-3 text-sm text-ink sm:col-span-2">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...register('Reminders')} />
          <span>{t('reminders')}</span>
        </label>
        <label className="flex items-start gap-3 text-sm text-ink sm:col-span-2">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...register('ShareWithCompany')} />
          <span>{t('shareWithCompany')}</span>
        </label>
      </div>
      <div className="flex flex-col gap-4 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-end">
        <div aria-live="polite" className="empty:hidden sm:flex-1">
          {clientError ? (
            <FormAlert message={clientError} />
          ) : serverMessage ? (
            <FormAlert message={serverMessage.key} tone={serverMessage.tone} />
          ) : null}
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          className="inline-flex items-center justify-center rounded-lg bg-primary px-6 py-2.5 font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
          data-testid="licence-save"
        >
          {isSubmitting ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
