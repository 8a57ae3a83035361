import { amountInWords, integerInArabic, integerInEnglish } from '@/lib/money/amount-in-words';
import { filsToAed, filsToDecimalString, splitFils, sumFils, toFils } from '@/lib/money/fils';
import { currencyLabel, formatAmount, formatBulkAmount, formatMoney } from '@/lib/money/format';
import { allocateDiscount, bulkOrderTotals, computeLine, computeTotals, divRoundHalfUp, vatOf } from '@/lib/money/vat';

describe('fils', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1575.5, 157550],
    [0.25, 25],
    [1.005, 101], // half up on the decimal text, not on 1.005 * 100 = 100.4999…
    [0.1 + 0.2, 30],
    [2.675, 268],
    [-2.345, -235],
    [1e-7, 0],
    ['1,575.50', 157550],
    [' 20 ', 2000],
    ['.5', 50],
    ['-0.004', 0],
    [0.005, 1], // half a fils
    [-0.005, -1], // away from zero: Math.round(-0.5) would give -0
    [-1.005, -101],
    [1.015, 102], // 1.015 * 100 = 101.49999…
    [8.345, 835],
    [2655 * 0.05, 13275],
    ['0.005', 1],
  ])('toFils(%p) = %p', (aed, fils) => {
    expect(toFils(aed)).toBe(fils);
  });

  it('rounds an amount in AED and a VAT share in fils by the same half-up rule', () => {
    expect(vatOf(2655)).toBe(133); // 132.75 fils
    expect(vatOf(10)).toBe(1); // 0.5 fils
    expect(toFils(filsToAed(vatOf(2655)))).toBe(133);
  });

  it('rejects what is not an amount', () => {
    for (const bad of ['', 'abc', '1.2.3', '--1', NaN, Infinity])
      expect(() => toFils(bad as never)).toThrow(RangeError);
  });

  it('adds without float drift and prints two decimals', () => {
    const parts = Array.from({ length: 10 }, () => toFils(0.1));
    expect(sumFils(parts)).toBe(100);
    expect(filsToDecimalString(157550)).toBe('1575.50');
    expect(filsToDecimalString(-5)).toBe('-0.05');
    expect(filsToAed(7502)).toBe(75.02);
    expect(splitFils(157550)).toEqual({ dirhams: 1575, fils: 50 });
    expect(() => filsToDecimalString(1.5)).toThrow(RangeError);
  });
});

describe('VAT (5 %, per line, half up)', () => {
  it('rounds half up per line', () => {
    expect(vatOf(100000)).toBe(5000);
    expect(vatOf(48048)).toBe(2402); // 24.024 → 24.02
    expect(vatOf(50)).toBe(3); // 2.5 fils → 3
    expect(vatOf(49)).toBe(2); // 2.45 → 2
    expect(vatOf(-50)).toBe(-3); // credits mirror charges
    expect(vatOf(0)).toBe(0);
    expect(divRoundHalfUp(7, 2)).toBe(4);
    expect(divRoundHalfUp(-7, 2)).toBe(-4);
  });

  it('totals are sums of rounded lines (the reference invoice: AED 1,575.50)', () => {
    const { lines, totals } = computeTotals([
      { unitPrice: toFils(1000) },
      { unitPrice: toFils(240.24), quantity: 2 },
      { unitPrice: toFils(20) },
    ]);
    expect(lines.map((l) => l.vat)).toEqual([5000, 2402, 100]);
    expect(totals).toEqual({ subTotal: 150048, discount: 0, totalAfterDiscount: 150048, vat: 7502, total: 157550 });
  });

  it('a per-line rounding differs from rounding the sum, and the lines win', () => {
    // three lines of 0.50 AED: 2.5 fils VAT each → 3 + 3 + 3 = 9, whereas 5 % of 1.50 = 7.5 → 8
    const { totals } = computeTotals([{ unitPrice: 50 }, { unitPrice: 50 }, { unitPrice: 50 }]);
    expect(totals.vat).toBe(9);
    expect(vatOf(150)).toBe(8);
  });

  it('applies line and order discounts before VAT', () => {
    expect(computeLine({ unitPrice: 100000, discount: 10000 })).toMatchObject({ net: 90000, vat: 4500, total: 94500 });
    const { lines, totals } = computeTotals([{ unitPrice: 100000 }, { unitPrice: 50000 }], { orderDiscount: 15000 });
    expect(lines.map((l) => l.discount)).toEqual([10000, 5000]);
    expect(totals).toEqual({ subTotal: 150000, discount: 15000, totalAfterDiscount: 135000, vat: 6750, total: 141750 });
  });

  it('allocates a discount in whole fils that add up exactly', () => {
    const parts = allocateDiscount([3333, 3333, 3334], 1000);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(parts).toEqual([333, 333, 334]);
    expect(allocateDiscount([100, 200], 10_000)).toEqual([100, 200]); // never more than the lines
    expect(allocateDiscount([100, 200], 0)).toEqual([0, 0]);
  });

  it('bulk order: 5 % of (program + exam), shown with 1 to 2 decimals', () => {
    expect(bulkOrderTotals({ programPrice: '1000', examPrice: '500', withExam: true })).toEqual({
      program: 100000,
      exam: 50000,
      subTotal: 150000,
      vat: 7500,
      total: 157500,
    });
    expect(bulkOrderTotals({ programPrice: 1000, examPrice: 500, withExam: false }).vat).toBe(5000);
    expect(bulkOrderTotals({ programPrice: '', withExam: true }).total).toBe(0);
    // two decimals (within the bulk order's one or two) and the currency, as every amount of the site
    expect(formatBulkAmount(7500)).toBe('AED 75.00');
    expect(formatBulkAmount(2402)).toBe('AED 24.02');
    expect(formatBulkAmount(115500 * 10, 'ar')).toBe('11,550.00 د.إ');
    expect(formatBulkAmount(bulkOrderTotals({ programPrice: 480.48, examPrice: 20, withExam: true }).vat)).toBe(
      'AED 25.02',
    );
  });
});

