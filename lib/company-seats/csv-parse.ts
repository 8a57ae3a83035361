/**
 * The seat CSV an admin uploads (docs/company.md "Assigning seats"): columns email (required), first name, last name,
 * language; a header row is optional (then its names set the order); commas or semicolons (Excel in Arabic or
 * European settings writes semicolons). A small strict RFC 4180 reader: quoted cells may hold the delimiter, quotes
 * ("") and line breaks; a quote that does not close is refused. No CSV library is installed, and this is all we need.
 */
export const SEAT_CSV_MAX_BYTES = 100_000;
export const SEAT_CSV_MAX_ROWS = 500;

type SeatCsvRow = { Email: string; FirstName?: string; LastName?: string; Language?: string };
export type SeatCsvResult = { ok: true; rows: SeatCsvRow[] } | { ok: false; error: 'empty' | 'malformed' | 'too_many' };

/** Splits the text into records of cells, or null when a quoted cell is never closed or a quote sits mid-cell. */
function records(text: string, delimiter: string): string[][] | null {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let started = false; // the cell had a closing quote: only a delimiter or line end may follow
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else {
        quoted = false;
        started = true;
      }
      continue;
    }
    if (ch === '"') {
      if (cell.trim() !== '' || started) return null;
      cell = '';
      quoted = true;
    } else if (ch === delimiter) {
      row.push(cell);
      cell = '';
      started = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
      started = false;
    } else if (started) {
      if (ch.trim() !== '') return null;
    } else cell += ch;
  }
  if (quoted) return null;
  if (cell !== '' || row.length) {
    row.push(cell);
    out.push(row);
  }
  return out;
}

/** Semicolons when the first line has more of them than commas (outside quotes, roughly: enough to choose). */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

const HEADER: Record<string, keyof SeatCsvRow> = {
  email: 'Email',
  'e-mail': 'Email',
  'email address': 'Email',
  'البريد الإلكتروني': 'Email',
  'first name': 'FirstName',
  firstname: 'FirstName',
  'الاسم الأول': 'FirstName',
  'last name': 'LastName',
  lastname: 'LastName',
  'اسم العائلة': 'LastName',
  language: 'Language',
  lang: 'Language',
  اللغة: 'Language',
};
const POSITIONAL: (keyof SeatCsvRow)[] = ['Email', 'FirstName', 'LastName', 'Language'];

export function parseSeatCsv(raw: string): SeatCsvResult {
  const text = raw.replace(/^\uFEFF/, '');
  const all = records(text, delimiterOf(text));
  if (!all) return { ok: false, error: 'malformed' };
  const rows = all.filter((r) => r.some((c) => c.trim() !== ''));
  if (!rows.length) return { ok: false, error: 'empty' };
  const head = rows[0].map((c) => HEADER[c.trim().toLowerCase()]);
  const hasHeader = head.includes('Email');
  const columns = hasHeader ? head : POSITIONAL;
  const body = hasHeader ? rows.slice(1) : rows;
  if (!body.length) return { ok: false, error: 'empty' };
  if (body.length > SEAT_CSV_MAX_ROWS) return { ok: false, error: 'too_many' };
  return {
    ok: true,
    rows: body.map((cells) => {
      const row: SeatCsvRow = { Email: '' };
      cells.forEach((c, i) => {
        const key = columns[i];
        if (key) row[key] = c.trim().slice(0, key === 'Email' ? 320 : 120);
      });
      return row;
    }),
  };
}
