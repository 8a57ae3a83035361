import type { ExpiringLicence } from '@/lib/contract/entities/licence';

/**
 * The staff outreach list as CSV (RFC 4180, CRLF): a header row of the contract's field names, then one row per
 * customer. Kept with the field names so the staff dashboard and a spreadsheet read the same columns.
 */
const CSV_COLUMNS = [
  'UniqueID',
  'FirstName',
  'LastName',
  'Email',
  'MobileNumber',
  'PreferredLanguage',
  'Authority',
  'CardNumber',
  'CardType',
  'ExpiryDate',
  'DaysLeft',
  'Booked',
] as const satisfies readonly (keyof ExpiringLicence)[];

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @) is prefixed with a quote. */
function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function expiringCsv(rows: ExpiringLicence[]): string {
  const lines = [CSV_COLUMNS.join(','), ...rows.map((r) => CSV_COLUMNS.map((c) => csvCell(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
