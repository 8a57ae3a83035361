import { getTranslations } from 'next-intl/server';
import { AccountLink, CartLink } from './header-actions';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { SiteNav, type NavItem } from './site-nav';

/**
 * The menu (docs/product/screens.md#header-footer-chat), in order (cart and language switch sit beside it). Paths
 * without the language prefix.
 */
export const MENU = [
  { href: '/home', key: 'home' },
  { href: '/page/about', key: 'about' },
  { href: '/page/ceo-message', key: 'ceoMessage' },
  { href: '/courses', key: 'courses' },
  { href: '/academic-programs', key: 'diploma' },
  { href: '/memberships', key: 'memberships' },
  { href: '/books', key: 'books' },
  { href: '/page/partners', key: 'partners' },
  { href: '/contact', key: 'contact' },
] as const;

export async function Header() {
  const t = await getTranslations('nav');
  const items: NavItem[] = MENU.map((item) => ({ href: item.href, label: t(item.key) }));

  return (
    <header data-chrome className="sticky top-0 z-40 border-b border-line bg-white">
      {/* One row up to 900 px (menu behind a button); above, the menu gets a second row of its own. */}
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4">
        <div className="py-3">
          <Logo />
        </div>
        <div className="ms-auto flex items-center gap-2">
          <CartLink />
          <div className="hidden items-center gap-2 sm:flex">
            <AccountLink />
            <LanguageSwitch />
          </div>
        </div>
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
    </header>
  );
}
