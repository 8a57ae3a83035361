'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { FormAlert, TextField } from '@/components/forms/field';
import { useRouter } from '@/lib/i18n/navigation';
import { InviteAdminFormSchema } from '@/lib/validation/company';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { CompanyChangeAnswer } from '@/lib/bff/answer-types';

type Values = { CompanyID: number; Email: string };

/** Invite a customer, by their account's e-mail, to become an admin. */
export function InviteForm({ companyId }: { companyId: number }) {
  const t = useTranslations('company.admins');
  const lang = useLocale();
  const router = useRouter();
  const [message, setMessage] = useState<{ key: string; tone: 'error' | 'success' } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(InviteAdminFormSchema),
    defaultValues: { CompanyID: companyId, Email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = answerOf(await postAnswer<CompanyChangeAnswer>('/api/company/invite', values, { lang }));
    if (!result.ok) return setMessage({ key: result.error, tone: 'error' });
    setMessage({ key: 'company.admins.invited', tone: 'success' });
    reset({ CompanyID: companyId, Email: '' });
    router.refresh();
  });
  const shown = formState.errors.Email?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="company-invite-form">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          id="company-invite-email"
          label={t('email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          className="sm:flex-1"
          error={shown}
          {...register('Email')}
        />
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="inline-flex items-center justify-center rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
          data-testid="company-invite"
        >
          {t('invite')}
        </button>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {message ? <FormAlert message={message.key} tone={message.tone} /> : null}
      </div>
    </form>
  );
}
