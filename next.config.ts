import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const upstreamUrl = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4000';

const nextConfig: NextConfig = {
  // Lets several dev servers (and the test build) share one work tree.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // The browser loads upstream files from the site's own origin: one CSP source, one cookie-less path for a CDN.
  async rewrites() {
    return [{ source: '/files/:id', destination: `${upstreamUrl}/files/:id` }];
  },
  images: {
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
  },
};

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
export default withNextIntl(nextConfig);
