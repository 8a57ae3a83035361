import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { InitiativeGrid } from '@/components/initiatives/initiative-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { listInitiatives } from '@/lib/upstream/initiatives';
import { INITIATIVES_PATH } from '@/lib/routes';

// Static per language, refreshed every 5 minutes (or by the initiatives tag).
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/initiatives'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'initiativesList' });
  return pageMetadata({ metaId: 'initiatives', path: INITIATIVES_PATH, lang, fallbackTitle: t('title') });
}

/**
 * The social initiatives (reachable from the footer and the home page, not only the sitemap:
 * docs/product/screens.md#home).
 */
export default async function InitiativesPage({ params }: PageProps<'/[lang]/initiatives'>) {
  await pageParams(params);
  const [initiatives, t] = await Promise.all([listInitiatives(), getTranslations('initiativesList')]);
  return (
    <PageShell>
      <PageHeader title={t('title')} trail={[{ label: t('title') }]}>
        <p className="text-muted">{t('subtitle')}</p>
      </PageHeader>
      {!initiatives.ok ? (
        <ErrorState error={initiatives.error} />
      ) : initiatives.data.length === 0 ? (
        <EmptyState />
      ) : (
        <InitiativeGrid initiatives={initiatives.data} headingLevel={2} />
      )}
    </PageShell>
  );
}
