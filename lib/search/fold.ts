/**
 * Letter folding shared by every search in the site (the header search, the results page and the /courses keyword
 * filter): lower case, no Arabic diacritics or tatweel, one alef for أ إ آ, yeh for alef maqsura, heh for teh
 * marbuta, no Latin accents. Queries and indexed text go through the same folding, so either spelling finds the other.
 */
export function foldText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Arabic letters (after folding, a word is either Arabic or Latin/digits for our purposes). */
export const ARABIC_LETTER = /[\u0621-\u064a]/;

/**
 * The words of a text, folded: split on anything that is not a letter or a digit. Apostrophes are dropped inside a
 * word first (owner's → owners), so a possessive does not leave a stray "s" word.
 */
export function words(text: string | null | undefined): string[] {
  return foldText(text)
    .replace(/(\p{L})['’](\p{L})/gu, '$1$2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
