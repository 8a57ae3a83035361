import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { stripArabicPrefixes } from './arabic';
import { ARABIC_LETTER, foldText, words } from './fold';
import { SEARCH_KINDS, searchDocuments, type SearchCatalogue, type SearchDoc, type SearchKind } from './documents';
import { SEARCH_RULES, typoEdits } from './rules';
import { indexWords, queryWords, termForms } from './terms';

export type SearchHit = { doc: SearchDoc; score: number };

export type SearchOutcome = {
  /** Best first; programs of one course after it. */
  hits: SearchHit[];
  /** No item had every word: these have some of them. */
  relaxed: boolean;
  /** A likelier spelling of the query when one of its words is not in the catalogue ("valuation" for "valuaton"). */
  didYouMean: string | null;
};

const FIELDS = ['title', 'keywords', 'text'] as const;

type Word = { folded: string; forms: string[] };

/**
 * The site search over one catalogue, built once per catalogue version (./server.ts keeps it in memory): MiniSearch
 * (BM25 with prefix and fuzzy matching on a radix tree) with our own term forms (./terms.ts), so the same folding,
 * stemming and spelling rules apply to the items and to the query.
 */
export class SiteSearch {
  private readonly index: MiniSearch<SearchDoc>;
  private readonly docs = new Map<string, SearchDoc>();
  /** Every form indexed (a query word with one of them needs no correction). */
  private readonly known = new Set<string>();
  /** Words as written in the items, for "did you mean": folded → how it is written, and how often. */
  private readonly vocabulary: MiniSearch<{ id: string; count: number }>;
  private readonly display = new Map<string, string>();

