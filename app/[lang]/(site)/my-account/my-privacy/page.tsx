import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConsentsCard } from '@/components/privacy/consents-card';
import { DeleteAccountForm } from '@/components/privacy/delete-account-form';
import { ExportCard } from '@/components/privacy/export-card';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { callerContext, getSession } from '@/lib/session/session';
import { getConsents } from '@/lib/upstream/privacy';
import { isUnavailable } from '@/lib/upstream/result';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-privacy'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'privacy' });
  return { title: t('title') };
}

/**
 * My Account › Privacy (UAE PDPL): my consents, download all my data, delete my account. The three are one
 * extension area of the upstream: without it (404) the page says the service is not available.
 */
export default async function MyPrivacyPage({ params }: PageProps<'/[lang]/my-account/my-privacy'>) {
  const { lang } = await pageParams(params);
  const t = await getTranslations('privacy');
  const tc = await getTranslations('common');
  const session = await getSession();
  const consents = await getConsents(callerContext(session, lang));

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-primary">{t('title')}</h1>
        <p className="max-w-3xl text-sm text-muted">{t('intro')}</p>
      </header>
      {isUnavailable(consents) ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted" data-testid="privacy-unavailable">
          {t('unavailable')}
        </p>
      ) : consents.ok ? (
        <>
          <ConsentsCard consents={consents.data} source="privacy" />
          <ExportCard lang={lang} />
          <DeleteAccountForm />
        </>
      ) : (
        <p role="alert" className="rounded-2xl border border-line bg-white p-6 text-seats-low">
          {tc(`errorKinds.${consents.error.kind}`)}
        </p>
      )}
    </div>
  );
}
