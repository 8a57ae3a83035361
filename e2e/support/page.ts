import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { axeViolationsOf } from './axe';

/**
 * What a journey checks on any page: console errors, axe violations, and waiting until the page is ready for a
 * person (hydrated, carousels set up) instead of sleeping a fixed time.
 */

/** Console errors and uncaught exceptions of the page, collected from now on. Offline third-party embeds
 * (YouTube, OpenStreetMap) and a 404 page's own document request are not the page's errors. */
export function collectErrors(page: Page): string[] {
  return watchErrors(page).errors;
}

/** collectErrors, with a way to stop collecting: for a page that goes on to serve the next test. */
export function watchErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (
      /_next\/hmr|WebSocket|youtube|openstreetmap|ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED)/i.test(
        text,
      )
    )
      return;
    if (/status of 404/.test(text) && message.location().url === page.url()) return;
    errors.push(text);
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** WCAG 2.1 AA violations of the page (cross-origin players and maps are not ours to audit), one line each. */
export function axeViolations(page: Page): Promise<string[]> {
  return axeViolationsOf(page, ['wcag2a', 'wcag2aa', 'wcag21aa']);
}

/** Waits until React has attached its handlers to the element (a click before that does nothing). */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), {
      timeout: 60_000,
    })
    .toBe(true);
}

/**
 * Waits until the page is what a person sees once it has loaded and been scrolled through: the document loaded, the
 * site header hydrated (its language switch has React's handlers), and every carousel set up by Swiper and faded in.
 * Carousels load their code as they come near the viewport (components/ui/when-near.ts), so each is scrolled to
 * first; the page is back at its top afterwards.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await hydrated(page.getByTestId('language-switch').first());
  for (const carousel of await page.getByTestId('carousel').all()) {
    await carousel.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          carousel.evaluate(
            (el) =>
              !!el.querySelector('.swiper')?.classList.contains('swiper-initialized') &&
              getComputedStyle(el).opacity === '1',
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits until every part the page streamed has been revealed: React writes a late part into a hidden element
 * (`<div hidden id="S:…">`) and moves it into place in a batch, which can come just after the load event; until then
 * the page shows its loading skeleton.
 */
export async function revealed(page: Page): Promise<void> {
  await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
}

/*
 * A page that streams a part in behind its skeleton can, for a moment, hold that part twice: once in the hidden element
 * React streams it into, once where it is shown. A journey reading such a part takes the visible one
 * (`.filter({ visible: true })`, as below), or waits for `revealed()`.
 */

/**
 * The order My Orders highlights (`?id=`), the visible one only: the page streams its list in after its skeleton, and
 * for a moment the document can hold the card twice, once in the hidden element React streams a late part into and
 * once where it is shown (seen in CI as a strict-mode violation on two identical cards, the first one hidden).
 */
export function highlightedOrder(page: Page): Locator {
  return page.locator('[data-testid="order-card"][aria-current="true"]').filter({ visible: true });
}
