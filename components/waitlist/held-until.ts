import { formatLongDate } from '@/lib/dates/format';

/** "01 December 2026, 14:30" / "01 ديسمبر 2026، 14:30": until when an offered seat is held, in Dubai time. */
export function heldUntil(iso: string | null, locale: string): string {
  if (!iso) return '';
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dubai',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `${formatLongDate(iso, locale)}${locale === 'ar' ? '،' : ','} ${time}`;
}
