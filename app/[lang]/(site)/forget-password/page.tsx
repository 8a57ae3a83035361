import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { ACCOUNT_NAMESPACES } from '@/lib/i18n/client-messages';
import { AuthCard } from '@/components/account/auth-card';
import { ForgotPasswordFlow } from '@/components/account/forgot-password-flow';
import { Link } from '@/lib/i18n/navigation';
import { safeReturnUrl } from '@/lib/security/return-url';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'auth.forgot' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /{lang}/forget-password (docs/product/screens.md#forgot-password): the email, then the code and a new password. The
 * `reset` query switches to reset mode (title "Reset password", no sign-in link); returnUrl is passed on to login after
 * success.
 */
export default async function ForgetPasswordPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const query = await searchParams;
  const reset = one(query.reset) !== undefined;
  const rawReturn = one(query.returnUrl);
  const returnUrl = rawReturn ? safeReturnUrl(rawReturn, lang) : null;
  const loginHref = returnUrl ? `/${lang}/login?returnUrl=${encodeURIComponent(returnUrl)}` : `/${lang}/login`;
  const t = await getTranslations('auth.forgot');

  return (
    <ScopedIntl namespaces={ACCOUNT_NAMESPACES}>
      <AuthCard
        title={reset ? t('resetTitle') : t('title')}
        footer={
          reset ? null : (
            <p data-testid="sign-in-link">
              {t('remembered')}{' '}
              <Link
                href={returnUrl ? { pathname: '/login', query: { returnUrl } } : '/login'}
                className="font-semibold text-secondary hover:underline"
              >
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
