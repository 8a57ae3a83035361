/**
 * Dates on documents (dd-MM-yyyy, dd MMMM yyyy; locales en and ar-KW: docs/product/constants.md#dates), read in the
 * institute's time zone so that "2026-12-04T21:00:00Z" prints as 5 December in Dubai whatever the server's zone is.
 * Arabic month names come from ar-KW (يناير … ديسمبر), digits stay Western.
 */
import type { DocLang } from './types';

export const DOCUMENT_TIME_ZONE = 'Asia/Dubai';

const INTL: Record<DocLang, string> = { en: 'en', ar: 'ar-KW-u-nu-latn' };

export type DayParts = { year: number; month: number; day: number };

const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: DOCUMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const monthFormatters: Record<DocLang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(INTL.en, { month: 'long', timeZone: 'UTC' }),
  ar: new Intl.DateTimeFormat(INTL.ar, { month: 'long', timeZone: 'UTC' }),
};
const weekdayFormatters: Record<DocLang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(INTL.en, { weekday: 'long', timeZone: 'UTC' }),
  ar: new Intl.DateTimeFormat(INTL.ar, { weekday: 'long', timeZone: 'UTC' }),
};

export function toDate(value: string | Date): Date {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return d;
}

/** Calendar day of an instant in Dubai. */
export function dayParts(value: string | Date): DayParts {
  const parts = Object.fromEntries(partsFormatter.formatToParts(toDate(value)).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const utcNoon = (p: DayParts) => new Date(Date.UTC(p.year, p.month - 1, p.day, 12));

export function monthName(month: number, lang: DocLang): string {
  return monthFormatters[lang].format(new Date(Date.UTC(2000, month - 1, 15, 12)));
}

/** dd-MM-yyyy: "05-12-2026". */
export function formatDateDMY(value: string | Date): string {
  const p = dayParts(value);
  return `${pad2(p.day)}-${pad2(p.month)}-${p.year}`;
}

/** dd MMMM yyyy: "05 December 2026", "05 ديسمبر 2026". */
export function formatDateLong(value: string | Date, lang: DocLang): string {
  const p = dayParts(value);
  return `${pad2(p.day)} ${monthName(p.month, lang)} ${p.year}`;
}

/** EEEE dd-MMMM-yyyy: "Saturday 05-December-2026". */
export function formatDateWithWeekday(value: string | Date, lang: DocLang): string {
  const p = dayParts(value);
  return `${weekdayFormatters[lang].format(utcNoon(p))} ${pad2(p.day)}-${monthName(p.month, lang)}-${p.year}`;
}

/** d MMMM yyyy without the leading zero, as in a date range: "5 December 2026". */
export function formatDateNatural(value: string | Date, lang: DocLang): string {
  const p = dayParts(value);
  return `${p.day} ${monthName(p.month, lang)} ${p.year}`;
}

export function isSameDay(a: string | Date, b: string | Date): boolean {
  const x = dayParts(a);
  const y = dayParts(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

export function isSameMonth(a: string | Date, b: string | Date): boolean {
  const x = dayParts(a);
  const y = dayParts(b);
  return x.year === y.year && x.month === y.month;
}

export type DateRangeKind = 'single' | 'same-month' | 'same-year' | 'years';

/**
 * The initiative certificate's date (docs/product/screens.md#printable-documents): one date when start equals end; "5 -
 * 7 December 2026" within a month; "28 November - 2 December 2026" across months; both full dates across years.
 */
export function formatDateRange(
  start: string | Date,
  end: string | Date,
  lang: DocLang,
): { text: string; kind: DateRangeKind } {
  const s = dayParts(start);
  const e = dayParts(end);
  if (s.year === e.year && s.month === e.month && s.day === e.day) {
    return { text: formatDateNatural(start, lang), kind: 'single' };
  }
  const endText = formatDateNatural(end, lang);
  if (s.year === e.year && s.month === e.month) return { text: `${s.day} - ${endText}`, kind: 'same-month' };
  if (s.year === e.year) return { text: `${s.day} ${monthName(s.month, lang)} - ${endText}`, kind: 'same-year' };
  return { text: `${formatDateNatural(start, lang)} - ${endText}`, kind: 'years' };
}
