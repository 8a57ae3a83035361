import { siteUrl } from '@/lib/seo/hreflang';
import { localePath, verifyCertificatePath } from '@/lib/routes';

/** The public page that verifies a certificate by its number: `${SITE_URL}/{lang}/verify-certificate?number=…`. */
export function verifyByNumberUrl(number: string, lang: 'en' | 'ar'): string {
  return new URL(localePath(lang, verifyCertificatePath(number)), siteUrl()).toString();
}
