import { expect } from '@playwright/test';
import { test } from './support/accounts';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/** The contact page's P.O. box in Arabic; 404s with their status, lang and dir. */
test('the contact page shows the P.O. box in the page language', async ({ page }) => {
  await page.goto('/ar/contact');
  await expect(page.getByTestId('contact-po-box')).toHaveText('ص.ب. 123456، دبي');
  await page.goto('/en/contact');
  await expect(page.getByTestId('contact-po-box')).toHaveText('P.O. Box 123456, Dubai');
});

for (const [lang, m, dir] of [
  ['en', en, 'ltr'],
  ['ar', ar, 'rtl'],
] as const) {
  test(`${lang}: a path no route matches answers 404; the page has lang and dir`, async ({ request, page }) => {
    for (const path of [`/${lang}/no/such/page`, `/${lang}/unknown-page`]) {
      expect((await request.get(path)).status(), path).toBe(404);
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toContainText(m.notFound.title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
    }
  });

  test(`${lang}: an unknown album id answers 404 with the not-found page`, async ({ request, page }) => {
    for (const path of [
      `/${lang}/media-center/gallery/photo-album?id=99999`,
      `/${lang}/media-center/videos/video-album?id=99999`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
    }
  });
}
