import { formatDate, formatRequiredDate, type DateInput } from '@/lib/dates/format';
import { formatDateNatural, formatDateRange, isSameMonth } from '@/lib/dates/range';

const short = (value: DateInput) => formatRequiredDate(value, 'short', 'en');
const long = (value: DateInput, lang: 'en' | 'ar') => formatRequiredDate(value, 'long', lang);
const full = (value: DateInput, lang: 'en' | 'ar') => formatRequiredDate(value, 'full', lang);

describe('document dates (Dubai time, en / ar-KW, Western digits)', () => {
  it('dd-MM-yyyy and dd MMMM yyyy', () => {
    expect(short('2026-12-07T05:00:00.000Z')).toBe('07-12-2026');
    expect(long('2026-11-20T10:15:00.000Z', 'en')).toBe('20 November 2026');
    expect(long('2026-11-20T10:15:00.000Z', 'ar')).toBe('20 نوفمبر 2026');
    expect(full('2026-12-05T05:00:00.000Z', 'en')).toBe('Saturday 05-December-2026');
  });

  it('reads instants in the UAE, not in the server zone', () => {
    expect(short('2026-12-04T21:00:00.000Z')).toBe('05-12-2026'); // 01:00 on the 5th in Dubai
    expect(short('2026-12-05')).toBe('05-12-2026');
  });

  it('initiative ranges: single, same month, across months, across years', () => {
    const d = (s: string) => `${s}T05:00:00.000Z`;
    expect(formatDateRange(d('2026-12-05'), d('2026-12-05'), 'en')).toEqual({
      text: '5 December 2026',
      kind: 'single',
    });
    expect(formatDateRange(d('2026-12-05'), d('2026-12-07'), 'en').text).toBe('5 - 7 December 2026');
    expect(formatDateRange(d('2026-11-28'), d('2026-12-02'), 'en').text).toBe('28 November - 2 December 2026');
    expect(formatDateRange(d('2026-12-30'), d('2027-01-02'), 'en').text).toBe('30 December 2026 - 2 January 2027');
    expect(formatDateRange(d('2026-12-05'), d('2026-12-05'), 'ar').text).toBe('5 ديسمبر 2026');
    expect(formatDateRange(d('2026-12-05'), d('2026-12-07'), 'ar').text).toBe('5 - 7 ديسمبر 2026');
    expect(formatDateRange(d('2026-11-28'), d('2026-12-02'), 'ar').text).toBe('28 نوفمبر - 2 ديسمبر 2026');
    expect(isSameMonth(d('2026-12-01'), d('2026-12-31'))).toBe(true);
  });

  it('ar-KW month names for all twelve months, no Arabic-Indic digits', () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      long(`2026-${String(i + 1).padStart(2, '0')}-15T08:00:00Z`, 'ar'),
    );
    expect(months.map((m) => m.split(' ')[1])).toEqual([
      'يناير',
      'فبراير',
      'مارس',
      'أبريل',
      'مايو',
      'يونيو',
      'يوليو',
      'أغسطس',
      'سبتمبر',
      'أكتوبر',
      'نوفمبر',
      'ديسمبر',
    ]);
    expect(months.join(' ')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('rejects a bad or missing date on a document, where a page shows nothing', () => {
    expect(() => short('not a date')).toThrow(RangeError);
    expect(() => formatRequiredDate(null, 'long', 'en')).toThrow(RangeError);
    expect(() => formatDateRange('2026-12-05', 'soon', 'en')).toThrow(RangeError);
    expect(formatDate('not a date', 'short', 'en')).toBe('');
  });

  it('months of a range are named as in the long format, for every month', () => {
    for (let m = 1; m <= 12; m++) {
      const iso = `2026-${String(m).padStart(2, '0')}-05T08:00:00Z`;
      for (const lang of ['en', 'ar'] as const) expect(formatDateNatural(iso, lang)).toBe(long(iso, lang).slice(1));
    }
    expect(isSameMonth('2026-11-30T20:30:00Z', '2026-12-01T08:00:00Z')).toBe(true); // both 1 December in Dubai
  });
});
