'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Field, FormAlert, PasswordField, SubmitButton } from '@/components/forms/field';
import { OtpInput } from '@/components/forms/otp-input';
import { CODE_PATTERN, ResetSchema, type ResetValues } from '@/lib/validation/auth';
import { answerOf, postAnswer } from '@/lib/bff/client';
import { EmailStep } from './email-step';
import { Steps } from './steps';

/**
 * Forgot password (docs/product/states.md#forgot-password): the email, then the 6-digit code and a new password;
 * success goes to login.
 */
export function ForgotPasswordFlow({ loginHref }: { loginHref: string }) {
  const t = useTranslations('auth.forgot');
  const lang = useLocale();
  const [email, setEmail] = useState<string | null>(null);

  return (
    <div>
      <Steps current={email ? 2 : 1} labels={[t('email'), t('code')]} />
      {email === null ? (
        <EmailStep purpose="reset" lang={lang} onSent={setEmail} />
      ) : (
        <ResetStep lang={lang} email={email} loginHref={loginHref} onBack={() => setEmail(null)} />
      )}
    </div>
  );
}

function ResetStep({
  lang,
  email,
  loginHref,
  onBack,
}: {
  lang: string;
  email: string;
  loginHref: string;
  onBack: () => void;
}) {
  const t = useTranslations('auth.forgot');
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [doneOk, setDoneOk] = useState(false);
  const { register, handleSubmit, formState, control, setValue } = useForm<ResetValues>({
    resolver: zodResolver(ResetSchema),
    defaultValues: { otp: '', password: '' },
  });
  const otp = useWatch({ control, name: 'otp' });
  const { errors, isSubmitting } = formState;
  const shown = errors.otp?.message ?? errors.password?.message ?? serverError;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = answerOf(await postAnswer('/api/auth/reset', values, { lang }));
    if (!result.ok) return setServerError(result.error);
    setDoneOk(true);
    setTimeout(() => router.push(loginHref), 1200);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="forgot-reset">
      <p className="text-sm text-muted">{t('codeSent', { email })}</p>
      {doneOk ? <FormAlert tone="success" message="errors.confirm.resetDone" /> : <FormAlert message={shown} />}
      <Field label={t('code')} required id="reset-code">
        {() => (
          <OtpInput
            value={otp}
            onChange={(v) => setValue('otp', v, { shouldValidate: formState.isSubmitted })}
            length={6}
            numbersOnly
            autoFocus
            invalid={Boolean(errors.otp)}
          />
        )}
      </Field>
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        required
        hint={t('passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton disabled={!CODE_PATTERN.test(otp)} busy={isSubmitting || doneOk}>
        {t('submit')}
      </SubmitButton>
      <button type="button" onClick={onBack} className="text-sm font-semibold text-secondary hover:underline">
        {t('changeEmail')}
      </button>
    </form>
  );
}
