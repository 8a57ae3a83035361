/**
 * The search's tuning, in one place (docs/search.md#rules). Product rules of matching and ranking, checked by the
 * relevance set (tests/integration/search/relevance.test.ts): change one, run it, and say the new figure.
 */
export const SEARCH_RULES = {
  /** Shorter queries (folded) suggest nothing and find nothing. */
  minQueryLength: 2,
  /** Longer ones are cut (the /courses filter keeps 100 too). */
  maxQueryLength: 100,
  /** Typo tolerance grows with the word: [shortest length, edits allowed], longest first. */
  typoEdits: [
    [8, 2],
    [4, 1],
  ] as [number, number][],
  /** A word of at least this many letters also matches the start of a longer word (valu → valuation). */
  minPrefixLength: 3,
  /** Field weights: a title match counts before a category or delivery match, and those before the body. */
  fieldBoost: { title: 4, keywords: 1.5, text: 1 },
  /** Weights of inexact matches (an exact one weighs 1), so an exact match ranks before a fuzzy one. */
  weights: { prefix: 0.5, fuzzy: 0.35 },
  /**
   * Each kind's weight: a program repeats its course's title, so it comes after the course; articles and pages
   * mention many subjects in passing.
   */
  kindBoost: {
    course: 1,
    diploma: 1,
    program: 0.5,
    instructor: 1,
    article: 0.7,
    page: 0.6,
    book: 0.9,
    membership: 0.9,
  },
  /** Suggestions under the header box, and at most this many of one kind among them. */
  suggestions: 8,
  suggestionsPerKind: 3,
  /** Suggestion answers kept per index (by language and folded query): typists repeat the same prefixes. */
  answerCache: 5000,
  /** Items a group of the results page lists. */
  resultsPerKind: 20,
} as const;

/** Edits a word of this length may differ by and still match. */
export function typoEdits(length: number): number {
  for (const [min, edits] of SEARCH_RULES.typoEdits) if (length >= min) return edits;
  return 0;
}
