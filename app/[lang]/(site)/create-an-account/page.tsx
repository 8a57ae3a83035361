import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { ACCOUNT_NAMESPACES } from '@/lib/i18n/client-messages';
import { AuthCard } from '@/components/account/auth-card';
import { AuthSync } from '@/components/account/auth-sync';
import { SignUpFlow } from '@/components/account/sign-up-flow';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'auth.register' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** /{lang}/create-an-account (docs/product/screens.md#registration): email, the 6-digit code, the details. */
export default async function CreateAccountPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations('auth.register');
  return (
    <ScopedIntl namespaces={ACCOUNT_NAMESPACES}>
      <AuthSync />
      <AuthCard
        title={t('title')}
        footer={
          <p>
            {t('haveAccount')}{' '}
            <Link href="/login" className="font-semibold text-secondary hover:underline">
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
