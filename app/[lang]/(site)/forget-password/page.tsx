import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { ACCOUNT_NAMESPACES } from '@/lib/i18n/client-messages';
import { AuthCard } from '@/components/account/auth-card';
import { ForgotPasswordFlow } from '@/components/account/forgot-password-flow';
import { Link } from '@/lib/i18n/navigation';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { safeReturnUrl } from '@/lib/security/return-url';
import { localePath, loginPath } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[lang]/forget-password'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'auth.forgot' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /{lang}/forget-password (docs/product/screens.md#forgot-password): the email, then the code and a new password. The
 * `reset` query switches to reset mode (title "Reset password", no sign-in link); returnUrl is passed on to login after
 * success.
 */
export default async function ForgetPasswordPage({ params, searchParams }: PageProps<'/[lang]/forget-password'>) {
  const { lang } = await pageParams(params);
  const query = await searchParams;
  const reset = one(query.reset) !== undefined;
  const rawReturn = one(query.returnUrl);
  const returnUrl = rawReturn ? safeReturnUrl(rawReturn, lang) : null;
  const loginHref = localePath(lang, loginPath(returnUrl));
  const t = await getTranslations('auth.forgot');

  return (
    <ScopedIntl namespaces={ACCOUNT_NAMESPACES}>
      <AuthCard
        title={reset ? t('resetTitle') : t('title')}
        footer={
          reset ? null : (
            <p data-testid="sign-in-link">
              {t('remembered')}{' '}
              <Link href={loginPath(returnUrl)} className="font-semibold text-secondary hover:underline">
                {t('signIn')}
              </Link>
            </p>
          )
        }
      >
        <ForgotPasswordFlow loginHref={loginHref} />
      </AuthCard>
    </ScopedIntl>
  );
}
