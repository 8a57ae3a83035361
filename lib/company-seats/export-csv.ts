import type { SeatProgram } from '@/lib/contract/entities/company-seats';

/**
 * The company view as CSV (RFC 4180, CRLF; the route adds a UTF-8 BOM so Excel reads Arabic names): one row per seat
 * with its program's title in the page's language, so its rows and the page's counts agree.
 */
export type SeatCsvLabels = {
  header: readonly string[];
  state: Record<'open' | 'invited' | 'accepted', string>;
  yes: string;
  no: string;
};

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @) is prefixed with a quote. */
function cell(value: string): string {
  const s = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function seatsCsv(programs: SeatProgram[], lang: 'en' | 'ar', l: SeatCsvLabels): string {
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
  const rows = programs.flatMap((p) =>
    p.Seats.map((s) => [
      lang === 'ar' ? p.Title_ar || p.Title_en : p.Title_en,
      day(p.StartDate),
      l.state[s.State],
      s.Email ?? '',
      s.Name,
      day(s.AssignedDate),
      day(s.AcceptedDate),
      s.Attended ? l.yes : l.no,
      s.Certified ? l.yes : l.no,
      day(s.LicenceExpiry),
    ]),
  );
  return `${[l.header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
