import { getTranslations } from 'next-intl/server';
import { AccountLink, CartLink } from './header-actions';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { SiteNav, type NavItem } from './site-nav';
import {
  ACADEMIC_PROGRAMS_PATH,
  BOOKS_PATH,
  CONTACT_PATH,
  COURSES_PATH,
  HOME_PATH,
  MEMBERSHIPS_PATH,
  staticPagePath,
} from '@/lib/routes';

/**
 * The menu (docs/product/screens.md#header-footer-chat), in order (cart and language switch sit beside it). Paths
 * without the language prefix.
 */
const MENU = [
  { href: HOME_PATH, key: 'home' },
  { href: staticPagePath('about'), key: 'about' },
  { href: staticPagePath('ceo-message'), key: 'ceoMessage' },
  { href: COURSES_PATH, key: 'courses' },
  { href: ACADEMIC_PROGRAMS_PATH, key: 'diploma' },
  { href: MEMBERSHIPS_PATH, key: 'memberships' },
  { href: BOOKS_PATH, key: 'books' },
  { href: staticPagePath('partners'), key: 'partners' },
  { href: CONTACT_PATH, key: 'contact' },
] as const;

export async function Header({ lang }: { lang: string }) {
  const [t, ts] = await Promise.all([getTranslations('nav'), getTranslations('siteSearch')]);
  const items: NavItem[] = MENU.map((item) => ({ href: item.href, label: t(item.key) }));

  return (
    <header id="site-header" className="sticky top-0 z-40 border-b border-line bg-white">
      {/* One row up to 900 px (menu behind a button) with the search box on a row below; above, the search box joins
          the first row and the menu gets a second row of its own. App mode hides all but the search box (data-chrome). */}
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4">
        <div data-chrome className="py-3">
          <Logo />
        </div>
        <HeaderSearch
          lang={lang}
          labels={{
            label: ts('label'),
            placeholder: ts('placeholder'),
            submit: ts('submit'),
            suggestions: ts('suggestionsLabel'),
          }}
        />
        <div data-chrome className="ms-auto flex items-center gap-2">
          <CartLink />
          <div className="hidden items-center gap-2 sm:flex">
            <AccountLink />
            <LanguageSwitch />
          </div>
        </div>
        <div data-chrome className="contents">
          <SiteNav
            items={items}
            extra={
              <>
                <AccountLink />
                <LanguageSwitch />
              </>
            }
          />
        </div>
      </div>
    </header>
  );
}
