import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InitiativesList } from '@/components/account/items/initiatives-list';
import { AccountEmpty, AccountError, AccountScreen } from '@/components/account/items/screen';
import { callerContext, getSession } from '@/lib/session/session';
import { getCustomerInits } from '@/lib/upstream/user';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myInitiatives') };
}

/** My Initiatives (spec 2): User/get-customer-inits, with the certificate link when HasCert. */
export default async function Page({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('account.menu');
  const session = await getSession();
  const result = await getCustomerInits(callerContext(session, lang));
  return (
    <AccountScreen title={t('myInitiatives')} testId="account-initiatives">
      {!result.ok ? (
        <AccountError error={result.error} />
      ) : result.data.length === 0 ? (
        <AccountEmpty />
      ) : (
        <InitiativesList registrations={result.data} lang={lang} userId={session.userId ?? ''} />
      )}
    </AccountScreen>
  );
}