describe('format', () => {
  it('AED in English, د.إ in Arabic, Western digits', () => {
    expect(formatMoney(157550, 'en')).toBe('AED 1,575.50');
    expect(formatMoney(157550, 'ar')).toBe('1,575.50 د.إ');
    expect(formatAmount(123456789, 'ar')).toBe('1,234,567.89');
    expect(formatAmount(-500, 'en')).toBe('-5.00');
    expect(formatAmount(0, 'ar')).toBe('0.00');
    expect(currencyLabel('ar')).toBe('د.إ');
    expect(formatMoney(52000, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('amount in words', () => {
  const words = (aed: number | string, lang: 'en' | 'ar') => amountInWords(toFils(aed), lang);

  it('the reference amount 1,575.50', () => {
    expect(words(1575.5, 'en')).toBe('One Thousand Five Hundred Seventy-Five Dirhams and Fifty Fils');
    expect(words(1575.5, 'ar')).toBe('ألف وخمسمائة وخمسة وسبعون درهماً وخمسون فلساً');
    expect(amountInWords(157550, 'en', { only: true })).toBe(
      'One Thousand Five Hundred Seventy-Five Dirhams and Fifty Fils Only',
    );
    expect(amountInWords(157550, 'ar', { only: true })).toBe('ألف وخمسمائة وخمسة وسبعون درهماً وخمسون فلساً فقط لا غير');
  });

  it.each([
    [0, 'Zero Dirhams', 'صفر درهم'],
    [1, 'One Dirham', 'درهم واحد'],
    [2, 'Two Dirhams', 'درهمان'],
    [3, 'Three Dirhams', 'ثلاثة دراهم'],
    [10, 'Ten Dirhams', 'عشرة دراهم'],
    [11, 'Eleven Dirhams', 'أحد عشر درهماً'],
    [12, 'Twelve Dirhams', 'اثنا عشر درهماً'],
    [21, 'Twenty-One Dirhams', 'واحد وعشرون درهماً'],
    [99, 'Ninety-Nine Dirhams', 'تسعة وتسعون درهماً'],
    [100, 'One Hundred Dirhams', 'مائة درهم'],
    [101, 'One Hundred One Dirhams', 'مائة وواحد درهم'],
    [103, 'One Hundred Three Dirhams', 'مائة وثلاثة دراهم'],
    [111, 'One Hundred Eleven Dirhams', 'مائة وأحد عشر درهماً'],
    [200, 'Two Hundred Dirhams', 'مائتا درهم'],
    [520, 'Five Hundred Twenty Dirhams', 'خمسمائة وعشرون درهماً'],
    [1000, 'One Thousand Dirhams', 'ألف درهم'],
    [1200, 'One Thousand Two Hundred Dirhams', 'ألف ومائتا درهم'],
    [2000, 'Two Thousand Dirhams', 'ألفا درهم'],
    [2100, 'Two Thousand One Hundred Dirhams', 'ألفان ومائة درهم'],
    [3000, 'Three Thousand Dirhams', 'ثلاثة آلاف درهم'],
    [11000, 'Eleven Thousand Dirhams', 'أحد عشر ألف درهم'],
    [15750, 'Fifteen Thousand Seven Hundred Fifty Dirhams', 'خمسة عشر ألفاً وسبعمائة وخمسون درهماً'],
    [200000, 'Two Hundred Thousand Dirhams', 'مائتا ألف درهم'],
    [1000000, 'One Million Dirhams', 'مليون درهم'],
    [2000000, 'Two Million Dirhams', 'مليونا درهم'],
    [2500000, 'Two Million Five Hundred Thousand Dirhams', 'مليونان وخمسمائة ألف درهم'],
    [3000000, 'Three Million Dirhams', 'ثلاثة ملايين درهم'],
  ])('%p dirhams', (aed, en, ar) => {
    expect(words(aed, 'en')).toBe(en);
    expect(words(aed, 'ar')).toBe(ar);
  });

  it.each([
    [0.01, 'One Fils', 'فلس واحد'],
    [0.02, 'Two Fils', 'فلسان'],
    [0.03, 'Three Fils', 'ثلاثة فلوس'],
    [0.11, 'Eleven Fils', 'أحد عشر فلساً'],
    [0.25, 'Twenty-Five Fils', 'خمسة وعشرون فلساً'],
    [1.01, 'One Dirham and One Fils', 'درهم واحد وفلس واحد'],
    [2.5, 'Two Dirhams and Fifty Fils', 'درهمان وخمسون فلساً'],
    [1050, 'One Thousand Fifty Dirhams', 'ألف وخمسون درهماً'],
  ])('%p with fils', (aed, en, ar) => {
    expect(words(aed, 'en')).toBe(en);
    expect(words(aed, 'ar')).toBe(ar);
  });

  it('credit amounts are written as their absolute value', () => {
    expect(amountInWords(-157550, 'en')).toBe(amountInWords(157550, 'en'));
  });

  it('large numbers keep agreement at every scale', () => {
    expect(integerInArabic(1234567)).toBe('مليون ومائتان وأربعة وثلاثون ألفاً وخمسمائة وسبعة وستون');
    expect(integerInEnglish(1234567)).toBe('One Million Two Hundred Thirty-Four Thousand Five Hundred Sixty-Seven');
    expect(() => integerInEnglish(-1)).toThrow(RangeError);
    expect(() => integerInEnglish(1.5)).toThrow(RangeError);
  });
});
