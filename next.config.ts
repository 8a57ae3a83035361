import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { courseFilterRewrites } from './lib/courses/filter-rewrites';

const upstreamUrl = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4000';

/**
 * Headers that never vary: on every response (pages, /api, /_next assets, /files). The per-request ones
 * (Content-Security-Policy, HSTS in production, x-request-id) are set by proxy.ts: next.config headers are
 * frozen at build time, and the CSP reads PAYMENT_PAGE_URL at run time.
 */
const STATIC_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];
/** Per-user or per-visitor responses: a CDN or a shared proxy must never keep them. */
const PRIVATE_PATHS = [
  '/:lang(en|ar)/my-account/:path*',
  '/:lang(en|ar)/cart/:path*',
  '/:lang(en|ar)/pdf/:path*',
  '/:lang(en|ar)/checkout/:path*',
];

const nextConfig: NextConfig = {
  // Lets several dev servers (and the test build) share one work tree.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Tests and scripts reach the dev server as 127.0.0.1; Next 16 blocks dev assets for hosts not listed.
  allowedDevOrigins: ['127.0.0.1'],
  reactStrictMode: true,
  // Always our handler: it is Next's own file-system cache, plus Redis (shared entries and tag invalidations
  // across instances) when REDIS_URL is set at run time. See lib/cache/redis-handler.cjs.
  cacheHandler: require.resolve('./lib/cache/redis-handler.cjs'),
  async headers() {
    return [
      { source: '/:path*', headers: STATIC_HEADERS },
      ...PRIVATE_PATHS.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: 'private, no-store' }] })),
    ];
  },
  // The browser loads upstream files from the site's own origin: one CSP source, one cookie-less path for a CDN.
  async rewrites() {
    return {
      // Filtered course lists (`/en/courses?type=1`) go to their dynamic routes; the plain lists stay static.
      beforeFiles: courseFilterRewrites(),
      afterFiles: [{ source: '/files/:id', destination: `${upstreamUrl}/files/:id` }],
      fallback: [],
    };
  },
  images: {
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
  },
};

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
export default withNextIntl(nextConfig);
