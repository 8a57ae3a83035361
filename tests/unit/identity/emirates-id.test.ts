import { formatEmiratesId, isValidEmiratesId, luhnCheckDigit, luhnValid } from '@/lib/identity/emirates-id';

describe('Emirates ID numbers (784-YYYY-NNNNNNN-C)', () => {
  const now = new Date('2026-11-24T00:00:00Z');

  it('accepts real-shaped numbers, with or without dashes and spaces', () => {
    for (const n of ['784196865703050', '784-1968-6570305-0', '784 1990 1234567 6', '784-1990-9999999-9']) {
      expect(isValidEmiratesId(n, now)).toBe(true);
    }
  });

  it('refuses a wrong check digit, whatever else is right', () => {
    expect(isValidEmiratesId('784-1990-1234567-6', now)).toBe(true);
    for (const c of [0, 1, 2, 3, 4, 5, 7, 8, 9]) expect(isValidEmiratesId(`78419901234567${c}`, now)).toBe(false);
  });

  it('refuses another prefix, an implausible year of birth, a wrong length or other characters', () => {
    const complete = (body: string) => `${body}${luhnCheckDigit(body)}`;
    expect(isValidEmiratesId(complete('78519901234567'), now)).toBe(false); // not 784
    expect(isValidEmiratesId(complete('78418991234567'), now)).toBe(false); // born 1899
    expect(isValidEmiratesId(complete('78420271234567'), now)).toBe(false); // born next year
    expect(isValidEmiratesId(complete('78420261234567'), now)).toBe(true); // born this year (a newborn's card)
    expect(isValidEmiratesId(complete('78419001234567'), now)).toBe(true); // 1900
    expect(isValidEmiratesId('78419901234567', now)).toBe(false); // 14 digits
    expect(isValidEmiratesId('7841990123456760', now)).toBe(false); // 16 digits
    expect(isValidEmiratesId('78419901234567a', now)).toBe(false);
    expect(isValidEmiratesId('٧٨٤١٩٩٠١٢٣٤٥٦٧٦', now)).toBe(false); // the input converts these; the rule takes 0-9
    expect(isValidEmiratesId('', now)).toBe(false);
  });

  it('Luhn: the textbook examples', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe('3');
  });

  it('formats as 784-YYYY-NNNNNNN-C, also a partly typed number', () => {
    expect(formatEmiratesId('784199012345676')).toBe('784-1990-1234567-6');
    expect(formatEmiratesId('7841990')).toBe('784-1990');
    expect(formatEmiratesId('78419901')).toBe('784-1990-1');
    expect(formatEmiratesId('')).toBe('');
  });
});
