// Dates, times and money in e-mails: Asia/Dubai, the site's date style (EEEE dd MMMM yyyy), AED / د.إ.
import { formatMoney } from '@shared/money/format';
import { toFils } from '@shared/money/fils';
import type { Lang } from '../../http/types';

const locale = (lang: Lang) => (lang === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB');

/** "Sunday 07 December 2026" / "الأحد 07 ديسمبر 2026" in Dubai time. */
function dayText(d: Date, lang: Lang): string {
  const f = new Intl.DateTimeFormat(locale(lang), {
    timeZone: 'Asia/Dubai',
    weekday: 'long',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  });
  const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** "18:00" in Dubai time. */
function timeText(d: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dubai',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
}

export const dateTimeText = (d: Date, lang: Lang) => `${dayText(d, lang)}${lang === 'ar' ? '،' : ','} ${timeText(d)}`;

export function dateRangeText(start: Date, end: Date, lang: Lang): string {
  const a = dayText(start, lang);
  const b = dayText(end, lang);
  return a === b ? a : `${a} – ${b}`;
}

/** "AED 1,575.00" / "1,575.00 د.إ" from an AED amount: the site's own money format (lib/money). */
export function money(aedAmount: number | string, lang: Lang): string {
  return formatMoney(toFils(Number(aedAmount) || 0), lang);
}

const DAY = 86_400_000;

/**
 * The first session of a program from its start and end: the start, ending at the end's time of day (a program
 * running 18:00-21:00 over two weeks is an evening on the first day, not two weeks blocked in a calendar).
 */
export function firstSession(start: Date, end: Date): { start: Date; end: Date } {
  const span = end.getTime() - start.getTime();
  if (span <= 0) return { start, end: new Date(start.getTime() + 3_600_000) };
  if (span < DAY) return { start, end };
  const rest = span % DAY;
  return { start, end: new Date(start.getTime() + (rest > 0 ? rest : 3_600_000)) };
}
