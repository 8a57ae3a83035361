/**
 * An AED amount in words, English and Arabic, as printed on the tax invoice:
 *   157550 fils → "One Thousand Five Hundred Seventy-Five Dirhams and Fifty Fils"
 *               → "ألف وخمسمائة وخمسة وسبعون درهماً وخمسون فلساً"
 *
 * The number words come from to-words (en-AE, ar-AE); what to-words gets wrong for a document is fixed here
 * (see docs/arabic-pdf.md#amount-in-words): hyphenated English tens, lower-case "and", the Arabic "و" attached to the
 * next word, and the agreement of the counted noun in Arabic:
 *   1 → درهم واحد, 2 → درهمان (duals), 3-10 → plural (ثلاثة دراهم), 11-99 → accusative singular with tanween
 *   (خمسة وسبعون درهماً), otherwise the genitive singular (مائة درهم, ألف درهم). The same rule applies to the
 *   scale words (ثلاثة آلاف, أحد عشر ألفاً), and a dual or accusative scale word directly before the noun takes
 *   its construct form (ألفا درهم, مائتا درهم, أحد عشر ألف درهم).
 */
import { ToWords } from 'to-words';
import { assertFils, splitFils, type Fils } from './fils';

export type WordsLang = 'en' | 'ar';

export type AmountInWordsOptions = {
  /** Append "Only" / "فقط لا غير" (the closing formula of cheques and invoices). Default false. */
  only?: boolean;
};

const enConverter = new ToWords({ localeCode: 'en-AE' });
const arConverter = new ToWords({ localeCode: 'ar-AE' });

/* ------------------------------------------------------------------ English */

const TENS = 'Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety';
const UNITS = 'One|Two|Three|Four|Five|Six|Seven|Eight|Nine';
const TENS_UNITS = new RegExp(`\\b(${TENS}) (${UNITS})\\b`, 'g');

/** A non-negative integer in English words, tens hyphenated: 75 → "Seventy-Five". */
export function integerInEnglish(n: number): string {
  assertCount(n);
  return enConverter.convert(n).replace(TENS_UNITS, '$1-$2');
}

function englishWords(dirhams: number, fils: number): string {
  const parts: string[] = [];
  if (dirhams > 0 || fils === 0) parts.push(`${integerInEnglish(dirhams)} ${dirhams === 1 ? 'Dirham' : 'Dirhams'}`);
  // "Fils" is used for one and many alike on UAE documents.
  if (fils > 0) parts.push(`${integerInEnglish(fils)} Fils`);
  return parts.join(' and ');
}

/* ------------------------------------------------------------------- Arabic */

type Noun = {
  /** singular, genitive after 100, 1000 … and in "درهم واحد" */
  one: string;
  /** dual, used alone for 2 */
  two: string;
  /** plural after 3-10 */
  plural: string;
  /** accusative singular (tamyiz) after 11-99 */
  acc: string;
};

const DIRHAM: Noun = { one: 'درهم', two: 'درهمان', plural: 'دراهم', acc: 'درهماً' };
const FILS: Noun = { one: 'فلس', two: 'فلسان', plural: 'فلوس', acc: 'فلساً' };

type Scale = Noun & { value: number };
const SCALES: Scale[] = [
  { value: 1_000_000_000, one: 'مليار', two: 'ملياران', plural: 'مليارات', acc: 'ملياراً' },
  { value: 1_000_000, one: 'مليون', two: 'مليونان', plural: 'ملايين', acc: 'مليوناً' },
  { value: 1_000, one: 'ألف', two: 'ألفان', plural: 'آلاف', acc: 'ألفاً' },
];

/** Join Arabic number parts with the conjunction attached to the next word: "خمسة وسبعون". */
const AND = ' و';
const attachAnd = (words: string) => words.trim().replace(/\s+و\s+/g, AND);

/** 1-999 in Arabic words (masculine, for dirham and fils), from to-words. */
function below1000(n: number): string {
  return attachAnd(arConverter.convert(n));
}

