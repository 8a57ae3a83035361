import { formatShortDate } from '@/lib/dates/format';
import { formatCount } from '@/lib/i18n/format-count';
import type { AppLocale } from '@/lib/i18n/routing';
import { filsToDecimalString, formatMoney } from '@/lib/money';

/**
 * A chart's numbers as a table: what the page shows beside the chart (the accessible alternative) and what its CSV
 * export writes, built once per section (lib/staff-dashboard/tables.ts) so the two can never differ. A cell says what
 * it holds; the page formats it for the reader, the CSV writes it plainly (AED with two decimals, ISO dates).
 */
export type Cell =
  | { kind: 'text'; value: string }
  | { kind: 'count'; value: number }
  | { kind: 'money'; value: number }
  | { kind: 'percent'; value: number }
  | { kind: 'day'; value: string | null }
  | { kind: 'date'; value: string | null };

export interface DataTable {
  /** Stable id: the CSV link names it (`?table=`), tests find it by it. */
  id: string;
  caption: string;
  columns: string[];
  rows: Cell[][];
}

export const text = (value: string): Cell => ({ kind: 'text', value });
export const count = (value: number): Cell => ({ kind: 'count', value });
export const money = (value: number): Cell => ({ kind: 'money', value });
export const percent = (value: number): Cell => ({ kind: 'percent', value });
export const day = (value: string | null): Cell => ({ kind: 'day', value });
export const date = (value: string | null): Cell => ({ kind: 'date', value });

/** A cell as the page shows it: the site's counts, money and dates in the reader's language. */
export function formatCell(cell: Cell, lang: AppLocale): string {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'count':
      return formatCount(cell.value);
    case 'money':
      return formatMoney(cell.value, lang);
    case 'percent':
      return `${formatCount(cell.value)}%`;
    case 'day':
    case 'date':
      return cell.value ? formatShortDate(cell.value, lang) : '-';
  }
}

/** A cell as the CSV writes it: machine-readable, the same in both languages but for the words. */
function csvValue(cell: Cell): string {
  switch (cell.kind) {
    case 'money':
      return filsToDecimalString(cell.value);
    case 'count':
    case 'percent':
      return String(cell.value);
    default:
      return cell.value ?? '';
  }
}

const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** A text cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection): it is prefixed. */
const defuse = (cell: Cell, v: string) => (cell.kind === 'text' && /^[=+\-@\t]/.test(v) ? `'${v}` : v);

/** RFC 4180 CSV with a UTF-8 byte-order mark (so spreadsheets read Arabic right), CRLF line ends. */
export function toCsv(table: DataTable): string {
  const lines = [
    table.columns.map(quote).join(','),
    ...table.rows.map((row) => row.map((cell) => quote(defuse(cell, csvValue(cell)))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
