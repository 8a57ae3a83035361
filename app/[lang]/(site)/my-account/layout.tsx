import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { ACCOUNT_NAMESPACES } from '@/lib/i18n/client-messages';
import { AccountMenu } from '@/components/account/account-menu';
import { AuthSync } from '@/components/account/auth-sync';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { homePath } from '@/lib/security/return-url';
import { getSession, isLoggedIn } from '@/lib/session/session';

export async function generateMetadata({ params }: LayoutProps<'/[lang]/my-account'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  return { title: { default: t('title'), template: `%s | ${t('title')}` }, robots: { index: false, follow: false } };
}

/**
 * My Account shell (docs/product/screens.md#my-account): a logged-out visitor goes home; the side menu (hidden in app
 * mode) and the page.
 */
export default async function AccountLayout({ children, params }: LayoutProps<'/[lang]/my-account'>) {
  const { lang } = await pageParams(params);
  const session = await getSession();
  if (!isLoggedIn(session)) redirect(homePath(lang));

  return (
    <ScopedIntl namespaces={ACCOUNT_NAMESPACES}>
      <AuthSync />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:py-10 lg:flex-row lg:items-start">
        <AccountMenu />
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </ScopedIntl>
  );
}
