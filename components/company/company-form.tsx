'use client';

import type { Messages } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { Field, FormAlert, TextField, controlClass, firstError } from '@/components/forms/field';
import { EMIRATES } from '@/lib/contract/constants/emirates';
import { useRouter } from '@/lib/i18n/navigation';
import { EMIRATE_KEYS } from '@/lib/validation/address';
import {
  CompanyFormSchema,
  EMPTY_COMPANY_FORM,
  type CompanyFormOutput,
  type CompanyFormValues,
} from '@/lib/validation/company';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { CompanyChangeAnswer } from '@/lib/bff/answer-types';

const ORDER = Object.keys(EMPTY_COMPANY_FORM);
type FieldName = keyof Messages['company']['fields'];

/** Create a company: legal names in both languages, trade licence, TRN, UAE address and billing contact. */
export function CompanyForm() {
  const t = useTranslations('company');
  const tb = useTranslations('tax.billing');
  const lang = useLocale();
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(CompanyFormSchema),
    defaultValues: EMPTY_COMPANY_FORM,
  });
  const { errors, isSubmitting } = formState;
  const shown = firstError(errors, ORDER) ?? message;

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = answerOf(await postAnswer<CompanyChangeAnswer>('/api/company', values, { lang }));
    if (!result.ok) return setMessage(result.error);
    router.refresh();
  });

  const field = (name: FieldName, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`company-${name}`}
      label={t(`fields.${name}`)}
      required={name !== 'Line2' && name !== 'POBox'}
      error={errors[name]?.message}
      {...extra}
      {...register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="company-form">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-bold text-primary">{t('form.legal')}</legend>
        {field('LegalName_en', { dir: 'ltr', autoComplete: 'organization' })}
        {field('LegalName_ar', { dir: 'rtl', lang: 'ar' })}
        {field('TradeLicenseNumber', { dir: 'ltr' })}
        {field('TradeLicenseAuthority', { dir: 'auto' })}
        {field('TRN', { dir: 'ltr', inputMode: 'numeric', maxLength: 30, hint: t('form.trnHint') })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-bold text-primary">{t('form.address')}</legend>
        {field('Line1', { dir: 'auto', autoComplete: 'billing address-line1' })}
        {field('Line2', { dir: 'auto', autoComplete: 'billing address-line2' })}
        {field('City', { dir: 'auto', autoComplete: 'billing address-level2' })}
        <Field id="company-Emirate" label={t('fields.Emirate')} required error={errors.Emirate?.message}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass}
              {...register('Emirate')}
            >
              <option value="">{tb('chooseEmirate')}</option>
              {EMIRATES.map((name) => (
                <option key={name} value={name}>
                  {tb(`emirates.${EMIRATE_KEYS[name]}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {field('POBox', { dir: 'ltr', inputMode: 'numeric' })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-bold text-primary">{t('form.contact')}</legend>
        {field('BillingContactName', { dir: 'auto', autoComplete: 'name' })}
        {field('BillingContactEmail', { dir: 'ltr', type: 'email', autoComplete: 'email' })}
        {field('BillingContactPhone', { dir: 'ltr', type: 'tel', autoComplete: 'tel' })}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        <div aria-live="polite" className="empty:hidden sm:flex-1">
          {shown ? <FormAlert message={shown} /> : null}
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center justify-center rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
          data-testid="company-create"
        >
          {isSubmitting ? t('form.creating') : t('form.create')}
        </button>
      </div>
    </form>
  );
}
