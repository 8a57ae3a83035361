import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { courseFilterRewrites } from './lib/courses/filter-rewrites';

const upstreamUrl = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4000';

const nextConfig: NextConfig = {
  // Lets several dev servers (and the test build) share one work tree.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Tests and scripts reach the dev server as 127.0.0.1; Next 16 blocks dev assets for hosts not listed.
  allowedDevOrigins: ['127.0.0.1'],
  reactStrictMode: true,
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
