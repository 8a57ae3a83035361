import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InitiativesList } from '@/components/account/items/initiatives-list';
import { AccountEmpty, AccountError, AccountScreen } from '@/components/account/items/screen';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { callerContext, getSession } from '@/lib/session/session';
import { getMyCertificates } from '@/lib/upstream/credentials';
import { getCustomerInits } from '@/lib/upstream/user';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-initiatives'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myInitiatives') };
}

/**
 * My Initiatives (docs/product/screens.md#my-account): User/get-customer-inits, with the certificate link when HasCert.
 */
export default async function Page({ params }: PageProps<'/[lang]/my-account/my-initiatives'>) {
  const { lang } = await pageParams(params);
  const t = await getTranslations('account.menu');
  const session = await getSession();
  const ctx = callerContext(session, lang);
  const [result, certificates] = await Promise.all([getCustomerInits(ctx), getMyCertificates(ctx)]);
  return (
    <AccountScreen title={t('myInitiatives')} testId="account-initiatives">
      {!result.ok ? (
        <AccountError error={result.error} />
      ) : result.data.length === 0 ? (
        <AccountEmpty />
      ) : (
        <InitiativesList
          registrations={result.data}
          lang={lang}
          userId={session.userId ?? ''}
          certificates={certificates.ok ? certificates.data : []}
        />
      )}
    </AccountScreen>
  );
}