/** Which form a counted noun takes after the number n (n ≥ 3). */
function countedNoun(n: number): 'plural' | 'acc' | 'one' {
  const r = n % 100;
  if (r >= 3 && r <= 10) return 'plural';
  if (r >= 11) return 'acc';
  return 'one';
}

type Segment = { text: string; construct: string };

/** The number's segments (billions, millions, thousands, rest), each with its form before a counted noun. */
function arabicSegments(n: number): Segment[] {
  const segments: Segment[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const g = Math.floor(rest / scale.value);
    rest %= scale.value;
    if (g === 0) continue;
    if (g === 1) segments.push({ text: scale.one, construct: scale.one });
    else if (g === 2) segments.push({ text: scale.two, construct: dropDualNun(scale.two) });
    else {
      const count = below1000(g);
      const form = countedNoun(g);
      if (form === 'plural') segments.push({ text: `${count} ${scale.plural}`, construct: `${count} ${scale.plural}` });
      else if (form === 'acc') segments.push({ text: `${count} ${scale.acc}`, construct: `${count} ${scale.one}` });
      else {
        // 100, 200, 300 … thousand: "مائة ألف", "مائتا ألف"
        const c = dropDualNun(count);
        segments.push({ text: `${c} ${scale.one}`, construct: `${c} ${scale.one}` });
      }
    }
  }
  if (rest > 0) {
    const text = below1000(rest);
    segments.push({ text, construct: dropDualNun(text) });
  }
  return segments;
}

/** A dual directly before its counted noun loses its ن: مائتان → مائتا, ألفان → ألفا. */
function dropDualNun(words: string): string {
  return words.replace(/(مائتا|ألفا|مليونا|مليارا)ن$/, '$1');
}

/** A non-negative integer in Arabic words, standing alone: 1575 → "ألف وخمسمائة وخمسة وسبعون". */
export function integerInArabic(n: number): string {
  assertCount(n);
  if (n === 0) return 'صفر';
  return arabicSegments(n)
    .map((s) => s.text)
    .join(AND);
}

/** An integer count with its noun in the right case and number. */
function arabicCount(n: number, noun: Noun): string {
  if (n === 0) return `صفر ${noun.one}`;
  if (n === 1) return `${noun.one} واحد`;
  if (n === 2) return noun.two;
  const segments = arabicSegments(n);
  const form = countedNoun(n);
  if (form === 'one') {
    // The last segment is followed directly by the noun: construct state (ألفا درهم, أحد عشر ألف درهم).
    const last = segments[segments.length - 1];
    const head = segments.slice(0, -1).map((s) => s.text);
    return [...head, last.construct].join(AND) + ` ${noun.one}`;
  }
  const words = segments.map((s) => s.text).join(AND);
  return `${words} ${form === 'plural' ? noun.plural : noun.acc}`;
}

function arabicWords(dirhams: number, fils: number): string {
  const parts: string[] = [];
  if (dirhams > 0 || fils === 0) parts.push(arabicCount(dirhams, DIRHAM));
  if (fils > 0) parts.push(arabicCount(fils, FILS));
  return parts.join(AND);
}

/* ------------------------------------------------------------------- public */

/** Integer fils (≥ 0) in words. Negative amounts (credit notes) are written as their absolute value. */
export function amountInWords(fils: Fils, lang: WordsLang, options: AmountInWordsOptions = {}): string {
  assertFils(fils);
  const parts = splitFils(fils);
  const words = lang === 'ar' ? arabicWords(parts.dirhams, parts.fils) : englishWords(parts.dirhams, parts.fils);
  if (!options.only) return words;
  return lang === 'ar' ? `${words} فقط لا غير` : `${words} Only`;
}

function assertCount(n: number) {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Expected a non-negative integer, got ${n}`);
  if (n >= 1_000_000_000_000) throw new RangeError(`Amount too large for words: ${n}`);
}
