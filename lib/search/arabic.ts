/**
 * Arabic light stemming, the product's own rules (docs/search.md#arabic): on folded text (./fold.ts), strip the
 * proclitics و ف (and), ب ك ل (with, like, for) and the article ال, alone or combined (وال، بال، فبال، لل، وللـ…),
 * then one common suffix (plural, dual, feminine, possessive). No root extraction: broken plurals are left to typo
 * tolerance. A stripped form must keep at least MIN_STEM letters, so short words are left alone.
 */

const MIN_STEM = 3;

/** Conjunction, then preposition, then article: و/ف + ب/ك/ل + ال; "لل" is ل + ال with the alef dropped. */
const PROCLITICS = /^([وف]?)(لل|[بك]?ال|[بكل])?(.*)$/;

/** Longest first: one is removed. ه covers teh marbuta (folded), ي the nisba and possessive. */
const SUFFIXES = ['يات', 'ات', 'ون', 'ين', 'ان', 'ها', 'يه', 'هم', 'ه', 'ي'];

/** The word without its proclitics, or the word itself when too little would be left. */
export function stripArabicPrefixes(word: string): string {
  const match = PROCLITICS.exec(word);
  if (!match) return word;
  const [, conjunction, particle, rest] = match;
  if (rest.length >= MIN_STEM) return rest;
  // Too short without all of them (ولد، فلك): strip the conjunction alone when that leaves enough.
  if (particle && conjunction && (particle + rest).length >= MIN_STEM) return particle + rest;
  return word;
}

/** One suffix removed from a word already without proclitics. */
export function stripArabicSuffix(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) return word.slice(0, -suffix.length);
  }
  return word;
}

/** The forms a folded Arabic word is indexed and searched under: itself, without proclitics, and its light stem. */
export function arabicForms(word: string): string[] {
  const bare = stripArabicPrefixes(word);
  return [...new Set([word, bare, stripArabicSuffix(bare)])];
}
