import { expect, type Page } from '@playwright/test';
import { fillCode, newEmail, test } from './support/accounts';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { copyBuild, e2eBuildDir, hasBuild, startUpstreamProcess, startWeb, stopProcess } from './support/instances';
import { codeFor, upstreamHeaders } from './support/upstream';

/**
 * The site against an API without the extension endpoints (UPSTREAM_EXTENSIONS=off), as the institute's real API
 * may be (docs/product/contract.md#extensions): its own upstream and a `next start` of the e2e build. Each feature
 * that needs an extension hides (wishlist hearts and list, the waitlist and Privacy entries, consents, certificate
 * lookup and sharing, the practice exams and their links) and every kind of page still renders, never an error page.
 */
const MESSAGES = { en, ar } as const;
const WEB_PORT = Number(process.env.EXTENSIONS_OFF_WEB_PORT ?? 3314);
const UPSTREAM_PORT = Number(process.env.EXTENSIONS_OFF_UPSTREAM_PORT ?? 4314);
const BUILD = e2eBuildDir();
const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };

test.describe.configure({ mode: 'serial' });

let upstream: Awaited<ReturnType<typeof startUpstreamProcess>> | undefined;
let web: Awaited<ReturnType<typeof startWeb>> | undefined;

test.beforeAll(async () => {
  test.skip(!hasBuild(BUILD), `no production build in ${BUILD}: run the e2e server (scripts/serve-e2e.mjs) first`);
  test.setTimeout(400_000);
  await copyBuild(BUILD, `${BUILD}-extensions-off`);
  upstream = await startUpstreamProcess({
    port: UPSTREAM_PORT,
    dataDir: '.data-e2e-extensions-off',
    fresh: true,
    env: { UPSTREAM_EXTENSIONS: 'off', SITE_URL: `http://127.0.0.1:${WEB_PORT}` },
  });
  web = await startWeb({ port: WEB_PORT, distDir: `${BUILD}-extensions-off`, upstreamUrl: upstream.url });
});

test.afterAll(async () => {
  await stopProcess(web?.child);
  await stopProcess(upstream?.child);
});

