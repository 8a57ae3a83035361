import { expect } from '@playwright/test';
import { test } from './support/accounts';

/**
 * `/` and unprefixed paths open in the language the browser asks for, or the one chosen with
 * the language switch (remembered in NEXT_LOCALE); the pages themselves stay cacheable (no Set-Cookie, s-maxage).
 */
test.describe('a browser that asks for Arabic', () => {
  test.use({ locale: 'ar-AE' });

  test('opens `/` and an unprefixed path in Arabic; a choice made with the switch is remembered', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar\/home$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/courses');
    await expect(page).toHaveURL(/\/ar\/courses$/);

    await page.goto('/ar/home');
    const home = await page.request.get('/ar/home');
    expect(home.headers()['set-cookie']).toBeUndefined();
    expect(home.headers()['cache-control']).toMatch(/s-maxage=\d+/);

    const sw = page.getByTestId('language-switch').filter({ visible: true }).first();
    await expect
      .poll(() => sw.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
      .toBe(true);
    await sw.click();
    await expect(page).toHaveURL(/\/en\/home$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 300 * 86_400_000);

    // the browser still asks for Arabic, the visitor chose English
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/blog');
    await expect(page).toHaveURL(/\/en\/blog$/);
  });
});

test.describe('a browser that asks for English', () => {
  test.use({ locale: 'en-GB' });

  test('opens `/` in English, and Arabic once chosen with the switch', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/home$/);
    const sw = page.getByTestId('language-switch').filter({ visible: true }).first();
    await expect
      .poll(() => sw.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
      .toBe(true);
    await sw.click();
    await expect(page).toHaveURL(/\/ar\/home$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar\/home$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
