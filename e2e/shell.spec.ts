import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/accounts';
import { hydrated } from './support/page';

const ARABIC = /[\u0600-\u06FF]/;

/** The language switch that is visible at the current width (the mobile panel holds a second one). */
const languageSwitch = (page: Page) => page.locator('[data-testid="language-switch"]:visible').first();

test.describe('shell: routing', () => {
  test('/ redirects to /en/home', async ({ page, request }) => {
    const response = await request.get('/', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/en/home');

    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('/en and unprefixed paths go to English', async ({ request }) => {
    const en = await request.get('/en', { maxRedirects: 0 });
    expect(new URL(en.headers().location, 'http://x').pathname).toBe('/en/home');
    const courses = await request.get('/courses?page=2', { maxRedirects: 0 });
    const target = new URL(courses.headers().location, 'http://x');
    expect(target.pathname + target.search).toBe('/en/courses?page=2');
  });

  test('pages carry the security headers', async ({ request }) => {
    const response = await request.get('/en/home');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });
});

test.describe('shell: languages', () => {
  test('/ar/home is right-to-left and Arabic', async ({ page }) => {
    await page.goto('/ar/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(nav.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'من نحن' })).toBeVisible();
    await expect(page.locator('footer')).toContainText(ARABIC);
  });

  test('the language switch keeps the path, the query and the hash', async ({ page }) => {
    await page.goto('/en/home?ref=newsletter#who-we-are');
    // The switch sets the language cookie itself when clicked: click it once the page is hydrated.
    await hydrated(languageSwitch(page));
    await languageSwitch(page).click();
    await expect(page).toHaveURL(/\/ar\/home\?ref=newsletter#who-we-are$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await hydrated(languageSwitch(page));
    await languageSwitch(page).click();
    await expect(page).toHaveURL(/\/en\/home\?ref=newsletter#who-we-are$/);
  });

  test('the switch works on a deep path too', async ({ page }) => {
    await page.goto('/en/some/unknown/page?x=1');
    // The href keeps the query too, so opening it in a new tab lands on the same view.
    await expect(languageSwitch(page)).toHaveAttribute('href', '/ar/some/unknown/page?x=1');
    await languageSwitch(page).click();
    await expect(page).toHaveURL(/\/ar\/some\/unknown\/page\?x=1$/);
  });
});

test.describe('shell: not found', () => {
  for (const [lang, title, home] of [
    ['en', 'Page not found', 'Back to home'],
    ['ar', 'الصفحة غير موجودة', 'العودة إلى الصفحة الرئيسية'],
  ] as const) {
    test(`an unknown path shows the ${lang} 404 with a link home`, async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-page/here`);
      expect(response?.status()).toBe(404);
      const notFound = page.getByTestId('not-found');
      await expect(notFound).toContainText('404');
      await expect(notFound.getByRole('heading', { level: 1 })).toContainText(title);
      const link = notFound.getByRole('link', { name: home });
      await expect(link).toHaveAttribute('href', `/${lang}/home`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
    });
  }

  test('a path outside a language shows the bilingual 404', async ({ page }) => {
    const response = await page.goto('/no-such-file.txt');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/home');
    await expect(page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar/home');
  });
});

test.describe('shell: chrome', () => {
  test('?app=1 hides header (all but its search box), footer and chat, and the cookie keeps it hidden', async ({
    page,
  }) => {
    await page.goto('/en/home');
    // The header's logo, actions and menu; its search box stays in app mode (e2e/search.spec.ts).
    const header = page.locator('header [data-chrome]').first();
    const footer = page.locator('footer[data-chrome]');
    // The seeded settings have a WhatsApp link.
    const chat = page.getByTestId('whatsapp-link');
    await expect(header).toBeVisible();
    await expect(footer).toBeVisible();
    await expect(chat).toBeVisible();

    await page.goto('/en/home?app=1');
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(header).toBeHidden();
    await expect(footer).toBeHidden();
    await expect(chat).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Who We Are' })).toBeVisible();

    await page.goto('/ar/home');
    await expect(header).toBeHidden();

    await page.goto('/en/home?app=0');
    await expect(header).toBeVisible();
  });

  test('the mobile menu is a disclosure: aria-expanded, focus, Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/home');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Memberships' })).toBeHidden();

    await button.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Memberships' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the header has the menu of the spec, cart and login', async ({ page }) => {
    await page.goto('/en/home');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const [name, href] of [
      ['Home', '/en/home'],
      ['About Us', '/en/page/about'],
      ['CEO Message', '/en/page/ceo-message'],
      ['Courses', '/en/courses'],
      ['Diploma', '/en/academic-programs'],
      ['Memberships', '/en/memberships'],
      ['Books', '/en/books'],
      ['Partners', '/en/page/partners'],
      ['Contact Us', '/en/contact'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAttribute('href', '/en/cart');
    await expect(page.getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/en/login');
  });
});

test.describe('shell: accessibility', () => {
  for (const lang of ['en', 'ar']) {
    test(`axe finds no WCAG 2.1 AA violation on /${lang}/home`, async ({ page }) => {
      await page.goto(`/${lang}/home`);
      await expect(page.locator('footer')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
    });
  }
});
