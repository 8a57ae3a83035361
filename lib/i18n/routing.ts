import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'always',
  // The spec sends `/` and every unprefixed path to English, whatever the browser asks for.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates live in the HTML (lib/seo/hreflang.ts), not in a Link header.
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];
