'use client';

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_ENQUIRY,
  EnquiryFormSchema,
  orderedIssues,
  type EnquiryField,
  type EnquiryFormValues,
  type EnquiryInput,
} from '@/lib/validation/enquiry';
import type { EnquiryAnswer } from '@/lib/bff/answer-types';
import { postAnswer } from '@/lib/bff/client';
import { AltchaWidget } from './altcha-widget';

export type EnquiryFormLabels = {
  fields: Record<EnquiryField, string>;
  /** "Please enter ({field})" with `{field}` in it. */
  enterField: string;
  enterValidEmail: string;
  errorsTitle: string;
  submit: string;
  sending: string;
  thanks: string;
  failed: string;
  captchaFailed: string;
  rateLimited: string;
  captchaHint: string;
};

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

/**
 * The enquiry form (docs/product/validation.md#enquiry-form): name, email, phone and message (no message in
 * course-interest mode), checked in that order with the shared zod schema; ALTCHA must be solved before Send is
 * enabled; sent to /api/enquiry; on success the form resets and a thank-you message shows.
 */
export function EnquiryFormClient({
  labels,
  lang,
  course,
}: {
  labels: EnquiryFormLabels;
  lang: string;
  course?: { id: number; title: string };
}) {
  const id = useId();
  const isCourse = Boolean(course);
  const defaults: EnquiryFormValues = {
    ...EMPTY_ENQUIRY,
    isCourse,
    courseId: course?.id ?? null,
    courseTitle: course?.title ?? null,
  };
  const { register, handleSubmit, reset, formState } = useForm<EnquiryFormValues, unknown, EnquiryInput>({
    resolver: zodResolver(EnquiryFormSchema),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = status.kind === 'sending';

  const message = (field: EnquiryField, key: string) =>
    key === 'email' ? labels.enterValidEmail : labels.enterField.replace('{field}', labels.fields[field]);
  const issues = orderedIssues(formState.errors as Record<string, { message?: string }>);
  const fieldError = (field: EnquiryField) => issues.find((issue) => issue.field === field);

  function newCaptcha() {
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
  }

  async function onValid(values: EnquiryInput) {
    if (!captcha) return;
    setStatus({ kind: 'sending' });
    try {
      const { ok, body } = await postAnswer<EnquiryAnswer>('/api/enquiry', { ...values, altcha: captcha });
      if (ok && body?.ok) {
        reset(defaults);
        newCaptcha();
        setStatus({ kind: 'sent' });
        return;
      }
      const error = body && !body.ok ? body.error : undefined;
      if (error === 'captcha') newCaptcha();
      setStatus({
        kind: 'error',
        message:
          error === 'captcha' ? labels.captchaFailed : error === 'rate_limited' ? labels.rateLimited : labels.failed,
      });
    } catch {
      setStatus({ kind: 'error', message: labels.failed });
    }
  }

  const input =
    'w-full rounded-md border border-line bg-white px-3 py-2.5 text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-seats-low';
  const fields: EnquiryField[] = isCourse ? ['name', 'email', 'phone'] : ['name', 'email', 'phone', 'message'];
  const autoComplete: Record<EnquiryField, string> = { name: 'name', email: 'email', phone: 'tel', message: 'off' };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      onChange={() => status.kind === 'sent' && setStatus({ kind: 'idle' })}
      className="flex flex-col gap-4"
      data-testid="enquiry-form"
    >
      {issues.length > 0 && (
        <div
          role="alert"
          className="rounded-md border border-seats-low/40 bg-seats-low/5 p-3 text-sm text-seats-low"
          data-testid="enquiry-errors"
        >
          <p className="font-semibold">{labels.errorsTitle}</p>
          <ul className="list-disc ps-5">
            {issues.map((issue) => (
              <li key={issue.field}>{message(issue.field, issue.key)}</li>
            ))}
          </ul>
        </div>
      )}
      {fields.map((field) => {
        const error = fieldError(field);
        const inputId = `${id}-${field}`;
        const errorId = `${inputId}-error`;
        const common = {
          id: inputId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          'aria-required': true,
          autoComplete: autoComplete[field],
          className: input,
          ...register(field),
        } as const;
        return (
          <div key={field} className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-semibold text-primary">
              {labels.fields[field]}
              <span aria-hidden="true" className="text-seats-low">
                {' '}
                *
              </span>
            </label>
            {field === 'message' ? (
              <textarea rows={5} {...common} />
            ) : (
              <input
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                dir={field === 'name' ? undefined : 'ltr'}
                {...common}
              />
            )}
            {error && (
              <p id={errorId} className="text-sm text-seats-low">
                {message(field, error.key)}
              </p>
            )}
          </div>
        );
      })}
      <AltchaWidget key={captchaKey} onChange={setCaptcha} language={lang} />
      {!captcha && <p className="text-sm text-muted">{labels.captchaHint}</p>}
      <button
        type="submit"
        disabled={!captcha || sending}
        className="self-start rounded-md bg-primary px-8 py-2.5 font-semibold text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {sending ? labels.sending : labels.submit}
      </button>
      <div aria-live="polite" className="text-sm">
        {status.kind === 'sent' && (
          <p
            className="rounded-md border border-seats-high/40 bg-seats-high/5 p-3 text-seats-high"
            data-testid="enquiry-thanks"
          >
            {labels.thanks}
          </p>
        )}
        {status.kind === 'error' && (
          <p className="rounded-md border border-seats-low/40 bg-seats-low/5 p-3 text-seats-low" role="alert">
            {status.message}
          </p>
        )}
      </div>
    </form>
  );
}
