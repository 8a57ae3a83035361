/**
 * Calendar days in Dubai and date ranges as the initiative certificate prints them. Built on lib/dates/format.ts,
 * so a range names its months exactly as the product's other dates do (en / ar-KW, Western digits).
 */
import { format as formatFns } from 'date-fns';
import { localeSettings } from '@/lib/i18n/locales';
import { dubaiWallClock, requireDate, type DateInput } from './format';

type DayParts = { year: number; month: number; day: number };

/** The Dubai calendar day of an instant; a missing or invalid date throws a RangeError. */
function dayParts(value: DateInput): DayParts {
  const d = dubaiWallClock(requireDate(value));
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/** The month's name: 12 → "December" / "ديسمبر". */
function monthName(month: number, locale: string): string {
  return formatFns(new Date(2000, month - 1, 15, 12), 'MMMM', { locale: localeSettings(locale).dateFns });
}

/** d MMMM yyyy without the leading zero, as in a date range: "5 December 2026". */
export function formatDateNatural(value: DateInput, locale: string): string {
  const p = dayParts(value);
  return `${p.day} ${monthName(p.month, locale)} ${p.year}`;
}

export function isSameMonth(a: DateInput, b: DateInput): boolean {
  const x = dayParts(a);
  const y = dayParts(b);
  return x.year === y.year && x.month === y.month;
}

export type DateRangeKind = 'single' | 'same-month' | 'same-year' | 'years';

/**
 * The initiative certificate's date: one date when start equals end; "5 - 7 December 2026" within a month;
 * "28 November - 2 December 2026" across months; both full dates across years.
 */
export function formatDateRange(
  start: DateInput,
  end: DateInput,
  locale: string,
): { text: string; kind: DateRangeKind } {
  const s = dayParts(start);
  const e = dayParts(end);
  if (s.year === e.year && s.month === e.month && s.day === e.day) {
    return { text: formatDateNatural(start, locale), kind: 'single' };
  }
  const endText = formatDateNatural(end, locale);
  if (s.year === e.year && s.month === e.month) return { text: `${s.day} - ${endText}`, kind: 'same-month' };
  if (s.year === e.year) return { text: `${s.day} ${monthName(s.month, locale)} - ${endText}`, kind: 'same-year' };
  return { text: `${formatDateNatural(start, locale)} - ${endText}`, kind: 'years' };
}
