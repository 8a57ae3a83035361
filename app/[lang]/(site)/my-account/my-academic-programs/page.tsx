import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ItemsScreen } from '@/components/account/items/items-screen';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/my-account/my-academic-programs'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myAcademicPrograms') };
}

/**
 * My Academic Programs (docs/product/screens.md#my-account): User/get-customer-order-items?type=diploma. Per-user: read
 * on the server with the session.
 */
export default async function Page({ params }: PageProps<'/[lang]/my-account/my-academic-programs'>) {
  const { lang } = await pageParams(params);
  return <ItemsScreen lang={lang} type="diploma" titleKey="myAcademicPrograms" />;
}
