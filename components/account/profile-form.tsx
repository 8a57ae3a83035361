'use client';

import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations, type Messages } from 'next-intl';
import { Field, FormAlert, TextField, controlClass, firstError } from '@/components/forms/field';
import { PhoneInput } from '@/components/forms/country-picker';
import type { Profile } from '@/lib/contract/entities/profile';
import {
  ProfileFormSchema,
  profileToForm,
  readOnlyFields,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '@/lib/validation/profile';
import { answerOf, postAnswer } from '@/lib/bff/client';
import { EmiratesIdField } from '@/components/identity/emirates-id-field';
import { FileUploadField } from './file-upload-field';

/** Message order: the required fields, then the Emirates ID (docs/product/validation.md#profile-save). */
const ORDER = ['FirstName', 'LastName', 'DOB', 'EID', 'MobileNumber', 'TRN'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-5 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-start mb-4 w-full text-base font-bold text-primary">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/**
 * My Profile form (docs/product/validation.md#profile-save). Saved through /api/account/profile; the page data reloads
 * after a save. `companyElsewhere`: the billing details form on the same page edits CompanyName and TRN, so they are
 * left out here (and kept as saved).
 */
export function ProfileForm({ profile, companyElsewhere }: { profile: Profile; companyElsewhere?: boolean }) {
  const t = useTranslations('profile');
  const ti = useTranslations('identity');
  const lang = useLocale();
  const router = useRouter();
  const ro = readOnlyFields(profile);
  const [serverMessage, setServerMessage] = useState<{ key: string; tone: 'error' | 'success' } | null>(null);
  const { register, handleSubmit, control, formState, setValue } = useForm<
    ProfileFormValues,
    unknown,
    ProfileFormOutput
  >({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: companyElsewhere
      ? { ...profileToForm(profile), CompanyName: undefined, TRN: undefined }
      : profileToForm(profile),
  });
  const [photo, eidFront, eidBack] = useWatch({
    control,
    name: ['ProfilePhoto', 'EID_front_ByUser', 'EID_back_ByUser'],
  });
  const { errors, isSubmitting } = formState;
  const clientError = firstError(errors, ORDER);
  const roHint = t('readOnly');
  const f = (name: keyof Messages['profile']['fields']) => t(`fields.${name}`);

  const onSubmit = handleSubmit(async (values) => {
    setServerMessage(null);
    const result = answerOf(await postAnswer('/api/account/profile', values, { lang }));
    if (!result.ok) return setServerMessage({ key: result.error, tone: 'error' });
    setServerMessage({ key: 'errors.confirm.savedSuccessfully', tone: 'success' });
    router.refresh();
  });

  const upload = (name: 'ProfilePhoto' | 'EID_front_ByUser' | 'EID_back_ByUser') => (id: string) =>
    setValue(name, id, { shouldDirty: true });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="profile-form"
    >
      <Section title={t('sections.personal')}>
        <div className="sm:col-span-2 lg:col-span-3">
          <FileUploadField
            kind="photo"
            id="profile-photo"
            label={f('ProfilePhoto')}
            value={photo ?? ''}
            onUploaded={upload('ProfilePhoto')}
            preview
          />
        </div>
        <TextField
          id="profile-FirstName"
          label={f('FirstName')}
          required
          autoComplete="given-name"
          error={errors.FirstName?.message}
          {...register('FirstName')}
        />
        <TextField
          id="profile-MiddleName"
          label={f('MiddleName')}
          autoComplete="additional-name"
          readOnly={ro.MiddleName}
          hint={ro.MiddleName ? roHint : undefined}
          {...register('MiddleName')}
        />
        <TextField
          id="profile-LastName"
          label={f('LastName')}
          required
          autoComplete="family-name"
          error={errors.LastName?.message}
          {...register('LastName')}
        />
        <TextField
          id="profile-DOB"
          label={f('DOB')}
          required
          type="date"
          max={new Date().toISOString().slice(0, 10)}
          error={errors.DOB?.message}
          className="scroll-mt-28"
          {...register('DOB')}
        />
        <Field id="profile-Gender" label={f('Gender')} className="scroll-mt-28">
          {({ id, describedBy }) => (
            <select id={id} aria-describedby={describedBy} className={controlClass} {...register('Gender')}>
              <option value="">{t('gender.choose')}</option>
              <option value="1">{t('gender.male')}</option>
              <option value="2">{t('gender.female')}</option>
            </select>
          )}
        </Field>
        <Field id="profile-PreferredLanguage" label={f('PreferredLanguage')}>
          {({ id, describedBy }) => (
            <select id={id} aria-describedby={describedBy} className={controlClass} {...register('PreferredLanguage')}>
              <option value="en">{t('languages.en')}</option>
              <option value="ar">{t('languages.ar')}</option>
            </select>
          )}
        </Field>
      </Section>

      <Section title={t('sections.arabicName')}>
        {(['FirstName_ar', 'MiddleName_ar', 'LastName_ar'] as const).map((name) => (
          <TextField
            key={name}
            id={`profile-${name}`}
            label={f(name)}
            dir="rtl"
            lang="ar"
            readOnly={ro[name]}
            hint={ro[name] ? roHint : undefined}
            {...register(name)}
          />
        ))}
      </Section>

      {!companyElsewhere && (
        <Section title={t('sections.work')}>
          <TextField
            id="profile-CompanyName"
            label={f('CompanyName')}
            autoComplete="organization"
            {...register('CompanyName')}
          />
          <TextField
            id="profile-TRN"
            label={f('TRN')}
            dir="ltr"
            inputMode="numeric"
            error={errors.TRN?.message}
            {...register('TRN')}
          />
        </Section>
      )}

      <Section title={t('sections.identity')}>
        <Controller
          control={control}
          name="EID"
          render={({ field }) => (
            <EmiratesIdField
              id="profile-EID"
              label={
                <>
                  {f('EID')}
                  {profile.IsEIDVerified && (
                    <span className="ms-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-seats-high">
                      {t('verified')}
                    </span>
                  )}
                </>
              }
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              lockedValue={ro.EID ? profile.EID : undefined}
              placeholder={ti('eidPlaceholder')}
              hint={ro.EID ? roHint : t('eidHint')}
              error={errors.EID?.message}
              className="scroll-mt-28"
            />
          )}
        />
        <FileUploadField
          kind="eidFront"
          id="profile-EID_front_ByUser"
          label={f('EID_front_ByUser')}
          value={eidFront ?? ''}
          onUploaded={upload('EID_front_ByUser')}
          disabled={ro.EID}
        />
        <FileUploadField
          kind="eidBack"
          id="profile-EID_back_ByUser"
          label={f('EID_back_ByUser')}
          value={eidBack ?? ''}
          onUploaded={upload('EID_back_ByUser')}
          disabled={ro.EID}
        />
      </Section>

      <Section title={t('sections.contact')}>
        <Field
          id="profile-MobileNumber"
          label={f('MobileNumber')}
          error={errors.MobileNumber?.message}
          className="sm:col-span-2 lg:col-span-1"
        >
          {({ id, describedBy, invalid }) => (
            <Controller
              control={control}
              name="CountryID"
              render={({ field }) => (
                <PhoneInput
                  id={id}
                  countryId={field.value}
                  onCountryChange={field.onChange}
                  invalid={invalid}
                  describedBy={describedBy}
                  inputProps={register('MobileNumber')}
                />
              )}
            />
          )}
        </Field>
      </Section>

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
          className="inline-flex min-w-[min(10rem,100%)] items-center justify-center rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
        >
          {isSubmitting ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
