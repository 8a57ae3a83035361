import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader, PageShell } from '@/components/editorial/page-header';
import { pageMetadata } from '@/components/editorial/page-metadata';
import { routing } from '@/lib/i18n/routing';

export const revalidate = 3600;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'pages.template' });
  return { ...(await pageMetadata({ metaId: 'template', path: '/template', lang, fallbackTitle: t('title') })) };
}

/** Placeholder template page (content not shown: docs/product/screens.md#placeholders). */
export default async function Page({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations('pages.template');
  return (
    <PageShell>
      <PageHeader title={t('title')} trail={[{ label: t('title') }]} />
    </PageShell>
  );
}
