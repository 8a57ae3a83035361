'use client';

import { useTranslations } from 'next-intl';
import { useSessionSummary } from '@/components/layout/session-summary';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LogoutButton } from './logout-button';
import { ACCOUNT_PAGES, pageShown } from '@/lib/account/pages';
import { accountPath } from '@/lib/routes';

/**
 * The My Account side menu (docs/product/screens.md#my-account): the children and a logout button. Hidden in app mode
 * (data-chrome).
 */
export function AccountMenu() {
  const t = useTranslations('account');
  const tAll = useTranslations();
  const pathname = usePathname();
  // An upstream without an extension: no entry for the page that needs it.
  const { features } = useSessionSummary();
  const pages = ACCOUNT_PAGES.filter((page) => pageShown(page, features));
  return (
    <nav aria-label={t('menuLabel')} data-chrome data-testid="account-menu" className="lg:w-64 lg:shrink-0">
      <div className="rounded-2xl border border-line bg-white p-2 shadow-sm lg:sticky lg:top-24">
        <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
          {pages.map((page) => {
            const href = accountPath(page.slug);
            const current = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <li key={page.slug} className="shrink-0">
                <Link
                  href={href}
                  aria-current={current ? 'page' : undefined}
                  className={`block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${
                    current ? 'bg-primary text-white' : 'text-ink hover:bg-primary-50 hover:text-primary'
                  }`}
                >
                  {'label' in page ? tAll(page.label) : t(`menu.${page.key}`)}
                </Link>
              </li>
            );
          })}
          <li className="shrink-0 lg:mt-1 lg:border-t lg:border-line lg:pt-1">
            <LogoutButton />
          </li>
        </ul>
      </div>
    </nav>
  );
}
