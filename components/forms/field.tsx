'use client';

import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { EyeIcon } from '@/components/ui/icons';
import { translateKey } from '@/lib/i18n/message-keys';

/** Selects and other controls. */
export const controlClass =
  'block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-ink placeholder:text-muted/70 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20 disabled:bg-sand disabled:text-muted aria-[invalid=true]:border-seats-low';
/** Text inputs: a read-only one (a verified or already filled field) looks settled. */
export const inputClass = `${controlClass} read-only:bg-sand read-only:text-muted`;

type FieldProps = {
  label: ReactNode;
  /** A message key (translated here) shown under the field. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
};

/** Label, control, hint and translated error, wired with ids for assistive technology. */
export function Field({ label, error, hint, required, id: givenId, children, className }: FieldProps) {
  const t = useTranslations();
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-primary">
        {label}
        {required && (
          <span className="text-seats-low" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-seats-low">
          {translateKey(t, error)}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: React.Ref<HTMLInputElement>;
};

export function TextField({
  label,
  error,
  hint,
  required,
  id,
  className,
  'aria-describedby': alsoDescribedBy,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {({ id: inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          aria-describedby={[alsoDescribedBy, describedBy].filter(Boolean).join(' ') || undefined}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          className={inputClass}
          {...input}
        />
      )}
    </Field>
  );
}

/** A password input with a show / hide toggle. */
export function PasswordField({ label, error, hint, required, id, className, ...input }: TextFieldProps) {
  const t = useTranslations('forms');
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {({ id: inputId, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={inputId}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            className={`${inputClass} pe-11`}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            aria-pressed={visible}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-muted hover:text-primary"
          >
            <EyeIcon size={18} />
          </button>
        </div>
      )}
    </Field>
  );
}

/** The form's message: the first problem in the spec's order, or the server's answer, or a success. */
export function FormAlert({
  message,
  tone = 'error',
  values,
}: {
  message?: string | null;
  tone?: 'error' | 'success' | 'info';
  values?: Record<string, string | number>;
}) {
  const t = useTranslations();
  if (!message) return <div role="alert" aria-live="assertive" className="sr-only" />;
  const styles = {
    error: 'border-seats-low/30 bg-red-50 text-seats-low',
    success: 'border-seats-high/30 bg-green-50 text-seats-high',
    info: 'border-primary/20 bg-primary-50 text-primary',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={`form-${tone}`}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${styles}`}
    >
      {translateKey(t, message, values)}
    </div>
  );
}

export function SubmitButton({
  children,
  busy,
  disabled,
  busyLabel,
}: {
  children: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  busyLabel?: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className="inline-flex w-full items-center justify-center rounded-lg bg-primary px-5 py-3 font-semibold text-white transition hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** The first error of a react-hook-form errors object, in the given (spec) order. */
export function firstError(
  errors: Record<string, { message?: string } | undefined>,
  order: readonly string[],
): string | undefined {
  for (const name of order) {
    const message = errors[name]?.message;
    if (message) return message;
  }
  return undefined;
}
