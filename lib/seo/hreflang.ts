import type { Metadata } from 'next';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { settings } from '@/lib/settings';

/** Public origin of the site (canonical URLs, hreflang, sitemap). */
export function siteUrl(): URL {
  return new URL(settings().siteUrl);
}

export type Alternates = NonNullable<Metadata['alternates']> & { canonical: string; languages: Record<string, string> };

/**
 * Canonical and hreflang alternates (en, ar, x-default → en) for a path without its language prefix:
 * `alternatesFor('/home', 'ar')` → canonical `/ar/home`, languages en `/en/home`, ar `/ar/home`, x-default `/en/home`.
 * URLs are relative: metadataBase (set in the [lang] layout from SITE_URL) makes them absolute.
 */
export function alternatesFor(path: string, locale: AppLocale): Alternates {
  const clean = path === '/' ? '' : `/${path.replace(/^\/+/, '')}`;
  const href = (l: AppLocale) => `/${l}${clean}`;
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = href(l);
  languages['x-default'] = href(routing.defaultLocale);
  return { canonical: href(locale), languages };
}