async function upstreamGet<T>(path: string): Promise<T> {
  const response = await fetch(`${upstream!.url}/api/${path}`, { headers: await upstreamHeaders() });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Opens a page, waits for its /api/session answer (which decides the hearts), and checks it rendered. */
async function open(page: Page, path: string) {
  const session = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session');
  const response = await page.goto(`${web!.url}${path}`);
  expect(response?.status(), path).toBe(200);
  const answer = (await (await session).json()) as { features: Record<string, boolean> };
  expect(answer.features, path).toEqual({
    wishlist: false,
    privacy: false,
    waitlist: false,
    licence: false,
    company: false,
    practiceExams: false,
  });
  await expect(page.getByTestId('page-title').or(page.locator('h1')).first()).toBeVisible();
  await expect(
    page.locator('[data-testid="error-view"], [data-testid="error-state"], [data-testid="account-error"]'),
  ).toHaveCount(0);
  await expect(page.getByTestId('wishlist-heart')).toHaveCount(0);
  // No link to the practice exams (the footer lists it only with features.practiceExams).
  await expect(page.locator('a[href$="/practice-exams"]')).toHaveCount(0);
}

test('without the extension the upstream answers 404 for the wishlist, and the rest of the API works', async () => {
  const response = await fetch(`${upstream!.url}/api/Wishlist/get-wishlist-keys`, { headers: await upstreamHeaders() });
  expect(response.status).toBe(404);
  expect((await upstreamGet<unknown[]>('Courses/get-programs?top=5')).length).toBeGreaterThan(0);
});

test('no practice exams: their pages answer 404 (docs/practice-exams.md)', async ({ page }) => {
  for (const path of ['/en/practice-exams', '/ar/practice-exams/1', '/en/practice-exams/2'])
    expect((await page.goto(`${web!.url}${path}`))?.status(), path).toBe(404);
});

test('a visitor: every catalogue page renders, without hearts', async ({ page }) => {
  test.setTimeout(240_000);
  const [programs, diplomas] = await Promise.all([
    upstreamGet<{ ProductId: number; Link: string }[]>('Courses/get-programs?top=5'),
    upstreamGet<{ DiplomaID: number; Link: string }[]>('AcademicPrograms/get-diplomas'),
  ]);
  const course = `/course/${encodeURIComponent(programs[0].Link)}/${programs[0].ProductId}`;
  const diploma = `/academic-program/${diplomas[0].DiplomaID}/${encodeURIComponent(diplomas[0].Link)}`;
  for (const lang of ['en', 'ar'] as const) {
    for (const path of ['/home', '/courses', course, '/academic-programs', diploma, '/training-programs'])
      await open(page, `/${lang}${path}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  }
  // Program cards keep their own actions.
  await open(page, `/en${course}`);
  await expect(
    page.getByTestId('program-card').first().getByRole('button').getByText(en.program.addToCart, { exact: true }),
  ).toBeVisible();
});

test('every page of the sitemap still answers 200', async ({ request }) => {
  test.setTimeout(300_000);
  const xml = await (await request.get(`${web!.url}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(urls.length).toBeGreaterThan(20);
  // One page of each kind (first two path segments) in each language: the routes, not every article.
  const kinds = new Map<string, string>();
  for (const path of urls)
    kinds.set(path.split('/').slice(1, 3).join('/'), kinds.get(path.split('/').slice(1, 3).join('/')) ?? path);
  for (const path of kinds.values()) {
    const response = await request.get(`${web!.url}${path}`);
    expect(response.status(), path).toBe(200);
  }
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a customer's My Account has no wishlist, waitlist, licence or Privacy entry; my-wishlist shows no list`, async ({
    page,
  }) => {
    const m = MESSAGES[lang];
    const login = await page.request.post(`${web!.url}/api/auth/login`, {
      data: CUSTOMER,
      headers: { origin: web!.url },
    });
    expect(await login.json()).toMatchObject({ ok: true });

    await open(page, `/${lang}/my-account/my-wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: m.account.menu.myWishlist })).toBeVisible();
    await expect(page.getByText(m.account.noData)).toBeVisible();
    await expect(page.getByText(m.wishlist.page.intro)).toHaveCount(0);
    await expect(page.getByTestId('wishlist-items')).toHaveCount(0);
    const menu = page.getByTestId('account-menu');
    await expect(menu.getByRole('link', { name: m.account.menu.myOrders })).toBeVisible();
    for (const name of [
      m.account.menu.myWishlist,
      m.account.menu.myWaitlist,
      m.account.menu.myPrivacy,
      m.licence.menu,
      m.company.menu,
    ])
      await expect(menu.getByRole('link', { name })).toHaveCount(0);

    // My Licence keeps its title and 'No Data Found': no timeline, no form.
    await open(page, `/${lang}/my-account/my-licence`);
    await expect(page.getByRole('heading', { level: 1, name: m.licence.menu })).toBeVisible();
    await expect(page.getByText(m.account.noData)).toBeVisible();
    await expect(page.getByTestId('licence-form')).toHaveCount(0);

    // A course page for the signed-in customer: still no heart.
    const [program] = await upstreamGet<{ ProductId: number; Link: string }[]>('Courses/get-programs?top=1');
    await open(page, `/${lang}/course/${encodeURIComponent(program.Link)}/${program.ProductId}`);
  });
}

test('no certificate number form, no marketing box at sign-up, no consents, no Privacy tools, no share actions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const base = web!.url;
  expect((await page.request.get(`${base}/.well-known/jwks.json`)).status()).toBe(404);

  await page.goto(`${base}/en/verify-certificate`);
  await expect(page.getByRole('heading', { level: 1, name: en.documents.verify.title })).toBeVisible();
  await expect(page.getByTestId('verify-number-form')).toHaveCount(0);

  // Sign-up: the terms still, but no marketing choice the upstream could not record.
  const email = newEmail('extensions-off');
  await page.goto(`${base}/en/create-an-account`);
  await page.getByLabel(en.auth.register.email).fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: en.auth.register.sendCode }).click();
  await fillCode(page, await codeFor(page.request, email, since, upstream!.url), 'paste');
  await page.getByRole('button', { name: en.auth.register.verify, exact: true }).click();
  const details = page.getByTestId('signup-details');
  await expect(details.getByRole('checkbox')).toHaveCount(1);
  await expect(details.getByTestId('signup-marketing')).toHaveCount(0);

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
