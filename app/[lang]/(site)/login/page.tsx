import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountIntl } from '@/components/account/account-intl';
import { AuthCard } from '@/components/account/auth-card';
import { AuthSync } from '@/components/account/auth-sync';
import { LoginForm } from '@/components/account/login-form';
import { Link } from '@/lib/i18n/navigation';
import { safeReturnUrl } from '@/lib/security/return-url';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'auth.login' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** /{lang}/login?returnUrl= (spec 2): email and password; the user goes back to returnUrl (same-site only) or home. */
export default async function LoginPage({ params, searchParams }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const query = await searchParams;
  const raw = Array.isArray(query.returnUrl) ? query.returnUrl[0] : query.returnUrl;
  const returnUrl = safeReturnUrl(raw, lang);
  const t = await getTranslations('auth.login');

  return (
    <AccountIntl>
      <AuthSync />
      <AuthCard
        title={t('title')}
        subtitle={t('subtitle')}
        footer={
          <p>
            {t('noAccount')}{' '}
            <Link href="/create-an-account" className="font-semibold text-secondary hover:underline">
              {t('create')}
            </Link>
          </p>
        }
      >
        <LoginForm returnUrl={returnUrl} />
        <p className="mt-4 text-center text-sm">
          <Link
            href={raw ? { pathname: '/forget-password', query: { returnUrl } } : '/forget-password'}
            className="font-semibold text-secondary hover:underline"
          >
            {t('forgot')}
          </Link>
        </p>
      </AuthCard>
    </AccountIntl>
  );
}
