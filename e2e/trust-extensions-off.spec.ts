import { expect } from '@playwright/test';
import { test } from './support/accounts';
import en from '../messages/en.json';
import { copyBuild, e2eBuildDir, hasBuild, startUpstreamProcess, startWeb, stopProcess } from './support/instances';

/**
 * The site against an institute API without this extensions (UPSTREAM_EXTENSIONS=off: consents, data
 * export and deletion, certificate lookup, credentials answer 404): each feature is hidden, nothing fails.
 */
const WEB_PORT = Number(process.env.E2E_PORT ?? 3300) + 2;
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4300) + 2;
const DATA_DIR = '.data-e2e-trust-off';
const BUILD = e2eBuildDir();
const DIST = `${BUILD}-trust-off`;
const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };

test.describe.configure({ mode: 'serial' });

let upstream: Awaited<ReturnType<typeof startUpstreamProcess>> | undefined;
let web: Awaited<ReturnType<typeof startWeb>> | undefined;

test.beforeAll(async () => {
  test.skip(!hasBuild(BUILD), `no production build in ${BUILD}: run the e2e server (scripts/serve-e2e.mjs) first`);
  test.setTimeout(300_000);
  await copyBuild(BUILD, DIST);
  upstream = await startUpstreamProcess({
    port: UPSTREAM_PORT,
    dataDir: DATA_DIR,
    fresh: true,
    env: { UPSTREAM_EXTENSIONS: 'off' },
  });
  web = await startWeb({ port: WEB_PORT, distDir: DIST, upstreamUrl: upstream.url });
});

test.afterAll(async () => {
  await stopProcess(web?.child);
  await stopProcess(upstream?.child);
});

test('without the extensions: no number form, no consents, no Privacy tools, no share actions', async ({ page }) => {
  test.setTimeout(120_000);
  const base = web!.url;
  expect((await page.request.get(`${base}/.well-known/jwks.json`)).status()).toBe(404);

  await page.goto(`${base}/en/verify-certificate`);
  await expect(page.getByRole('heading', { level: 1, name: en.documents.verify.title })).toBeVisible();
  await expect(page.getByTestId('verify-number-form')).toHaveCount(0);

  await page.goto(`${base}/en/login`);
  await page.getByLabel(en.auth.login.email).fill(CUSTOMER.email);
  await page.locator('input[name="password"]').fill(CUSTOMER.password);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await expect(page).toHaveURL(/\/en\/home$/, { timeout: 30_000 });

  await page.goto(`${base}/en/my-account/my-profile`);
  await expect(page.getByTestId('profile-form')).toBeVisible();
  await expect(page.getByTestId('consents-card')).toHaveCount(0);

  await page.goto(`${base}/en/my-account/my-privacy`);
  await expect(page.getByTestId('privacy-unavailable')).toHaveText(en.privacy.unavailable);
  await expect(page.getByTestId('delete-account')).toHaveCount(0);
  await expect(page.getByTestId('export-card')).toHaveCount(0);

  // The certificate PDFs stay; their share actions (which need the extension's certificate list) are hidden.
  await page.goto(`${base}/en/my-account/my-courses`);
  await expect(page.getByTestId('course-certificate').first()).toBeVisible();
  await expect(page.getByTestId('certificate-share')).toHaveCount(0);
});
