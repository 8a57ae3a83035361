import { expect } from '@playwright/test';
import { test } from './support/accounts';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { pricedPrograms } from './support/customer';
import { UPSTREAM, upstreamHeaders } from './support/upstream';

/** 'Please log in first' is said on the login page itself, where the visitor lands. */
for (const [lang, m] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(`${lang}: a visitor who adds to the cart reads 'Please log in first' on the login page`, async ({
    page,
    request,
  }) => {
    const [program] = await pricedPrograms(request);
    const response = await request.get(`${UPSTREAM}/api/Courses/get-programs?top=1000`, {
      headers: await upstreamHeaders(),
    });
    const all = ((await response.json()) as { data: { PriceOptionID: number; ProductId: number; Link: string }[] })
      .data;
    const course = all.find((p) => p.PriceOptionID === program.PriceOptionID)!;
    await page.goto(`/${lang}/course/${course.Link}/${course.ProductId}`);
    const card = page.locator(`[data-testid="program-card"][data-program-id="${program.PriceOptionID}"]`).first();
    const add = card.getByRole('button').filter({ hasText: m.program.addToCart });
    await expect
      .poll(() => add.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
      .toBe(true);
    await add.click();
    await page.waitForURL(`**/${lang}/login?returnUrl=*`);
    const url = new URL(page.url());
    expect(url.searchParams.get('returnUrl')).toBe(`/${lang}/course/${course.Link}/${course.ProductId}`);
    expect(url.searchParams.get('reason')).toBe('login-first');
    const notice = page.getByTestId('login-notice');
    await expect(notice).toHaveText(m.errors.loginFirst);
    await expect(notice).toHaveAttribute('role', 'status');
    // it stays: the page itself says it, nothing removes it (a fixed wait on purpose, CONTRIBUTING.md#tests)
    await page.waitForTimeout(1500);
    await expect(notice).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test('an unknown reason says nothing', async ({ page }) => {
  await page.goto('/en/login?returnUrl=%2Fen%2Fcart&reason=%3Cb%3Ehi');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('login-notice')).toHaveCount(0);
});
