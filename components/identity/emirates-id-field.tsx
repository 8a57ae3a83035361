'use client';

import type { ReactNode } from 'react';
import { Field, inputClass } from '@/components/forms/field';
import { formatEmiratesId } from '@/lib/identity/emirates-id';
import { EmiratesIdInput } from './emirates-id-input';

type Props = {
  id: string;
  label: ReactNode;
  /** The form's value: the digits (shown grouped as 784-YYYY-NNNNNNN-C). */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  name?: string;
  /**
   * A verified number: shown, not editable (docs/product/validation.md#profile-save), and not part of the form's
   * values.
   */
  lockedValue?: string | null;
  hint?: ReactNode;
  error?: string;
  placeholder?: string;
  className?: string;
};

/** My Profile's Emirates ID: the formatting input, or the verified number read-only. */
export function EmiratesIdField(props: Props) {
  const { id, label, value, onChange, onBlur, name, lockedValue, hint, error, placeholder, className } = props;
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {({ id: inputId, describedBy, invalid }) =>
        lockedValue !== undefined ? (
          <input
            id={inputId}
            readOnly
            dir="ltr"
            aria-describedby={describedBy}
            className={`${inputClass} text-start tabular-nums`}
            value={formatEmiratesId(lockedValue ?? '')}
          />
        ) : (
          <EmiratesIdInput
            id={inputId}
            name={name}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            placeholder={placeholder}
          />
        )
      }
    </Field>
  );
}
