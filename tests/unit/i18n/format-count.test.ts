import { formatCount } from '@/lib/i18n/format-count';

// The site's own number format, in both languages (Western digits, grouping commas), as Intl writes it: the counter
// must read as the money amounts around it do.
const intl = {
  en: new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0, numberingSystem: 'latn' }),
  ar: new Intl.NumberFormat('ar-AE-u-nu-latn', { maximumFractionDigits: 0, numberingSystem: 'latn' }),
};

describe('formatCount', () => {
  it.each([0, 7, 42, 999, 1000, 12345, 100000, 999999, 1000000, 1234567, 987654321, 2 ** 31])(
    'writes %i as Intl does in English and Arabic',
    (n) => {
      expect(formatCount(n)).toBe(intl.en.format(n));
      expect(formatCount(n)).toBe(intl.ar.format(n));
    },
  );

  it('groups a negative count after its sign and drops a fraction', () => {
    expect(formatCount(-1234567)).toBe('-1,234,567');
    expect(formatCount(1234.9)).toBe('1,234');
  });
});
