'use client';

import { NumberFormatBase, type NumberFormatBaseProps } from 'react-number-format';
import { inputClass } from '@/components/forms/field';
import { EID_DIGITS, formatEmiratesId } from '@/lib/identity/emirates-id';

/** Arabic-Indic and Eastern Arabic-Indic digits, as an Arabic keyboard types them, read as 0-9. */
const toLatinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
const digitsOf = (text: string) => toLatinDigits(text).replace(/\D/g, '').slice(0, EID_DIGITS);

type Props = Omit<
  NumberFormatBaseProps,
  'format' | 'removeFormatting' | 'value' | 'onValueChange' | 'onChange' | 'type' | 'dir'
> & {
  /** The digits (the form keeps digits; the input shows them grouped). */
  value: string;
  onChange: (digits: string) => void;
};

/**
 * The Emirates ID number input: shows `784-YYYY-NNNNNNN-C` while typing, without padding. react-number-format
 * maps the caret between the digits and the formatted text, so it stays on the digit it belongs to when dashes
 * appear or are deleted. The number reads left to right in both languages: the input is `dir="ltr"` (an
 * isolated LTR run inside an Arabic page), and digits typed on an Arabic keyboard (٠-٩) are taken as 0-9.
 */
export function EmiratesIdInput({ value, onChange, className, ...rest }: Props) {
  return (
    <NumberFormatBase
      {...rest}
      value={digitsOf(value)}
      valueIsNumericString
      format={formatEmiratesId}
      removeFormatting={digitsOf}
      isValidInputCharacter={(ch) => /^\d$/.test(toLatinDigits(ch))}
      getCaretBoundary={(formatted) => Array.from({ length: formatted.length + 1 }, () => true)}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      className={`${inputClass} text-start tabular-nums ${className ?? ''}`}
      onValueChange={(values) => onChange(values.value)}
    />
  );
}
