'use client';

import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';

export type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Number of characters (default 4; sign-up, reset and email change use 6: docs/product/validation.md#codes). */
  length?: number;
  /** Digits only (numeric keyboard, other characters dropped). */
  numbersOnly?: boolean;
  /** Force letter case of what is typed or pasted. */
  forceCase?: 'upper' | 'lower';
  disabled?: boolean;
  invalid?: boolean;
  /** Accessible name of the group. */
  label?: string;
  id?: string;
  onComplete?: (value: string) => void;
  autoFocus?: boolean;
};

/** Keeps the allowed characters of a typed or pasted text, in the forced case. */
export function cleanOtp(
  text: string,
  { numbersOnly, forceCase }: Pick<OtpInputProps, 'numbersOnly' | 'forceCase'>,
): string {
  let out = text.normalize('NFKC');
  // Arabic-Indic and Eastern Arabic-Indic digits typed on an Arabic keyboard count as digits.
  out = out
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  out = numbersOnly ? out.replace(/\D/g, '') : out.replace(/[^0-9A-Za-z]/g, '');
  if (forceCase === 'upper') out = out.toUpperCase();
  if (forceCase === 'lower') out = out.toLowerCase();
  return out;
}

/**
 * One-time-code input: one box per character, typing moves forward, Backspace moves back, arrows move,
 * and pasting fills every box. Always left-to-right (codes read the same in both languages).
 */
export function OtpInput({
  value,
  onChange,
  length = 4,
  numbersOnly = false,
  forceCase,
  disabled,
  invalid,
  label,
  id,
  onComplete,
  autoFocus,
}: OtpInputProps) {
  const t = useTranslations('forms.otp');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length }, (_, i) => value[i] ?? '');

  const focus = (index: number) => refs.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const commit = (next: string) => {
    const trimmed = next.slice(0, length);
    onChange(trimmed);
    if (trimmed.length === length) onComplete?.(trimmed);
  };

  const setAt = (index: number, text: string) => {
    const cleaned = cleanOtp(text, { numbersOnly, forceCase });
    if (!cleaned) return;
    const current = value.padEnd(index, ' ').split('');
    // Typing several characters (autofill, IME) fills from this box on.
    const next = [...current.slice(0, index), ...cleaned.split(''), ...current.slice(index + cleaned.length)]
      .join('')
      .replace(/ /g, '');
    commit(next);
    focus(index + cleaned.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    // A typed character is placed here (not in onChange): typing the character a box already holds
    // changes nothing in the DOM, so React would fire no change and the focus would not move on.
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      setAt(index, event.key);
      return;
    }
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (chars[index]) commit(value.slice(0, index) + value.slice(index + 1));
      else if (index > 0) {
        commit(value.slice(0, index - 1) + value.slice(index));
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const cleaned = cleanOtp(event.clipboardData.getData('text'), { numbersOnly, forceCase });
    if (!cleaned) return;
    commit(cleaned);
    focus(cleaned.length);
  };

  return (
    <div role="group" aria-label={label ?? t('label')} id={id} dir="ltr" className="flex justify-center gap-2">
      {chars.map((char, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          value={char}
          onChange={(event) => setAt(index, event.target.value.replace(char, '') || event.target.value)}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputMode={numbersOnly ? 'numeric' : 'text'}
          pattern={numbersOnly ? '[0-9]*' : undefined}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoCapitalize={forceCase === 'upper' ? 'characters' : 'off'}
          autoFocus={autoFocus && index === 0}
          maxLength={length}
          disabled={disabled}
          aria-label={t('digit', { n: String(index + 1), count: String(length) })}
          aria-invalid={invalid || undefined}
          data-otp-index={index}
          className="h-11 w-11 min-w-0 rounded-lg border border-line bg-white text-center text-lg font-semibold text-primary focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20 disabled:opacity-50 aria-[invalid=true]:border-seats-low sm:h-12 sm:w-12"
        />
      ))}
    </div>
  );
}
