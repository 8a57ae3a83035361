import { arabicForms } from './arabic';
import { englishForms } from './english';
import { ARABIC_LETTER, words } from './fold';

/**
 * Words that carry no meaning for a search (folded). They are neither indexed nor required by a query, so
 * "courses for brokers" needs "brokers" only; a query of stop words alone keeps them.
 */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'how',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'what',
  'your',
  'you',
  'we',
  'our',
  'في',
  'من',
  'الي',
  'علي',
  'عن',
  'مع',
  'و',
  'او',
  'ثم',
  'هذا',
  'هذه',
  'ذلك',
  'التي',
  'الذي',
  'كيف',
  'ما',
  'هل',
]);

function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Every form a folded word is indexed and searched under (Arabic or English rules by its script). */
export function termForms(word: string): string[] {
  return ARABIC_LETTER.test(word) ? arabicForms(word) : englishForms(word);
}

/**
 * The words of an indexed field, plus compounds: two words joined by a hyphen are also indexed as one
 * (off-plan → offplan), and in a title every pair of neighbouring Latin words is too (Prop Tech → proptech),
 * so "offplan", "off plan" and "off-plan" all find "Off-Plan".
 */
export function indexWords(text: string, { pairs }: { pairs: boolean }): string[] {
  const base = words(text);
  const out = [...base];
  const compounds = (text.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []).map((c) => words(c.replace(/-/g, '')));
  for (const compound of compounds) out.push(...compound);
  if (pairs) {
    for (let i = 0; i + 1 < base.length; i++) {
      const [a, b] = [base[i], base[i + 1]];
      if (!ARABIC_LETTER.test(a) && !ARABIC_LETTER.test(b) && !isStopWord(a) && !isStopWord(b)) out.push(a + b);
    }
  }
  return out.filter((w) => !isStopWord(w));
}

/** The words of a query, folded, without stop words (unless nothing else is left). */
export function queryWords(query: string): string[] {
  const all = words(query);
  const meaningful = all.filter((w) => !isStopWord(w));
  return meaningful.length > 0 ? meaningful : all;
}
