import { expect, type Page } from '@playwright/test';
import { clientAddress, test as base } from './support/accounts';
import { axeViolations, settled, watchErrors } from './support/page';

/**
 * Every visitor route of docs/product/screens.md, in both languages: the status, `lang` and `dir`, one non-empty
 * h1, no console error, no WCAG 2.1 AA violation (axe), checked once the page is hydrated and its carousels are
 * set up. Routes whose ids the seed does not fix are read from the lists; the others are seed ids.
 */

/**
 * One visitor's page per worker, kept from route to route: a new context per route cost its creation and a cold
 * cache, 104 times (docs/performance.md#test-suite-time). Each route starts without cookies or stored data, as a
 * first visit does; its scripts and fonts come from the cache, as on a visitor's second page. No check here depends
 * on a cold cache (a failed request is not cached: its console error shows on every route that makes it).
 */
const test = base.extend<{ visitor: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide, { project }) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
      });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitor: async ({ workerPage }, provide) => {
    await workerPage.context().clearCookies();
    await workerPage.evaluate(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // about:blank, before the first route, has no storage
      }
    });
    await provide(workerPage);
  },
});

// The routes share the workers, one test each.
test.describe.configure({ mode: 'parallel' });

type Found = { course: string; category: string; diploma: string };
let found: Found | null = null;

/** A course page, a category route and a diploma page, read from the lists (without the language prefix). */
async function discover(page: Page): Promise<Found> {
  if (found) return found;
  await page.goto('/en/courses');
  const card = page.getByTestId('course-card').first();
  const course = await card.getByRole('link', { name: /^Details of / }).getAttribute('href');
  const category = await card.locator('a[href*="/courses/"]').first().getAttribute('href');
  await page.goto('/en/academic-programs');
  const diploma = await page
    .getByTestId('diploma-card')
    .first()
    .getByRole('link', { name: /^Learn more about / })
    .getAttribute('href');
  expect(course).toMatch(/^\/en\/course\/[^/]+\/\d+$/);
  expect(category).toMatch(/^\/en\/courses\/[^/]+\/\d+$/);
  expect(diploma).toMatch(/^\/en\/academic-program\/\d+\/[^/]+$/);
  found = { course: course!.slice(3), category: category!.slice(3), diploma: diploma!.slice(3) };
  return found;
}

type Route = { path: string | ((found: Found) => string); name?: string; status?: number };

const ROUTES: Route[] = [
  // catalogue
  { path: '/home' },
  { path: '/courses' },
  { path: '/courses?price=paid' },
  { path: (f) => f.category, name: '/courses/{category}/{id}' },
  { path: (f) => f.course, name: '/course/{link}/{id}' },
  { path: '/academic-programs' },
  { path: (f) => f.diploma, name: '/academic-program/{id}/{link}' },
  { path: '/academic-program/4' },
  { path: '/training-programs' },
  { path: '/memberships' },
  { path: '/books' },
  { path: '/search' },
  { path: '/search?q=valuation' },
  // people, editorial, media
  { path: '/instructors' },
  { path: '/instructor/ahmed-al-mansoori/1' },
  { path: '/blog' },
  { path: '/blog/article/3/what-owners-associations-actually-do' },
  { path: '/testimonial/1' },
  { path: '/testimonial/19' },
  { path: '/media-center' },
  { path: '/media-center/videos' },
  { path: '/media-center/videos/video-album?id=12' },
  { path: '/media-center/gallery' },
  { path: '/media-center/gallery/photo-album?id=6' },
  { path: '/initiatives/first-time-buyers-awareness-sessions/1' },
  // static and contact
  { path: '/page/about' },
  { path: '/page/partners' },
  { path: '/page/terms-and-conditions' },
  { path: '/page/privacy-policy' },
  { path: '/page/ceo-message' },
  { path: '/payment-methods' },
  { path: '/contact' },
  { path: '/training-plan' },
  { path: '/template' },
  { path: '/invoice' },
  { path: '/verify-certificate' },
  { path: '/verify-certificate?uid=00000000-0000-0000-0000-000000000000&cid=1&type=course' },
  // accounts, cart, payment
  { path: '/login' },
  { path: '/login?returnUrl=%2Fen%2Fcart' },
  { path: '/create-an-account' },
  { path: '/forget-password' },
  { path: '/forget-password?reset=1' },
  { path: '/cart' },
  // a visitor's My Licence: the sign-in page, asking to come back
  { path: '/my-account/my-licence' },
  { path: '/payment?status=success&oid=1' },
  { path: '/payment?status=failed' },
  // practice exams (seed ids: 1 the free sample, 2 the mock exam, which a visitor is asked to log in for)
  { path: '/practice-exams' },
  { path: '/practice-exams/1' },
  { path: '/practice-exams/2' },
  // staff only: a visitor gets the not-found page (e2e/staff-dashboard.spec.ts walks it as staff)
  { path: '/staff', status: 404 },
  // not found
  { path: '/no-such-page/at-all', status: 404 },
];

for (const lang of ['en', 'ar'] as const) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';

  test.describe(`routes in ${lang}`, () => {
    for (const route of ROUTES) {
      const name = typeof route.path === 'string' ? route.path : route.name;
      test(`/${lang}${name}: ${route.status ?? 200}, ${dir}, one h1, no console error, axe clean`, async ({
        visitor: page,
      }) => {
        test.setTimeout(120_000);
        const path = `/${lang}${typeof route.path === 'string' ? route.path : route.path(await discover(page))}`;
        const { errors, stop } = watchErrors(page);
        try {
          // 'load', then settled(): what the page needs, not Playwright's discouraged 'networkidle'.
          const response = await page.goto(path, { waitUntil: 'load' });
          expect(response?.status(), path).toBe(route.status ?? 200);
          await settled(page);
          await expect(page.locator('html')).toHaveAttribute('dir', dir);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.locator('h1')).not.toBeEmpty();
          expect(await axeViolations(page), path).toEqual([]);
          expect(errors, path).toEqual([]);
        } finally {
          stop();
        }
      });
    }

    test(`/${lang} (the empty path) serves the ${lang} home`, async ({ page }) => {
      const response = await page.goto(`/${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  });
}
