import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { ACCOUNT_NAMESPACES } from '@/lib/i18n/client-messages';
import { AuthCard } from '@/components/account/auth-card';
import { AuthSync } from '@/components/account/auth-sync';
import { LoginForm } from '@/components/account/login-form';
import { loginReasonKey } from '@/lib/auth/login-reason';
import { Link } from '@/lib/i18n/navigation';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { safeReturnUrl } from '@/lib/security/return-url';
import { CREATE_ACCOUNT_PATH, FORGET_PASSWORD_PATH } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[lang]/login'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'auth.login' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * /{lang}/login?returnUrl=&reason= (docs/product/screens.md#login): email and password; the user goes back to returnUrl
 * (same-site only) or home. `reason` says why the visitor was sent here ('Please log in first' after Add to Cart).
 */
const LOGIN_NOTICE_ID = 'login-notice';

export default async function LoginPage({ params, searchParams }: PageProps<'/[lang]/login'>) {
  const { lang } = await pageParams(params);
  const query = await searchParams;
  const raw = Array.isArray(query.returnUrl) ? query.returnUrl[0] : query.returnUrl;
  const returnUrl = safeReturnUrl(raw, lang);
  const reason = loginReasonKey(query.reason);
  const [t, tErrors] = await Promise.all([getTranslations('auth.login'), getTranslations('errors')]);

  return (
    <ScopedIntl namespaces={ACCOUNT_NAMESPACES}>
      <AuthSync />
      <AuthCard
        title={t('title')}
        subtitle={t('subtitle')}
        footer={
          <p>
            {t('noAccount')}{' '}
            <Link href={CREATE_ACCOUNT_PATH} className="font-semibold text-secondary hover:underline">
              {t('create')}
            </Link>
          </p>
        }
      >
        {reason && (
          <p
            role="status"
            className="mb-4 rounded-lg border border-primary/20 bg-primary-50 px-4 py-3 text-sm font-medium text-primary"
            id={LOGIN_NOTICE_ID}
            data-testid="login-notice"
          >
            {tErrors(reason)}
          </p>
        )}
        <LoginForm returnUrl={returnUrl} noticeId={reason ? LOGIN_NOTICE_ID : undefined} />
        <p className="mt-4 text-center text-sm">
          <Link
            href={raw ? { pathname: FORGET_PASSWORD_PATH, query: { returnUrl } } : FORGET_PASSWORD_PATH}
            className="font-semibold text-secondary hover:underline"
          >
            {t('forgot')}
          </Link>
        </p>
      </AuthCard>
    </ScopedIntl>
  );
}
