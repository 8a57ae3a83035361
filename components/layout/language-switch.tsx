'use client';

import type { MouseEvent } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { GlobeIcon } from '@/components/ui/icons';
import { otherLocale } from '@/lib/i18n/locales';
import type { AppLocale } from '@/lib/i18n/routing';
import { switchLocalePath } from '@/lib/i18n/switch-locale-path';

/**
 * Swaps /en/ and /ar/ in the current path and keeps the query and hash (spec 1). A full navigation:
 * the other language has its own document (<html lang dir>).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useTranslations('nav');
  const target = otherLocale(useLocale() as AppLocale);
  const pathname = usePathname() ?? '/';

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const { pathname: path, search, hash } = window.location;
    window.location.assign(switchLocalePath(`${path}${search}${hash}`, target));
  }

  return (
    <a
      href={switchLocalePath(pathname, target)}
      hrefLang={target}
      onClick={onClick}
      data-testid="language-switch"
      className={`flex items-center gap-1.5 rounded-full border border-primary/20 px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-50 ${className}`}
    >
      <GlobeIcon size={18} />
      <span lang={target}>{t('switchLanguage')}</span>
      <span className="sr-only">{t('switchLanguageLabel')}</span>
    </a>
  );
}
