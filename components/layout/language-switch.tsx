'use client';

import { Suspense, type MouseEvent } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { rememberLocale } from '@/lib/i18n/locale-cookie';
import { otherLocale } from '@/lib/i18n/routing';
import { switchLocalePath } from '@/lib/i18n/switch-locale-path';
import { Icon } from '@/components/ui/icon';

/**
 * Swaps /en/ and /ar/ in the current path and keeps the query and hash (docs/product/screens.md#languages-and-paths). A
 * full navigation: the other language has its own document (<html lang dir>). The href carries the query too, so
 * opening it in a new tab keeps `?id=`: read with useSearchParams under a Suspense boundary, because a cached page is
 * prerendered without a query (its HTML has the path alone until the browser renders the link with the query it has).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  return (
    <Suspense fallback={<SwitchLink query="" className={className} />}>
      <SwitchLinkWithQuery className={className} />
    </Suspense>
  );
}

function SwitchLinkWithQuery({ className }: { className: string }) {
  const query = useSearchParams()?.toString() ?? '';
  return <SwitchLink query={query ? `?${query}` : ''} className={className} />;
}

function SwitchLink({ query, className }: { query: string; className: string }) {
  const t = useTranslations('nav');
  const target = otherLocale(useLocale());
  const pathname = usePathname() ?? '/';

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    rememberLocale(target); // `/` and unprefixed links open in this language from now on
    const { pathname: path, search, hash } = window.location;
    window.location.assign(switchLocalePath(`${path}${search}${hash}`, target));
  }

  return (
    <a
      href={switchLocalePath(`${pathname}${query}`, target)}
      hrefLang={target}
      onClick={onClick}
      data-testid="language-switch"
      className={`flex items-center gap-1.5 rounded-full border border-primary/20 px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-50 ${className}`}
    >
      <Icon name="globe" className="size-4.5" />
      <span lang={target}>{t('switchLanguage')}</span>
      <span className="sr-only">{t('switchLanguageLabel')}</span>
    </a>
  );
}
