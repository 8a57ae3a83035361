import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPlaceholder } from '@/components/account/account-placeholder';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myOrders') };
}

/** Placeholder until the commerce work fills it. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).lang);
  return <AccountPlaceholder titleKey="myOrders" />;
}
