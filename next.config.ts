import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { courseFilterRewrites } from './lib/courses/filter-rewrites';
import { albumRewrites } from './lib/media/album-rewrites';
import { NOT_FOUND_PATH } from './lib/routes';
import { ASSET_PATHS, DOCUMENT_PATHS, assetSecurityHeaders, staticSecurityHeaders } from './lib/security/headers';

const production = process.env.NODE_ENV === 'production';
const asList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
/** On every response (pages, /api, /files) but build assets; decided in lib/security/headers.ts. */
const STATIC_HEADERS = asList(staticSecurityHeaders(production));
/** On build assets (/_next/static, /fonts): the headers that apply to a script, a style or a font. */
const ASSET_HEADERS = asList(assetSecurityHeaders(production));
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
  // `npm test` runs tsc over this same tsconfig (with the route types `next typegen` writes) before its e2e build, and
  // says so with this variable (scripts/test.mjs): that build skips its own check of the same program, half a minute.
  // Every other build checks the types.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPES_CHECKED === '1' },
  // Next hashes every page it sends, cached or not, to make its ETag: much of the busy CPU of a cached page view
  // (docs/performance.md#server-throughput). Pages carry s-maxage for shared caches, browsers do not keep them.
  generateEtags: false,
  // Tests and scripts reach the dev server as 127.0.0.1; Next 16 blocks dev assets for hosts not listed.
  allowedDevOrigins: ['127.0.0.1'],
  reactStrictMode: true,
  // Always our handler: it is Next's own file-system cache, plus Redis (shared entries and tag invalidations
  // across instances) when REDIS_URL is set at run time. See lib/cache/redis-handler.cjs.
  cacheHandler: require.resolve('./lib/cache/redis-handler.cjs'),
  async headers() {
    return [
      { source: DOCUMENT_PATHS, headers: STATIC_HEADERS },
      ...ASSET_PATHS.map((source) => ({ source, headers: ASSET_HEADERS })),
      ...PRIVATE_PATHS.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: 'private, no-store' }] })),
      // Font files carry a content hash in their names (scripts/subset-fonts.mjs): a new file is a new name.
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
  // The browser loads upstream files from the site's own origin through app/files/[id]/route.ts.
  async rewrites() {
    return {
      // Filtered course lists (`/en/courses?type=1`) go to their dynamic routes; the plain lists stay static.
      // An album (`…/photo-album?id=6`) goes to its ISR route with the id in the path.
      beforeFiles: [...courseFilterRewrites(), ...albumRewrites()],
      afterFiles: [],
      // A path under a language that no route matches: the static, translated 404 page of that language.
      fallback: [{ source: '/:lang(en|ar)/:path*', destination: `/:lang${NOT_FOUND_PATH}` }],
    };
  },
  images: {
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
    // Fewer candidate widths than Next's 16: every <img> lists them in its srcset, fifty images a page.
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [96, 128, 256, 384],
  },
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Writes messages/en.d.json.ts (git-ignored) on build, dev and `next typegen`: the messages' exact types, so
  // a missing key or a wrong ICU argument fails the typecheck (global.d.ts).
  experimental: {
    createMessagesDeclaration: './messages/en.json',
    // The message files are compiled when the site is built (icu-minify), so neither the server nor the browser
    // parses ICU at run time: the browser's bundle carries a small formatter instead of intl-messageformat's parser
    // (on every page; docs/performance.md#javascript-a-page-downloads). A compiled message with arguments is an
    // array, not a string: read messages
    // through t(), not as raw strings.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});
export default withNextIntl(nextConfig);