  constructor(docs: SearchDoc[]) {
    this.index = new MiniSearch<SearchDoc>({
      fields: [...FIELDS],
      storeFields: [],
      tokenize: (text, field) => indexWords(text, { pairs: field === 'title' }),
      processTerm: (term) => termForms(term),
      searchOptions: {
        tokenize: (text) => [text],
        processTerm: (term) => term,
        boost: SEARCH_RULES.fieldBoost,
        weights: SEARCH_RULES.weights,
        boostDocument: (id) => SEARCH_RULES.kindBoost[(this.docs.get(id)?.kind ?? 'page') as SearchKind],
      },
    });
    const counts = new Map<string, number>();
    for (const doc of docs) {
      this.docs.set(doc.id, doc);
      for (const field of FIELDS) {
        for (const word of indexWords(doc[field], { pairs: field === 'title' })) {
          for (const form of termForms(word)) this.known.add(form);
          if (word.length < 3 || /\d/.test(word)) continue;
          // Arabic words are counted without their proclitics: التقييم، والتقييم and تقييم are one word here.
          const key = stripArabicPrefixes(word);
          // weighed like the fields: a word of titles is likelier meant than one of descriptions
          counts.set(key, (counts.get(key) ?? 0) + SEARCH_RULES.fieldBoost[field]);
        }
      }
      for (const written of doc.title.split(/[^\p{L}\p{N}'’]+/u)) {
        const folded = foldText(written);
        if (folded && !this.display.has(folded)) this.display.set(folded, written.toLocaleLowerCase('en'));
      }
    }
    this.index.addAll(docs);
    this.vocabulary = new MiniSearch({
      fields: ['id'],
      tokenize: (text) => [text],
      processTerm: (term) => term,
    });
    this.vocabulary.addAll([...counts].map(([id, count]) => ({ id, count })));
    const countOf = new Map(counts);
    this.vocabularyBoost = (id: string) => Math.log(1 + (countOf.get(id) ?? 0));
  }

  private readonly vocabularyBoost: (id: string) => number;

  static fromCatalogue(catalogue: SearchCatalogue): SiteSearch {
    return new SiteSearch(searchDocuments(catalogue));
  }

  get size(): number {
    return this.docs.size;
  }

  doc(id: string): SearchDoc | undefined {
    return this.docs.get(id);
  }

  /** The query's words with their forms; empty when the query is too short to search. */
  private words(query: string): Word[] {
    const cut = query.slice(0, SEARCH_RULES.maxQueryLength);
    if (foldText(cut).replace(/[^\p{L}\p{N}]/gu, '').length < SEARCH_RULES.minQueryLength) return [];
    return queryWords(cut).map((folded) => ({ folded, forms: termForms(folded) }));
  }

  /** One word: any of its forms; the word as typed (and without proclitics) also by prefix and with typos. */
  private wordQuery({ folded, forms }: Word): Query {
    const edits = typoEdits(folded.length);
    const prefix = folded.length >= SEARCH_RULES.minPrefixLength;
    return {
      combineWith: 'OR',
      // Typos and prefixes on the word as typed (and, in Arabic, without its proclitics); other forms exact.
      queries: forms.map((form, i) =>
        i === 0 || (i === 1 && ARABIC_LETTER.test(form))
          ? { queries: [form], fuzzy: typoEdits(form.length) && edits, prefix }
          : { queries: [form], fuzzy: false, prefix: false },
      ),
    };
  }

  private run(words: Word[], combineWith: 'AND' | 'OR', kind?: SearchKind): SearchResult[] {
    return this.index.search(
      { combineWith, queries: words.map((w) => this.wordQuery(w)) },
      kind ? { filter: (result) => this.docs.get(result.id)?.kind === kind } : {},
    );
  }

  /**
   * Every item that has all the query's words (or, when none has, some of them), best first; with `didYouMean`,
   * also the likelier spelling (the results page; suggestions ask for it only when they find nothing).
   */
  search(query: string, { kind, didYouMean = false }: { kind?: SearchKind; didYouMean?: boolean } = {}): SearchOutcome {
    const words = this.words(query);
    if (words.length === 0) return { hits: [], relaxed: false, didYouMean: null };
    let results = this.run(words, 'AND', kind);
    let relaxed = false;
    if (results.length === 0 && words.length > 1) {
      results = this.run(words, 'OR', kind);
      relaxed = results.length > 0;
    }
    const hits = results.map((r) => ({ doc: this.docs.get(r.id)!, score: r.score }));
    return { hits, relaxed, didYouMean: didYouMean ? this.didYouMean(query, words) : null };
  }

  /** The header box's suggestions: the best items, a few of each kind at most. */
  suggest(query: string): SearchHit[] {
    const perKind = new Map<SearchKind, number>();
    const out: SearchHit[] = [];
    for (const hit of this.search(query).hits) {
      const n = perKind.get(hit.doc.kind) ?? 0;
      if (n >= SEARCH_RULES.suggestionsPerKind) continue;
      perKind.set(hit.doc.kind, n + 1);
      out.push(hit);
      if (out.length >= SEARCH_RULES.suggestions) break;
    }
    return out;
  }

  /** Ids of the courses the query finds, best first: the /courses keyword filter. */
  courseIds(query: string): number[] {
    return this.search(query, { kind: 'course' }).hits.map((hit) => hit.doc.key as number);
  }

  /** Hits by kind, in the results page's order; upcoming programs by date, soonest first. */
  static grouped(hits: SearchHit[]): { kind: SearchKind; hits: SearchHit[] }[] {
    return SEARCH_KINDS.map((kind) => {
      const ofKind = hits.filter((hit) => hit.doc.kind === kind);
      if (kind === 'program') ofKind.sort((a, b) => (a.doc.date ?? '').localeCompare(b.doc.date ?? ''));
      return { kind, hits: ofKind.slice(0, SEARCH_RULES.resultsPerKind) };
    }).filter((group) => group.hits.length > 0);
  }

  /**
   * The query with each word that no item has replaced by the likeliest word the items do have (nearest spelling,
   * then the most frequent), or null when every word is known or nothing near is.
   */
  private didYouMean(query: string, queryWordList: Word[]): string | null {
    let changed = false;
    const out = queryWordList.map(({ folded, forms }) => {
      if (forms.some((form) => this.known.has(form))) return this.display.get(folded) ?? folded;
      const bare = stripArabicPrefixes(folded);
      const proclitics = folded.slice(0, folded.length - bare.length);
      const edits = Math.max(1, typoEdits(bare.length));
      const [best] = this.vocabulary.search(bare, {
        fuzzy: edits,
        prefix: false,
        boostDocument: (id) => this.vocabularyBoost(id),
      });
      if (!best || best.id === bare) return folded;
      changed = true;
      return proclitics + (this.display.get(best.id) ?? best.id);
    });
    return changed && words(out.join(' ')).join(' ') !== words(query).join(' ') ? out.join(' ') : null;
  }
}
