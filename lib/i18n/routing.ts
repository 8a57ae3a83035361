import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './locale-cookie';

export const routing = defineRouting({
  locales: ['en', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'always',
  // `/` and unprefixed paths go to the language the visitor chose with the switch (NEXT_LOCALE), else the one
  // the browser asks for (Accept-Language), else English. Prefixed paths are served as they are.
  localeDetection: true,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  // hreflang alternates live in the HTML (lib/seo/hreflang.ts), not in a Link header.
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];

/** The language the switch leads to. Here, not in ./locales, which carries date-fns locales the browser need not load. */
export function otherLocale(locale: AppLocale): AppLocale {
  return locale === 'en' ? 'ar' : 'en';
}
