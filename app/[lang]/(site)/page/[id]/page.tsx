import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { metaText, pageMetadata } from '@/lib/seo/metadata';
import { PartnersAndClients } from '@/components/editorial/partners-grid';
import { staticPagePath } from '@/lib/routes';
import { RICH_TEXT } from '@/components/ui/rich-text';
import { ErrorState } from '@/components/ui/error-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { pick } from '@/lib/i18n/pick';
import { getPage, getPartners } from '@/lib/upstream/shared';

// ISR: rendered on its first visit, then served from the cache per language and refreshed in the background
// after 3600 s (LIFETIMES.long in lib/upstream/cache-tags.ts) or by the revalidation webhook.
export const revalidate = 3600;
export const dynamicParams = true;

/** No item is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

const PAGE_ID = /^[a-z0-9][a-z0-9-]{0,79}$/i;
const PARTNERS = 'partners';

export async function generateMetadata({ params }: PageProps<'/[lang]/page/[id]'>): Promise<Metadata> {
  const { lang, id } = await metadataParams(params);
  if (!lang || !PAGE_ID.test(id)) return {};
  const page = await getPage(id);
  if (!page.ok) return {};
  return pageMetadata({
    metaId: id,
    path: staticPagePath(id),
    lang,
    fallbackTitle: pick(page.data, 'PageHeading', lang),
    description: metaText(pick(page.data, 'PageContent', lang)) || undefined,
  });
}

/** Static content page by id; 'partners' adds the partners and clients grids. */
export default async function StaticPage({ params }: PageProps<'/[lang]/page/[id]'>) {
  const { lang, id } = await pageParams(params);
  if (!PAGE_ID.test(id)) notFound();

  const [page, partners] = await Promise.all([getPage(id), id === PARTNERS ? getPartners() : Promise.resolve(null)]);
  if (!page.ok && page.error.kind === 'not_found') notFound();
  if (!page.ok) {
    return (
      <PageShell>
        <h1 className="sr-only">{id}</h1>
        <ErrorState error={page.error} />
      </PageShell>
    );
  }
  const heading = pick(page.data, 'PageHeading', lang);

  return (
    <PageShell>
      <PageHeader title={heading} trail={[{ label: heading }]} />
      <SafeHtml
        html={pick(page.data, 'PageContent', lang)}
        className={`${RICH_TEXT.editorial} max-w-4xl`}
        as="section"
        headingsFrom={2}
      />
      {partners &&
        (partners.ok ? (
          <PartnersAndClients partners={partners.data} lang={lang} />
        ) : (
          <ErrorState error={partners.error} className="mt-8" />
        ))}
    </PageShell>
  );
}
