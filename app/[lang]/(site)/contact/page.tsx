import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactDetails } from '@/components/contact/contact-details';
import { MapEmbed } from '@/components/contact/map-embed';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { ErrorState } from '@/components/ui/error-state';
import { getSettings } from '@/lib/upstream/shared';
import { CONTACT_PATH } from '@/lib/routes';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/contact'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'contact' });
  return pageMetadata({ metaId: 'contact', path: CONTACT_PATH, lang, fallbackTitle: t('title') });
}

export default async function ContactPage({ params }: PageProps<'/[lang]/contact'>) {
  const { lang } = await pageParams(params);
  const [settings, t] = await Promise.all([getSettings(), getTranslations('contact')]);

  return (
    <PageShell>
      <PageHeader title={t('title')} trail={[{ label: t('title') }]}>
        <p className="max-w-3xl text-muted">{t('intro')}</p>
      </PageHeader>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex flex-col gap-6">
          {settings.ok ? (
            <ContactDetails settings={settings.data} lang={lang} />
          ) : (
            <ErrorState error={settings.error} />
          )}
          {settings.ok && <MapEmbed value={settings.data.GoogleMapIframe} title={t('map')} />}
        </div>
        <EnquiryForm />
      </div>
    </PageShell>
  );
}
