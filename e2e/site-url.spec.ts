import { expect, test } from '@playwright/test';
import { copyBuild, e2eBuildDir, hasBuild, startWeb, stopProcess } from './support/instances';

/**
 * The public origin is the running server's SITE_URL, never the build's (issue 46): the e2e build was made with
 * SITE_URL http://127.0.0.1:<E2E_PORT>; here a copy of it is started with another SITE_URL, and the very first
 * sitemap and robots.txt must carry that one. A build-time prerender served its build's origin until it was first
 * refreshed. (Pages prerendered at build still carry the build's SITE_URL in their canonical URLs until their first
 * refresh: build with the production SITE_URL; rendering none at build broke the dynamic pages, DYNAMIC_SERVER_USAGE.)
 */
const PORT = Number(process.env.E2E_PORT ?? 3300) + 7;
const BUILD = e2eBuildDir();
const COPY = `${BUILD}-site-url`;
const SITE_URL = 'https://training.institute.example';

test.describe.configure({ mode: 'serial' });

let web: Awaited<ReturnType<typeof startWeb>> | undefined;

test.beforeAll(async () => {
  test.skip(!hasBuild(BUILD), `no production build in ${BUILD}: run the e2e server (scripts/serve-e2e.mjs) first`);
  test.setTimeout(300_000);
  // A copy with the build's prerendered files and no cache of its own: as a fresh deployment of that build.
  await copyBuild(BUILD, COPY);
  web = await startWeb({
    port: PORT,
    distDir: COPY,
    upstreamUrl: process.env.E2E_UPSTREAM_URL!,
    env: { SITE_URL },
  });
});
test.afterAll(async () => {
  await stopProcess(web?.child);
});

/** The origin the e2e build was made with (scripts/lib/stack.mjs), and the default of SITE_URL. */
const BUILD_ORIGINS = [`http://127.0.0.1:${process.env.E2E_PORT ?? 3300}`, 'http://localhost:3000'];
const buildOriginsIn = (text: string) => BUILD_ORIGINS.filter((origin) => text.includes(`${origin}/`));

test('the first sitemap and robots.txt carry the running SITE_URL', async ({ request }) => {
  // The health check of startWeb is the only request before these.
  const sitemap = await request.get(`${web!.url}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.length).toBeGreaterThan(20);
  expect(locs.filter((loc) => !loc.startsWith(`${SITE_URL}/`))).toEqual([]);
  expect(buildOriginsIn(xml)).toEqual([]);

  const robots = await (await request.get(`${web!.url}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(buildOriginsIn(robots)).toEqual([]);
});
