import { getTranslations } from 'next-intl/server';
import { isAppLocale } from '@/lib/i18n/locales';
import type { SearchSuggestAnswer } from '@/lib/search/answer';
import type { SiteSearch } from '@/lib/search/engine';
import { presentHit, searchPath } from '@/lib/search/present';
import { SEARCH_RULES } from '@/lib/search/rules';
import { getSiteSearch } from '@/lib/search/server';
import { clientAddress } from '@/lib/security/client-address';
import { consume, tooMany } from '@/lib/security/rate-limit';

// The same query gives the same answer until the catalogue changes: the browser keeps it briefly (backspace).
const CACHE = 'private, max-age=60';

/** Worded answers of one index: a new index (the catalogue changed) starts with none. */
const answersOf = new WeakMap<SiteSearch, Map<string, SearchSuggestAnswer>>();
function answers(search: SiteSearch): Map<string, SearchSuggestAnswer> {
  let found = answersOf.get(search);
  if (!found) answersOf.set(search, (found = new Map()));
  return found;
}

const json = (answer: SearchSuggestAnswer, status = 200, cache = 'no-store') =>
  Response.json(answer, { status, headers: { 'Cache-Control': cache } });

/**
 * The header box's suggestions: `?q=valuaton&lang=ar` → a few items of every kind, worded in the language, from the
 * in-memory index (lib/search/server.ts): no upstream call. Counted per address like the other public reads that
 * a script could hammer. A query too long or a language unknown is refused (400); one too short finds nothing.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang') ?? '';
  const q = url.searchParams.get('q') ?? '';
  if (!isAppLocale(lang) || q.length > SEARCH_RULES.maxQueryLength * 2) {
    return json({ ok: false, error: 'siteSearch.tooShort' }, 400);
  }
  const wait = await consume(['search', clientAddress(request)]);
  if (wait > 0) return tooMany(wait);
  const search = await getSiteSearch();
  if (!search) return json({ ok: false, error: 'siteSearch.failed' }, 502);
  // The same words give the same answer until the index is rebuilt: answered from memory (first in, first out).
  const cache = answers(search);
  const key = `${lang} ${q.trim().replace(/\s+/g, ' ')}`;
  const cached = cache.get(key);
  if (cached) return json(cached, 200, CACHE);
  const t = await getTranslations({ locale: lang, namespace: 'siteSearch' });
  const starts = (date: string) => t('starts', { date });
  const hits = search.suggest(q);
  const items = hits.map((hit) => {
    const { id, kind, title, sub, href } = presentHit(hit, lang, starts);
    return { id, kind: t(`kind.${kind}`), title, sub, href };
  });
  const answer: SearchSuggestAnswer = {
    ok: true,
    items,
    announce: t('suggestions', { count: items.length }),
    more: searchPath(lang, q.trim()),
    moreLabel: t('seeAll', { q: q.trim() }),
    didYouMean: items.length === 0 ? search.search(q, { didYouMean: true }).didYouMean : null,
    didYouMeanLabel: t('didYouMean'),
  };
  if (cache.size >= SEARCH_RULES.answerCache) cache.delete(cache.keys().next().value!);
  cache.set(key, answer);
  return json(answer, 200, CACHE);
}
