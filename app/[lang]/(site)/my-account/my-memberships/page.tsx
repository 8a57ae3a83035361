import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ItemsScreen } from '@/components/account/items/items-screen';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-memberships'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myMemberships') };
}

/**
 * My Memberships (docs/product/screens.md#my-account): User/get-customer-order-items?type=membership. Per-user: read on
 * the server with the session.
 */
export default async function Page({ params }: PageProps<'/[lang]/my-account/my-memberships'>) {
  const { lang } = await pageParams(params);
  return <ItemsScreen lang={lang} type="membership" titleKey="myMemberships" />;
}
