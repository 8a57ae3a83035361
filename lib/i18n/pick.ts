import type { AppLocale } from './routing';

type Bilingual<Base extends string> = Partial<Record<`${Base}_en` | `${Base}_ar`, unknown>>;

function present(value: unknown): value is string | number {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return typeof value === 'number';
}

/**
 * Reads the `_en` / `_ar` variant of a bilingual upstream field, falling back to the other
 * language when the wanted one is empty: `pick(course, 'ProductTitle', 'ar')`.
 * Returns '' when both are empty.
 */
export function pick<Base extends string>(
  obj: Bilingual<Base> | null | undefined,
  base: Base,
  locale: AppLocale | string,
): string {
  if (!obj) return '';
  const record = obj as Record<string, unknown>;
  const first = locale === 'ar' ? 'ar' : 'en';
  const second = first === 'ar' ? 'en' : 'ar';
  const wanted = record[`${base}_${first}`];
  if (present(wanted)) return String(wanted);
  const other = record[`${base}_${second}`];
  return present(other) ? String(other) : '';
}

/**
 * A one-language field of the contract (`POBox`) with an optional Arabic extension field (`POBox_ar`): the
 * Arabic one on Arabic pages when set, else the one field. Returns '' when both are empty.
 */
export function pickWithArabic<Base extends string>(
  obj: Partial<Record<Base | `${Base}_ar`, unknown>> | null | undefined,
  base: Base,
  locale: AppLocale | string,
): string {
  if (!obj) return '';
  const record = obj as Record<string, unknown>;
  const arabic = locale === 'ar' ? record[`${base}_ar`] : undefined;
  if (present(arabic)) return String(arabic);
  const plain = record[base];
  return present(plain) ? String(plain) : '';
}
