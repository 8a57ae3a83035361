'use client';

import type { Messages } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { Field, FormAlert, TextField, controlClass } from '@/components/forms/field';
import type { BillingDetails } from '@/lib/contract';
import { EMIRATES } from '@/lib/contract/constants/emirates';
import { COUNTRIES } from '@/lib/countries';
import { EMIRATE_KEYS } from '@/lib/validation/address';
import {
  BillingFormSchema,
  billingToForm,
  type BillingFormOutput,
  type BillingFormValues,
} from '@/lib/validation/billing';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { BffAnswer } from '@/lib/bff/answer-types';

const ORDER = [
  'CompanyName',
  'TRN',
  'TradeLicenseNumber',
  'TradeLicenseAuthority',
  'Line1',
  'City',
  'CountryCode',
] as const;

/**
 * Billing details (company name, TRN, trade licence number and its issuing authority, billing address): printed on the customer's tax
 * invoices. Saved through /api/account/billing; `onSaved` gets what the upstream holds (the checkout copies the TRN).
 * Used on My Profile and, folded, at checkout (`compact`).
 */
export function BillingDetailsForm({
  initial,
  compact,
  onSaved,
}: {
  initial: BillingDetails | null;
  compact?: boolean;
  onSaved?: (billing: BillingDetails) => void;
}) {
  const t = useTranslations('tax.billing');
  const lang = useLocale();
  const [message, setMessage] = useState<{ key: string; tone: 'error' | 'success' } | null>(null);
  const { register, handleSubmit, control, formState } = useForm<BillingFormValues, unknown, BillingFormOutput>({
    resolver: zodResolver(BillingFormSchema),
    defaultValues: billingToForm(initial),
  });
  const country = useWatch({ control, name: 'CountryCode' });
  const { errors, isSubmitting } = formState;
  const firstError = ORDER.map((k) => errors[k]?.message).find(Boolean);
  const f = (name: keyof Messages['tax']['billing']['fields']) => t(`fields.${name}`);
  const id = (name: string) => `billing-${compact ? 'checkout-' : ''}${name}`;

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = answerOf(
      await postAnswer<BffAnswer<{ billing: BillingDetails }>>('/api/account/billing', values, { lang }),
    );
    if (!result.ok) return setMessage({ key: result.error, tone: 'error' });
    setMessage({ key: 'tax.billing.saved', tone: 'success' });
    onSaved?.(result.billing);
  });

  const countries = [...COUNTRIES].sort((a, b) =>
    a.ISO === 'AE' ? -1 : b.ISO === 'AE' ? 1 : a.name[lang].localeCompare(b.name[lang], lang),
  );
  const grid = compact ? 'grid gap-3' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

  // A form of its own (not nested in the checkout's form): Enter here saves the details, never places the order.
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="billing-form">
      <div className={grid}>
        <TextField
          id={id('CompanyName')}
          label={f('CompanyName')}
          dir="auto"
          autoComplete="organization"
          error={errors.CompanyName?.message}
          {...register('CompanyName')}
        />
        <TextField
          id={id('TRN')}
          label={f('TRN')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          hint={t('trnHint')}
          error={errors.TRN?.message}
          {...register('TRN')}
        />
        <TextField
          id={id('TradeLicenseNumber')}
          label={f('TradeLicenseNumber')}
          dir="ltr"
          error={errors.TradeLicenseNumber?.message}
          {...register('TradeLicenseNumber')}
        />
        <TextField
          id={id('TradeLicenseAuthority')}
          label={f('TradeLicenseAuthority')}
          dir="auto"
          hint={t('authorityHint')}
          error={errors.TradeLicenseAuthority?.message}
          {...register('TradeLicenseAuthority')}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-bold text-primary">{t('addressTitle')}</legend>
        <div className={grid}>
          <TextField
            id={id('Line1')}
            label={f('Line1')}
            dir="auto"
            autoComplete="billing address-line1"
            error={errors.Line1?.message}
            {...register('Line1')}
          />
          <TextField
            id={id('Line2')}
            label={f('Line2')}
            dir="auto"
            autoComplete="billing address-line2"
            {...register('Line2')}
          />
          <TextField
            id={id('City')}
            label={f('City')}
            dir="auto"
            autoComplete="billing address-level2"
            error={errors.City?.message}
            {...register('City')}
          />
          {country?.toUpperCase() === 'AE' ? (
            <Field id={id('Emirate')} label={f('Emirate')}>
              {({ id: fieldId, describedBy }) => (
                <select id={fieldId} aria-describedby={describedBy} className={controlClass} {...register('Emirate')}>
                  <option value="">{t('chooseEmirate')}</option>
                  {EMIRATES.map((name) => (
                    <option key={name} value={name}>
                      {t(`emirates.${EMIRATE_KEYS[name]}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : (
            <TextField
              id={id('Emirate')}
              label={f('Emirate')}
              autoComplete="billing address-level1"
              {...register('Emirate')}
            />
          )}
          <TextField id={id('POBox')} label={f('POBox')} dir="ltr" inputMode="numeric" {...register('POBox')} />
          <Field id={id('CountryCode')} label={f('CountryCode')} error={errors.CountryCode?.message}>
            {({ id: fieldId, describedBy, invalid }) => (
              <select
                id={fieldId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={controlClass}
                {...register('CountryCode')}
              >
                {countries.map((c) => (
                  <option key={c.ISO} value={c.ISO}>
                    {c.name[lang]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        <div aria-live="polite" className="empty:hidden sm:flex-1">
          {firstError ? (
            <FormAlert message={firstError} />
          ) : message ? (
            <FormAlert message={message.key} tone={message.tone} />
          ) : null}
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center justify-center rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
          data-testid="billing-save"
        >
          {isSubmitting ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
