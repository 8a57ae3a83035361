import { arabicForms, stripArabicPrefixes, stripArabicSuffix } from '@/lib/search/arabic';
import { americanSpelling, englishForms } from '@/lib/search/english';
import { foldText, words } from '@/lib/search/fold';
import { indexWords, queryWords, termForms } from '@/lib/search/terms';
import { typoEdits } from '@/lib/search/rules';

describe('Arabic prefixes', () => {
  test.each([
    ['الوساطه', 'وساطه'],
    ['والوساطه', 'وساطه'],
    ['بالتقييم', 'تقييم'],
    ['للوسطاء', 'وسطاء'],
    ['فالعقار', 'عقار'],
    ['كالعقار', 'عقار'],
    ['وبالتمويل', 'تمويل'],
    ['فبالتمويل', 'تمويل'],
    ['والتمويل', 'تمويل'],
    ['لعقار', 'عقار'],
    ['وعقار', 'عقار'],
  ])('%s → %s', (word, bare) => expect(stripArabicPrefixes(word)).toBe(bare));

  test('a short word keeps its letters', () => {
    expect(stripArabicPrefixes('بيع')).toBe('بيع');
    expect(stripArabicPrefixes('ولد')).toBe('ولد');
    expect(stripArabicPrefixes('الحق')).toBe('الحق');
    // و of the conjunction goes when the lam after it must stay
    expect(stripArabicPrefixes('ولبن')).toBe('لبن');
  });
});

describe('Arabic light stem', () => {
  test.each([
    ['عطله', 'عطل'],
    ['عطلات', 'عطل'],
    ['مستاجرين', 'مستاجر'],
    ['عقاريه', 'عقار'],
    ['مبانيها', 'مباني'],
    ['مهنيون', 'مهني'],
    ['وسيط', 'وسيط'],
  ])('%s → %s', (word, stem) => expect(stripArabicSuffix(word)).toBe(stem));

  test('one form for the holiday of the issue: العطلة and بيوت العطلات meet', () => {
    const a = arabicForms(foldText('العطلة'));
    const b = arabicForms(foldText('العطلات'));
    expect(a.some((form) => b.includes(form))).toBe(true);
  });
});

describe('English forms', () => {
  test('British spellings map to American ones, others stay', () => {
    expect(americanSpelling('tokenisation')).toBe('tokenization');
    expect(americanSpelling('modelling')).toBe('modeling');
    expect(americanSpelling('programme')).toBe('program');
    expect(americanSpelling('licence')).toBe('license');
    expect(americanSpelling('selling')).toBe('selling');
    expect(americanSpelling('premises')).toBe('premises');
    expect(americanSpelling('advise')).toBe('advise');
  });

  test('word forms share a stem', () => {
    const shared = (a: string, b: string) => englishForms(a).some((form) => englishForms(b).includes(form));
    expect(shared('negotiating', 'negotiation')).toBe(true);
    expect(shared('manager', 'management')).toBe(true);
    expect(shared('homes', 'home')).toBe(true);
    expect(shared('tokenization', 'tokenisation')).toBe(true);
    expect(shared('broker', 'valuation')).toBe(false);
    expect(englishForms('2026')).toEqual(['2026']);
  });
});

describe('words and compounds', () => {
  test('folding and splitting: diacritics, hamza forms, possessives, punctuation', () => {
    expect(words('أخلاقيّات  الوسيطة، Owner’s Guide!')).toEqual(['اخلاقيات', 'الوسيطه', 'owners', 'guide']);
  });

  test('off plan, off-plan and offplan are one term', () => {
    expect(indexWords('Off-Plan Sales', { pairs: false })).toEqual(['off', 'plan', 'sales', 'offplan']);
    expect(indexWords('Prop Tech for agents', { pairs: true })).toContain('proptech');
    expect(indexWords('Prop Tech for agents', { pairs: true })).not.toContain('techfor');
  });

  test('a query without stop words, unless that is all it has', () => {
    expect(queryWords('courses for the brokers')).toEqual(['courses', 'brokers']);
    expect(queryWords('في العقار')).toEqual(['العقار']);
    expect(queryWords('the')).toEqual(['the']);
  });

  test('each script takes its own rules', () => {
    expect(termForms('بالتقييم')).toEqual(['بالتقييم', 'تقييم']);
    expect(termForms('valuations')).toEqual(['valuations', 'valuat']);
  });

  test('typo tolerance grows with the word', () => {
    expect([2, 3, 4, 7, 8, 12].map(typoEdits)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
