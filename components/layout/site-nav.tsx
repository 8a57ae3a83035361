'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from '@/lib/i18n/navigation';
import { HOME_PATH } from '@/lib/routes';
import { Icon } from '@/components/ui/icon';
import { useHeaderHeight } from './use-header-height';

export type NavItem = { href: string; label: string };

/**
 * The main menu. Wider than 900 px: an inline list. 900 px and below: a disclosure button
 * (aria-expanded) opening a panel; focus moves into it, Escape or a link closes it and focus returns. Focus leaving
 * the menu (Tab past its last item) closes it too: the panel covers the page, and the next control would get focus
 * behind it, where nobody sees it (WCAG 2.4.11).
 * `extra` (cart, account, language) is repeated at the end of the mobile panel.
 * It also keeps `--header-height` (the sticky header's height, app/globals.css) up to date for `scroll-padding-top`.
 */
export function SiteNav({ items, extra }: { items: NavItem[]; extra?: ReactNode }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  // The menu stays open only on the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useHeaderHeight(buttonRef);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    }
    function onPointer(event: PointerEvent) {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpenOn(null);
    }
    const wide = window.matchMedia('(min-width: 56.3125rem)');
    const onWide = () => wide.matches && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  const isCurrent = (href: string) => pathname === href || (href !== HOME_PATH && pathname.startsWith(`${href}/`));

  return (
    <nav
      aria-label={t('mainMenu')}
      className="nav:basis-full nav:border-t nav:border-line"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpenOn(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex size-10 items-center justify-center rounded-full text-primary hover:bg-primary-50 nav:hidden"
      >
        <Icon name={open ? 'close' : 'menu'} className="size-5.5" />
        <span className="sr-only">{open ? t('closeMenu') : t('openMenu')}</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={`${open ? 'block' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-lg nav:static nav:block nav:max-h-none nav:overflow-visible nav:border-0 nav:bg-transparent nav:shadow-none`}
      >
        <ul className="flex flex-col px-4 py-2 nav:flex-row nav:flex-wrap nav:items-center nav:justify-center nav:gap-x-1 nav:px-0 nav:py-1">
          {items.map((item) => (
            <li key={item.href}>
              <IntentLink
                href={item.href}
                aria-current={isCurrent(item.href) ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className="nav-link"
              >
                {item.label}
              </IntentLink>
            </li>
          ))}
        </ul>
        {extra && (
          <div className="flex flex-wrap items-center gap-3 border-t border-line px-4 py-4 sm:hidden">{extra}</div>
        )}
      </div>
    </nav>
  );
}
