// The seat CSV reader (lib/company-seats/csv-parse.ts): header or not, commas or semicolons, quoted cells, a BOM,
// and the refusals (empty, a quote never closed, too many rows).
import { parseSeatCsv, SEAT_CSV_MAX_ROWS } from '@/lib/company-seats/csv-parse';

test('reads rows by position without a header, commas', () => {
  expect(parseSeatCsv('a@x.ae,Huda,Saleh,ar\r\nb@x.ae\n')).toEqual({
    ok: true,
    rows: [{ Email: 'a@x.ae', FirstName: 'Huda', LastName: 'Saleh', Language: 'ar' }, { Email: 'b@x.ae' }],
  });
});

test('a header (any order, Arabic too) sets the columns; semicolons; a BOM; blank lines skipped', () => {
  const csv = '\uFEFFاللغة;Email;Last name\r\n\r\nen;a@x.ae;"Al ""Nuaimi""; Jr"\r\n';
  expect(parseSeatCsv(csv)).toEqual({
    ok: true,
    rows: [{ Language: 'en', Email: 'a@x.ae', LastName: 'Al "Nuaimi"; Jr' }],
  });
});

test('a quoted cell may hold a line break', () => {
  const r = parseSeatCsv('email,first name\n"a@x.ae","Line\none"\n');
  expect(r).toEqual({ ok: true, rows: [{ Email: 'a@x.ae', FirstName: 'Line\none' }] });
});

test.each([
  ['nothing', '', 'empty'],
  ['a header alone', 'email\r\n', 'empty'],
  ['a quote never closed', '"a@x.ae,Huda\n', 'malformed'],
  ['a quote inside a cell', 'a"b@x.ae,Huda\n', 'malformed'],
  ['text after a closing quote', '"a@x.ae"x,Huda\n', 'malformed'],
  ['one row too many', Array.from({ length: SEAT_CSV_MAX_ROWS + 1 }, (_, i) => `a${i}@x.ae`).join('\n'), 'too_many'],
])('refuses %s', (_, csv, error) => {
  expect(parseSeatCsv(csv)).toEqual({ ok: false, error });
});
