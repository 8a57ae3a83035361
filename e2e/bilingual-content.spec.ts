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
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      await expectTranslated404Html(await response.text(), path);
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toContainText(m.notFound.title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
    }
  });

  /** The document as sent (before any script): the site's own <html lang dir>, not Next's bare error document. */
  async function expectTranslated404Html(html: string, path: string) {
    expect(html, path).not.toContain('__next_error__');
    expect(html, path).toMatch(new RegExp(`<html[^>]* lang="${lang}"[^>]* dir="${dir}"`));
    expect(html, path).toContain(m.notFound.title);
  }

  test(`${lang}: an unknown course, diploma, category or programs page answers 404 in the site's own document`, async ({
    request,
  }) => {
    for (const path of [
      `/${lang}/course/x/987654`,
      `/${lang}/course/x/not-a-number`,
      `/${lang}/academic-program/987654`,
      `/${lang}/academic-program/987654/x`,
      `/${lang}/courses/no-such-field/987654`,
      `/${lang}/courses/no-such-field/987654?price=1`,
      `/${lang}/training-programs/page/999`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      await expectTranslated404Html(await response.text(), path);
    }
  });

  test(`${lang}: an unknown, missing or malformed album id answers 404 in the site's own document`, async ({
    request,
  }) => {
    for (const path of [
      `/${lang}/media-center/gallery/photo-album?id=99999`,
      `/${lang}/media-center/videos/video-album?id=99999`,
      `/${lang}/media-center/gallery/photo-album?id=abc`,
      `/${lang}/media-center/videos/video-album`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      await expectTranslated404Html(await response.text(), path);
    }
  });

  test(`${lang}: albums keep their ?id= URL and lead from one to another`, async ({ page }) => {
    await page.goto(`/${lang}/media-center/gallery/photo-album?id=6`);
    const first = await page.getByRole('heading', { level: 1 }).textContent();
    const other = page.locator('section[aria-labelledby="other-albums"] a[href*="photo-album?id="]').first();
    const href = (await other.getAttribute('href')) ?? '';
    await other.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(first ?? '');
    await page.goBack();
    await expect(page).toHaveURL(/photo-album\?id=6$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first ?? '');
  });
}
