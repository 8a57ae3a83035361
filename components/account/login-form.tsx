'use client';

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { FormAlert, PasswordField, SubmitButton, TextField, firstError } from '@/components/forms/field';
import { LoginSchema, type LoginValues } from '@/lib/validation/auth';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { BffAnswer } from '@/lib/bff/answer-types';
import { useAuthDone } from './use-auth-done';

/** Message order: password, then email (required, then pattern) (docs/product/validation.md#login). */
const ORDER = ['password', 'email'] as const;

/**
 * `noticeId`: the page's notice of why the visitor was sent here ('Please log in first' after Add to Cart). The e-mail
 * field then has focus on arrival, described by the notice: the button that sent the visitor is gone with its page,
 * and focus would otherwise fall to the body with the notice never read.
 */
export function LoginForm({ returnUrl, noticeId }: { returnUrl: string; noticeId?: string }) {
  const t = useTranslations('auth.login');
  const lang = useLocale();
  const done = useAuthDone();
  const [serverError, setServerError] = useState<string | null>(null);
  const [errorValues, setErrorValues] = useState<Record<string, number | string> | undefined>(undefined);
  const [greeting, setGreeting] = useState<string | null>(null);
  const { register, handleSubmit, formState, setFocus } = useForm<LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  useEffect(() => {
    if (noticeId) setFocus('email');
  }, [noticeId, setFocus]);
  const fieldError = firstError(errors, ORDER);
  const shown = fieldError ?? serverError;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = answerOf(await postAnswer<BffAnswer<{ firstName: string }>>('/api/auth/login', values, { lang }));
    if (!result.ok) {
      setServerError(result.error);
      setErrorValues(result.values);
      return;
    }
    setGreeting(result.firstName);
    await done('login', returnUrl);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-form">
      {greeting !== null ? (
        <FormAlert tone="success" message="auth.login.welcome" values={{ name: greeting }} />
      ) : (
        <FormAlert message={shown} values={fieldError ? undefined : errorValues} />
      )}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        required
        aria-describedby={noticeId}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting || greeting !== null}>{t('submit')}</SubmitButton>
    </form>
  );
}
