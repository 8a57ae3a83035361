import { expect, type Locator, type Page } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { coursePath } from '../lib/routes';
import { signUp, test } from './support/accounts';
import { hydrated } from './support/page';
import { upstreamGet } from './support/upstream';

/**
 * Issue 40, item 7: a customer who uses no pointer checks out by keyboard alone, in both languages: from a course
 * page, Add to Cart (which opens the cart), the voucher, the payment method, the terms and Place Order, reached with
 * Tab and used with Enter, Space and the arrow keys. The customer is signed in beforehand (sign-in by keyboard is
 * the login form's own journey).
 */
const MESSAGES = { en, ar } as const;

type Program = {
  PriceOptionID: number;
  ProductId: number;
  SchedulePrice: number;
  StartDate_DESC: string;
  MaxStudents: number;
};
type Course = { ProductId: number; Link: string | null };

/** Whether `target` has the focus. */
const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page; fails when it is not reached
 * within `max` presses or when the focus falls back to the document's body on the way.
 */
async function tabTo(page: Page, target: Locator, max = 200): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName), 'focus left the page').not.toBe('BODY');
  }
  throw new Error(`not reached by Tab within ${max} presses`);
}

for (const lang of ['en', 'ar'] as const) {
  const m = MESSAGES[lang];

  test(`${lang}: add to cart, apply a voucher, accept the terms and place a pay-later order by keyboard alone`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signUp(page, baseURL!, { tag: `keyboard-${lang}` });
    const [programs, courses] = await Promise.all([
      upstreamGet<Program[]>(request, 'Courses/get-programs?top=1000'),
      upstreamGet<Course[]>(request, 'Courses/get-courses?id=-1'),
    ]);
    const program = programs.find(
      (p) => p.SchedulePrice > 0 && p.MaxStudents > 10 && Date.parse(p.StartDate_DESC) > Date.now() + 2 * 86_400_000,
    )!;
    const course = courses.find((c) => c.ProductId === program.ProductId)!;

    await page.goto(`/${lang}${coursePath(course)}`);
    const card = page.locator(`[data-testid="program-card"][data-program-id="${program.PriceOptionID}"]`).first();
    const add = card.locator('button.btn-accent');
    await hydrated(add);
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`), { timeout: 30_000 });
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    const voucher = page.getByTestId('voucher-input');
    await hydrated(voucher);
    await tabTo(page, voucher);
    await page.keyboard.type('WELCOME10');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('voucher-applied-code')).toHaveText('WELCOME10');
    expect(Number(await page.getByTestId('summary-discount').getAttribute('data-value'))).toBeGreaterThan(0);

    // The payment method is a radio group: Tab reaches the chosen one, an arrow key chooses the other.
    const online = page.getByTestId('payment-online');
    const payLater = page.getByTestId('payment-pay_later');
    await tabTo(page, online);
    await page.keyboard.press('ArrowDown');
    await expect(payLater).toBeChecked();
    await expect(payLater).toBeFocused();

    const terms = page.getByTestId('terms-checkbox');
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();

    const place = page.getByTestId('place-order');
    await tabTo(page, place);
    await expect(place).toHaveText(m.cart.checkout);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/my-account/my-orders\\?id=`), { timeout: 60_000 });
  });
}
