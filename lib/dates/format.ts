/**
 * The product's one date module (docs/product/constants.md#dates): pages, e-mails on the web side and printed
 * documents all format dates here, in Dubai time, with en / ar-KW names and Western digits.
 */
import { format as formatFns, isValid } from 'date-fns';
import { localeSettings } from '@/lib/i18n/locales';

/** The product's date formats (docs/product/constants.md#dates). */
const DATE_FORMATS = {
  /** 01-12-2026 */
  short: 'dd-MM-yyyy',
  /** 01 December 2026 / 01 ديسمبر 2026 */
  long: 'dd MMMM yyyy',
  /** Tuesday 01-December-2026 / الثلاثاء 01-ديسمبر-2026 */
  full: 'EEEE dd-MMMM-yyyy',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

/** The institute's time zone, for next-intl and Intl; UTC+4 all year (no daylight saving). */
export const SITE_TIME_ZONE = 'Asia/Dubai';
/** SITE_TIME_ZONE's offset. */
const SITE_UTC_OFFSET_MINUTES = 4 * 60;

export type DateInput = string | number | Date | null | undefined;

/** Parses an ISO string / epoch / Date; null when missing or invalid. */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return isValid(d) ? d : null;
}

/** Like toDate, but a missing or invalid date throws: a printed document never shows a blank date. */
export function requireDate(value: DateInput): Date {
  const d = toDate(value);
  if (!d) throw new RangeError(`Invalid date: ${String(value)}`);
  return d;
}

/**
 * The Dubai wall-clock time of an instant, as a Date whose *local* fields (getDate, getHours…) hold it,
 * whatever the server's own time zone is: date-fns formats local fields.
 */
export function dubaiWallClock(d: Date): Date {
  const shifted = new Date(d.getTime() + SITE_UTC_OFFSET_MINUTES * 60_000);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
  );
}

/**
 * Formats a date in the institute's time zone with the locale's month and day names (en; Arabic month
 * names as ar-KW writes them) and Western digits in both languages. '' for a missing or invalid date.
 */
export function formatDate(value: DateInput, name: DateFormatName, locale: string): string {
  const d = toDate(value);
  if (!d) return '';
  return formatFns(dubaiWallClock(d), DATE_FORMATS[name], { locale: localeSettings(locale).dateFns });
}

/** formatDate for a date that must be there (documents): a missing or invalid one throws a RangeError. */
export function formatRequiredDate(value: DateInput, name: DateFormatName, locale: string): string {
  return formatFns(dubaiWallClock(requireDate(value)), DATE_FORMATS[name], { locale: localeSettings(locale).dateFns });
}

/** dd-MM-yyyy */
export const formatShortDate = (value: DateInput, locale: string) => formatDate(value, 'short', locale);
/** dd MMMM yyyy */
export const formatLongDate = (value: DateInput, locale: string) => formatDate(value, 'long', locale);
/** EEEE dd-MMMM-yyyy */
export const formatFullDate = (value: DateInput, locale: string) => formatDate(value, 'full', locale);

/** ISO date (yyyy-MM-dd) of the Dubai calendar day, for `<time dateTime>`. */
export function isoDay(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '';
  return formatFns(dubaiWallClock(d), 'yyyy-MM-dd');
}
