import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddressBook } from '@/components/account/addresses/address-book';
import { AccountError, AccountScreen } from '@/components/account/items/screen';
import { callerContext, getSession } from '@/lib/session/session';
import { getAddresses } from '@/lib/upstream/user';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myAddresses') };
}

/** My Addresses: list, add, edit, delete, set default (User/get-addresses; changes through /api/account/addresses). */
export default async function Page({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations('account.menu');
  const session = await getSession();
  const result = await getAddresses(callerContext(session, lang));
  return (
    <AccountScreen title={t('myAddresses')} testId="account-addresses">
      {result.ok ? <AddressBook initial={result.data} /> : <AccountError error={result.error} />}
    </AccountScreen>
  );
}
