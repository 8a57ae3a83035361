import { getTranslations } from 'next-intl/server';
import { isAppLocale } from '@/lib/i18n/locales';
import type { SearchSuggestAnswer } from '@/lib/search/answer';
import { presentHit, searchPath } from '@/lib/search/present';
import { SEARCH_RULES } from '@/lib/search/rules';
import { getSiteSearch } from '@/lib/search/server';
import { clientAddress } from '@/lib/security/client-address';
import { consume, tooMany } from '@/lib/security/rate-limit';

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
  const [search, t] = await Promise.all([getSiteSearch(), getTranslations({ locale: lang, namespace: 'siteSearch' })]);
  if (!search) return json({ ok: false, error: 'siteSearch.failed' }, 502);
  const starts = (date: string) => t('starts', { date });
  const hits = search.suggest(q);
  const items = hits.map((hit) => {
    const { id, kind, title, sub, href } = presentHit(hit, lang, starts);
    return { id, kind: t(`kind.${kind}`), title, sub, href };
  });
  return json(
    {
      ok: true,
      items,
      announce: t('suggestions', { count: items.length }),
      more: searchPath(lang, q.trim()),
      moreLabel: t('seeAll', { q: q.trim() }),
      didYouMean: items.length === 0 ? search.search(q, { didYouMean: true }).didYouMean : null,
      didYouMeanLabel: t('didYouMean'),
    },
    200,
    // The same query gives the same answer until the catalogue changes: the browser keeps it briefly (backspace).
    'private, max-age=60',
  );
}
