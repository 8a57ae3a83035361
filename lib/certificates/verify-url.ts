import { siteUrl } from '@/lib/seo/hreflang';

/** The public page that verifies a certificate by its number: `${SITE_URL}/{lang}/verify-certificate?number=…`. */
export function verifyByNumberUrl(number: string, lang: 'en' | 'ar'): string {
  const url = new URL(`/${lang}/verify-certificate`, siteUrl());
  url.searchParams.set('number', number);
  return url.toString();
}
