'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/field';
import { answerOf, postAnswer } from '@/lib/bff/client';
import { ForgotEmailSchema, SignUpEmailSchema, type EmailValues } from '@/lib/validation/auth';

/** What differs between the two flows: their texts, the empty address's message (the schema) and the test id. */
const STEP = {
  signup: { texts: 'register', schema: SignUpEmailSchema, testId: 'signup-email' },
  reset: { texts: 'forgot', schema: ForgotEmailSchema, testId: 'forgot-email' },
} as const;

/**
 * The e-mail step of sign-up and of forgot password: the address, then a code sent to it (POST /api/auth/code with
 * the flow's purpose); `onSent` gets the address the code went to.
 */
export function EmailStep({
  purpose,
  lang,
  initial = '',
  onSent,
}: {
  purpose: keyof typeof STEP;
  lang: string;
  initial?: string;
  onSent: (email: string) => void;
}) {
  const { texts, schema, testId } = STEP[purpose];
  const t = useTranslations('auth');
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<EmailValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: initial },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    const result = answerOf(await postAnswer('/api/auth/code', { purpose, email }, { lang }));
    if (!result.ok) return setServerError(result.error);
    onSent(email);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid={testId}>
      <FormAlert message={formState.errors.email?.message ?? serverError} />
      <TextField
        label={t(`${texts}.email`)}
        type="email"
        autoComplete="email"
        dir="ltr"
        required
        hint={t(`${texts}.emailHint`)}
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <SubmitButton busy={formState.isSubmitting}>{t(`${texts}.sendCode`)}</SubmitButton>
    </form>
  );
}
