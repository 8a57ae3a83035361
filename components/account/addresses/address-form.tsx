'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Field, TextField, controlClass } from '@/components/forms/field';
import { EMIRATES } from '@/lib/contract/constants/emirates';
import {
  AddressFormSchema,
  EMIRATE_KEYS,
  ADDRESS_MAX,
  type AddressFormOutput,
  type AddressFormValues,
} from '@/lib/validation/address';

type Props = {
  initial: AddressFormValues;
  busy: boolean;
  onSubmit: (values: AddressFormOutput) => Promise<void> | void;
  onCancel: () => void;
};

/** Add or edit one address: the zod schema of lib/validation/address (the same one the BFF checks). */
export function AddressForm({ initial, busy, onSubmit, onCancel }: Props) {
  const t = useTranslations('account.addresses');
  const { register, handleSubmit, formState } = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver: zodResolver(AddressFormSchema),
    defaultValues: initial,
  });
  const { errors } = formState;
  const editing = initial.AddressID !== null;
  const idOf = (name: string) => `address-${name}`;
  const text = (
    name: 'Label' | 'FullName' | 'Phone' | 'Line1' | 'Line2' | 'City',
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      id={idOf(name)}
      label={t(`fields.${name}`)}
      required={name !== 'Line2'}
      maxLength={ADDRESS_MAX[name]}
      error={errors[name]?.message}
      {...extra}
      {...register(name)}
    />
  );

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="address-form-title"
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="address-form"
    >
      <h2 id="address-form-title" className="text-lg font-bold text-primary">
        {editing ? t('editTitle') : t('newTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('Label', { hint: t('labelHint') })}
        {text('FullName', { autoComplete: 'name' })}
        {text('Phone', { type: 'tel', dir: 'ltr', inputMode: 'tel', autoComplete: 'tel' })}
        {text('Line1', { autoComplete: 'address-line1' })}
        {text('Line2', { autoComplete: 'address-line2' })}
        {text('City', { autoComplete: 'address-level2' })}
        <Field id={idOf('Emirate')} label={t('fields.Emirate')} required error={errors.Emirate?.message}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required
              className={controlClass}
              {...register('Emirate')}
            >
              <option value="">{t('chooseEmirate')}</option>
              {EMIRATES.map((name) => (
                <option key={name} value={name}>
                  {t(`emirates.${EMIRATE_KEYS[name]}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="flex items-center gap-2 self-end text-sm font-medium text-ink sm:pb-3">
          <input type="checkbox" className="size-4 accent-primary" {...register('IsDefault')} />
          {t('makeDefault')}
        </label>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="rounded-lg border border-line px-5 py-2.5 text-sm font-semibold text-ink hover:bg-sand disabled:opacity-50"
        >
          {t('cancel')}
        </button>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="min-w-32 rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
        >
          {busy ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
