import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[lang]/invoice'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'pages.invoice' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /{lang}/invoice (a placeholder: docs/product/screens.md#placeholders). Old links that carry an order (`?oid&uid`,
 * with `exp&sig` when signed) go to the printable invoice, /{lang}/pdf/invoice, which checks who may see it; otherwise
 * the placeholder.
 */
export default async function Page({ params, searchParams }: PageProps<'/[lang]/invoice'>) {
  const { lang } = await pageParams(params);
  const query = await searchParams;
  if (typeof query.oid === 'string' && typeof query.uid === 'string') {
    const forward = new URLSearchParams();
    for (const key of ['oid', 'uid', 'exp', 'sig']) {
      const value = query[key];
      if (typeof value === 'string') forward.set(key, value);
    }
    redirect(`/${lang}/pdf/invoice?${forward.toString()}`);
  }
  const t = await getTranslations('pages.invoice');
  return (
    <PageShell>
      <PageHeader title={t('title')} trail={[{ label: t('title') }]} />
      <p className="text-muted">{t('body')}</p>
    </PageShell>
  );
}
