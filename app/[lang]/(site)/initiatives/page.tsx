import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader, PageShell } from '@/components/editorial/page-header';
import { pageMetadata } from '@/components/editorial/page-metadata';
import { InitiativeGrid } from '@/components/initiatives/initiative-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { routing } from '@/lib/i18n/routing';
import { listInitiatives } from '@/lib/upstream/initiatives';

// Static per language, refreshed every 5 minutes (or by the initiatives tag).
export const revalidate = 300;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'initiativesList' });
  return pageMetadata({ metaId: 'initiatives', path: '/initiatives', lang, fallbackTitle: t('title') });
}

/**
 * The social initiatives (reachable from the footer and the home page, not only the sitemap:
 * docs/product/screens.md#home).
 */
export default async function InitiativesPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
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
