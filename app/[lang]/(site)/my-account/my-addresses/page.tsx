import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddressBook } from '@/components/account/addresses/address-book';
import { AccountError, AccountScreen } from '@/components/account/items/screen';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { callerContext, getSession } from '@/lib/session/session';
import { getAddresses } from '@/lib/upstream/user';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-addresses'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myAddresses') };
}

/** My Addresses: list, add, edit, delete, set default (User/get-addresses; changes through /api/account/addresses). */
export default async function Page({ params }: PageProps<'/[lang]/my-account/my-addresses'>) {
  const { lang } = await pageParams(params);
  const t = await getTranslations('account.menu');
  const session = await getSession();
  const result = await getAddresses(callerContext(session, lang));
  return (
    <AccountScreen title={t('myAddresses')} testId="account-addresses">
      {result.ok ? <AddressBook initial={result.data} /> : <AccountError error={result.error} />}
    </AccountScreen>
  );
}
