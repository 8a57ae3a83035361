'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { FormAlert, TextField } from '@/components/forms/field';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { SeatAssignAnswer } from '@/lib/company-seats/answers';
import { useRouter } from '@/lib/i18n/navigation';
import { AssignSeatFormSchema } from '@/lib/validation/company-seats';

type Item = { CompanyID: number; ItemType: 'program' | 'diploma' | 'membership'; ItemID: number };
type Values = Item & { Email: string };

/** Assign one open seat to an agent by e-mail; the row's result (or its reason) shows below. */
export function AssignSeatForm({ item, testId }: { item: Item; testId: string }) {
  const t = useTranslations('companySeats.assign');
  const lang = useLocale();
  const router = useRouter();
  const [message, setMessage] = useState<{ key: string; tone: 'error' | 'success' } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(AssignSeatFormSchema),
    defaultValues: { ...item, Email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = answerOf(await postAnswer<SeatAssignAnswer>('/api/company/seats/assign', values, { lang }));
    if (!result.ok) return setMessage({ key: result.error, tone: 'error' });
    const [row] = result.rows;
    if (row.Result === 'refused') return setMessage({ key: `companySeats.reasons.${row.Reason}`, tone: 'error' });
    setMessage({ key: `companySeats.done.${row.Result}`, tone: 'success' });
    reset({ ...item, Email: '' });
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" data-testid={`${testId}-assign`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          id={`${testId}-assign-email`}
          label={t('label')}
          type="email"
          dir="ltr"
          autoComplete="off"
          className="sm:flex-1"
          error={formState.errors.Email?.message}
          {...register('Email')}
        />
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="inline-flex items-center justify-center rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
        >
          {t('submit')}
        </button>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {message ? <FormAlert message={message.key} tone={message.tone} /> : null}
      </div>
    </form>
  );
}
