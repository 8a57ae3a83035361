import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { ACCOUNT_NAMESPACES } from '@/lib/i18n/client-messages';
import { AuthCard } from '@/components/account/auth-card';
import { AuthSync } from '@/components/account/auth-sync';
import { SignUpFlow } from '@/components/account/sign-up-flow';
import { Link } from '@/lib/i18n/navigation';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { LOGIN_PATH } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[lang]/create-an-account'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'auth.register' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** /{lang}/create-an-account (docs/product/screens.md#registration): email, the 6-digit code, the details. */
export default async function CreateAccountPage({ params }: PageProps<'/[lang]/create-an-account'>) {
  await pageParams(params);
  const t = await getTranslations('auth.register');
  return (
    <ScopedIntl namespaces={ACCOUNT_NAMESPACES}>
      <AuthSync />
      <AuthCard
        title={t('title')}
        footer={
          <p>
            {t('haveAccount')}{' '}
            <Link href={LOGIN_PATH} className="font-semibold text-secondary hover:underline">
              {t('signIn')}
            </Link>
          </p>
        }
      >
        <SignUpFlow />
      </AuthCard>
    </ScopedIntl>
  );
}
