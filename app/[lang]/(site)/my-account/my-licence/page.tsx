import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LicenceScreen } from '@/components/licence/licence-screen';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-licence'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'licence' });
  return { title: t('menu') };
}

/** My Licence (a contract extension): Licence/get-licence. Per-user: read on the server with the session. */
export default async function Page({ params }: PageProps<'/[lang]/my-account/my-licence'>) {
  const { lang } = await pageParams(params);
  return <LicenceScreen lang={lang} />;
}
