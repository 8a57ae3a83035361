'use client';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { Field, FormAlert, PasswordField, SubmitButton, TextField, firstError } from '@/components/forms/field';
import { PhoneInput } from '@/components/forms/country-picker';
import { OtpInput } from '@/components/forms/otp-input';
import { Link } from '@/lib/i18n/navigation';
import { UAE_COUNTRY_ID } from '@/lib/countries';
import { CONSENT_PAGES } from '@/lib/privacy/consent-versions';
import { CODE_PATTERN, SignUpDetailsSchema, type SignUpDetailsValues } from '@/lib/validation/auth';
import { answerOf, postAnswer } from '@/lib/bff/client';
import { EmailStep } from './email-step';
import { Steps } from './steps';
import { useAuthDone } from './use-auth-done';
import { useSessionSummary } from '@/components/layout/session-summary';
import { HOME_PATH, localePath } from '@/lib/routes';

/**
 * Message order of the details step (docs/product/validation.md#sign-up-details): terms, first name, last name, mobile,
 * password.
 */
const DETAILS_ORDER = ['terms', 'FirstName', 'LastName', 'MobileNumber', 'password'] as const;

/**
 * Registration (docs/product/screens.md#registration): email, the 6-digit code, the details; then logged in and sent
 * home.
 */
export function SignUpFlow() {
  const t = useTranslations('auth.register');
  const lang = useLocale();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');

  return (
    <div>
      <Steps current={step} labels={[t('stepEmail'), t('stepCode'), t('stepDetails')]} />
      {step === 1 && (
        <EmailStep
          purpose="signup"
          lang={lang}
          initial={email}
          onSent={(sent) => {
            setEmail(sent);
            setOtp('');
            setStep(2);
          }}
        />
      )}
      {step === 2 && (
        <CodeStep
          lang={lang}
          email={email}
          otp={otp}
          setOtp={setOtp}
          onVerified={() => setStep(3)}
          onBack={() => setStep(1)}
        />
      )}
      {step === 3 && <DetailsStep lang={lang} otp={otp} />}
    </div>
  );
}

function CodeStep({
  lang,
  email,
  otp,
  setOtp,
  onVerified,
  onBack,
}: {
  lang: string;
  email: string;
  otp: string;
  setOtp: (v: string) => void;
  onVerified: () => void;
  onBack: () => void;
}) {
  const t = useTranslations('auth.register');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ key: string; tone: 'error' | 'success' } | null>(null);
  const complete = CODE_PATTERN.test(otp);

  const verify = async () => {
    if (!complete) return;
    setBusy(true);
    setMessage(null);
    const result = answerOf(await postAnswer('/api/auth/verify', { otp }, { lang }));
    setBusy(false);
    if (!result.ok) return setMessage({ key: result.error, tone: 'error' });
    onVerified();
  };
  const resend = async () => {
    setBusy(true);
    const result = answerOf(await postAnswer('/api/auth/code', { purpose: 'signup', email }, { lang }));
    setBusy(false);
    setOtp('');
    setMessage(result.ok ? { key: 'auth.register.resent', tone: 'success' } : { key: result.error, tone: 'error' });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
      noValidate
      className="space-y-5"
      data-testid="signup-code"
    >
      <p className="text-sm text-muted">{t('codeSent', { email })}</p>
      <FormAlert message={message?.key} tone={message?.tone} />
      <OtpInput
        value={otp}
        onChange={setOtp}
        length={6}
        numbersOnly
        autoFocus
        disabled={busy}
        invalid={message?.tone === 'error'}
      />
      <SubmitButton disabled={!complete} busy={busy}>
        {t('verify')}
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={onBack} className="font-semibold text-secondary hover:underline">
          {t('changeEmail')}
        </button>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={busy}
          className="font-semibold text-secondary hover:underline disabled:opacity-50"
        >
          {t('resend')}
        </button>
      </div>
    </form>
  );
}

function DetailsStep({ lang, otp }: { lang: string; otp: string }) {
  const t = useTranslations('auth.register');
  const tc = useTranslations('privacy.consents');
  // An upstream without the consents extension records no marketing choice: the box is not offered.
  const { features } = useSessionSummary();
  const done = useAuthDone();
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const { register, handleSubmit, control, formState } = useForm<SignUpDetailsValues>({
    resolver: zodResolver(SignUpDetailsSchema),
    defaultValues: {
      FirstName: '',
      LastName: '',
      CountryID: UAE_COUNTRY_ID,
      MobileNumber: '',
      password: '',
      terms: false,
      marketing: false,
    },
  });
  const { errors, isSubmitting } = formState;
  const shown = firstError(errors, DETAILS_ORDER) ?? serverError;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = answerOf(await postAnswer('/api/auth/sign-up', { ...values, otp }, { lang }));
    if (!result.ok) return setServerError(result.error);
    setCreated(true);
    await done('login', localePath(lang, HOME_PATH));
  });

  const link = (href: string) =>
    function TermsLink(chunks: React.ReactNode) {
      return (
        <Link href={href} target="_blank" className="font-semibold text-secondary underline">
          {chunks}
        </Link>
      );
    };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="signup-details">
      {created ? (
        <FormAlert tone="success" message="errors.confirm.thankYouRegistration" />
      ) : (
        <FormAlert message={shown} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          required
          error={errors.FirstName?.message}
          {...register('FirstName')}
        />
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          required
          error={errors.LastName?.message}
          {...register('LastName')}
        />
      </div>
      <Field label={t('mobile')} required error={errors.MobileNumber?.message} id="signup-mobile">
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
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        required
        hint={t('passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            aria-invalid={Boolean(errors.terms) || undefined}
            {...register('terms')}
          />
          <span>{t.rich('terms', { terms: link(CONSENT_PAGES.terms), privacy: link(CONSENT_PAGES.privacy) })}</span>
        </label>
        {/* A separate, optional consent, off by default (UAE PDPL): recorded with its version at sign-up. */}
        {features.privacy !== false && (
          <label className="mt-3 flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              data-testid="signup-marketing"
              {...register('marketing')}
            />
            <span>{tc('marketingLabel')}</span>
          </label>
        )}
      </div>
      <SubmitButton busy={isSubmitting || created}>{t('submit')}</SubmitButton>
    </form>
  );
}
