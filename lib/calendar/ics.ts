/**
 * iCalendar (RFC 5545) for a program, served by app/api/calendar/program/[id] so catalogue pages stay static.
 * Pure functions: no DOM, no Node APIs.
 */
export type IcsEvent = {
  /** Globally unique and stable, e.g. `program-12@example.com`. */
  uid: string;
  /** ISO instants. */
  start: string;
  end: string;
  summary: string;
  location?: string | null;
  /** Plain text (lines apart with \n): callers turn HTML into text first (lib/html/text.ts). */
  description?: string | null;
  url?: string | null;
};

const CRLF = '\r\n';

/** `20261201T090000Z` (UTC) from an ISO string or Date; throws on an invalid date. */
export function toIcsUtc(value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, newline. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character (RFC 5545 3.1). */
function utf8Length(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = utf8Length(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

export function buildIcs(events: IcsEvent | IcsEvent[], options: { now?: Date; prodId?: string } = {}): string {
  const list = Array.isArray(events) ? events : [events];
  const stamp = toIcsUtc(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId ?? '-//Real Estate Training Institute//Programs//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const e of list) {
    const start = toIcsUtc(e.start);
    let end = toIcsUtc(e.end);
    if (end < start) end = start;
    lines.push('BEGIN:VEVENT');
    lines.push(`UID:${escapeIcsText(e.uid)}`);
    lines.push(`DTSTAMP:${stamp}`);
    lines.push(`DTSTART:${start}`);
    lines.push(`DTEND:${end}`);
    lines.push(`SUMMARY:${escapeIcsText(e.summary.trim())}`);
    const location = e.location?.trim();
    if (location) lines.push(`LOCATION:${escapeIcsText(location)}`);
    const description = e.description?.trim();
    if (description) lines.push(`DESCRIPTION:${escapeIcsText(description)}`);
    if (e.url && /^https?:\/\//i.test(e.url)) lines.push(`URL:${e.url.replace(/[\r\n]/g, '')}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name safe on every OS: `program-12.ics`. */
export function icsFileName(base: string): string {
  const clean = base
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${clean || 'event'}.ics`;
}
