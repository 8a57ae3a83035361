import type { MetadataRoute } from 'next';
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

/** Crawl everything public; keep crawlers out of the BFF, account, cart, print and payment pages. */
export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl().origin;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
