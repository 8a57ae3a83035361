import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[lang]/template'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'pages.template' });
  return pageMetadata({ metaId: 'template', path: '/template', lang, fallbackTitle: t('title') });
}

/** Placeholder template page (content not shown: docs/product/screens.md#placeholders). */
export default async function Page({ params }: PageProps<'/[lang]/template'>) {
  await pageParams(params);
  const t = await getTranslations('pages.template');
  return (
    <PageShell>
      <PageHeader title={t('title')} trail={[{ label: t('title') }]} />
    </PageShell>
  );
}
