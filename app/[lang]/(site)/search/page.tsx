import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchResultsView } from '@/components/search/search-results-view';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { SEARCH_PATH } from '@/lib/routes';
import { SEARCH_RULES } from '@/lib/search/rules';
import { pageMetadata } from '@/lib/seo/metadata';

// `/{lang}/search?q=`: read per request from the in-memory index (lib/search/server.ts), no upstream call.

function queryOf(value: string | string[] | undefined): string {
  return ((Array.isArray(value) ? value[0] : value) ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_RULES.maxQueryLength);
}

export async function generateMetadata({ params, searchParams }: PageProps<'/[lang]/search'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const q = queryOf((await searchParams).q);
  const t = await getTranslations({ locale: lang, namespace: 'siteSearch' });
  // Results are thin, changing pages: followed, never indexed.
  return pageMetadata({
    lang,
    path: SEARCH_PATH,
    metaId: 'search',
    title: q ? t('titleFor', { q }) : t('title'),
    noindex: true,
  });
}

export default async function SearchPage({ params, searchParams }: PageProps<'/[lang]/search'>) {
  const { lang } = await pageParams(params);
  return <SearchResultsView lang={lang} q={queryOf((await searchParams).q)} />;
}
