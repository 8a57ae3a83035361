import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteUrl } from '@/lib/seo/hreflang';

const PRIVATE = [
  '/api/',
  '/*/my-account',
  '/*/cart',
  '/*/pdf/',
  '/pdf/',
  '/*/payment$',
  '/*/payment?',
  '/*/payment-link/',
  '/payment-link/',
];

/**
 * Crawl everything public; keep crawlers out of the BFF, account, cart, print and payment pages. Rendered per
 * request (like the sitemap): the origin is the running server's SITE_URL, never the build's.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const origin = siteUrl().origin;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
