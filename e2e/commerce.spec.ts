import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { signUp, test } from './support/accounts';
import { highlightedOrder } from './support/page';
import { UPSTREAM, upstreamHeaders } from './support/upstream';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * Cart, checkout and payment journeys (docs/product/states.md#cart, docs/product/commerce.md) through the real BFF and
 * upstream: add a program with its exam and a diploma, apply WELCOME10, check the summary against amounts computed here
 * from the catalogue prices, pay on the hosted card page (approved and declined cards), pay later, refused vouchers and
 * repeated items, and a visitor sent to login. Every test signs up its own customer (codes from the outbox).
 */
const MESSAGES = { en, ar } as const;
/** Dev servers compile a route on its first request: give each check room. */
const expect = baseExpect.configure({ timeout: 30_000 });
type Lang = keyof typeof MESSAGES;
/** env of the provider's pages: prod from a production build (the default stack), test from a dev server. */
const PAYMENT_ENV = process.env.E2E_PAYMENT_ENV ?? (process.env.E2E_BASE_URL ? 'test' : 'prod');

/** A public upstream read, signed as the BFF signs it. */
async function upstreamGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${UPSTREAM}/api/${path}`, { headers: await upstreamHeaders() });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

type Program = {
  PriceOptionID: number;
  ProductId: number;
  Link: string | null;
  HasExam: boolean;
  SchedulePrice: number;
  ExamPrice: number;
  StartDate_DESC: string;
  MaxStudents: number;
};
type Diploma = { DiplomaID: number; Link: string | null; Price: number };
type Membership = { MemID: number; Price: number };

async function catalogue(request: APIRequestContext) {
  const programs = await upstreamGet<Program[]>(request, 'Courses/get-programs?top=1000');
  const diplomas = await upstreamGet<Diploma[]>(request, 'AcademicPrograms/get-diplomas');
  const memberships = await upstreamGet<Membership[]>(request, 'MambershipsAndBooks/get-memberships-and-books?type=0');
  const future = programs.filter((p) => Date.parse(p.StartDate_DESC) > Date.now() + 2 * 86_400_000);
  return {
    withExam: future.filter((p) => p.HasExam && p.SchedulePrice > 0 && p.ExamPrice > 0),
    withoutExam: future.filter((p) => !p.HasExam && p.SchedulePrice > 0),
    diploma: diplomas.find((d) => d.DiplomaID !== 4 && d.Price > 0)!,
    membership: memberships.find((m) => m.Price > 0)!,
  };
}

// ---------------------------------------------------------------- amounts, computed here in integer fils

const fils = (aed: number) => Math.round(aed * 100);
const halfUp = (a: number, b: number) => Math.floor((a * 2 + b) / (2 * b));

/** Spec: a percent voucher on the sub total, spread over the lines by their share; 5% VAT per line, rounded per line. */
function expectedSummary(pricesAed: number[], percent: number) {
  const gross = pricesAed.map(fils);
  const subTotal = gross.reduce((s, g) => s + g, 0);
  const discount = halfUp(subTotal * percent, 100);
  const exact = gross.map((g) => (g * discount) / subTotal);
  const parts = exact.map(Math.floor);
  let left = discount - parts.reduce((s, p) => s + p, 0);
  for (const { i } of exact.map((x, i) => ({ i, f: x - Math.floor(x) })).sort((a, b) => b.f - a.f || a.i - b.i)) {
    if (left-- <= 0) break;
    parts[i] += 1;
  }
  const vat = gross.reduce((s, g, i) => s + halfUp((g - parts[i]) * 5, 100), 0);
  const after = subTotal - discount;
  return { SubTotal: subTotal, Discount: discount, TotalAfterDiscount: after, VAT: vat, Total: after + vat };
}

async function shownFils(page: Page, testId: string): Promise<number> {
  return fils(Number(await page.getByTestId(testId).getAttribute('data-value')));
}

// ---------------------------------------------------------------- page steps

async function addProgram(page: Page, lang: Lang, program: Program, withExam: boolean) {
  await page.goto(`/${lang}/course/${program.Link ?? 'course'}/${program.ProductId}`);
  const card = page.locator(`[data-testid="program-card"][data-program-id="${program.PriceOptionID}"]`).first();
  await expect(card).toBeVisible();
  if (withExam) await card.getByRole('checkbox').check();
  const [before, after] = MESSAGES[lang].program.addToCartLabel
    .split('{title}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await card.getByRole('button', { name: new RegExp(`^${before}.*${after}$`) }).click();
}

async function placeOrder(page: Page, method: 'online' | 'pay_later') {
  await page.getByTestId(`payment-${method}`).check();
  await page.getByTestId('terms-checkbox').check();
  await page.getByTestId('place-order').click();
}

async function payByCard(page: Page, number: string) {
  await page.waitForURL((url) => url.href.startsWith(`${UPSTREAM}/payment/card?`));
  const url = new URL(page.url());
  expect([...url.searchParams.keys()].sort()).toEqual(['env', 'lang', 'oid', 'uid']);
  expect(url.searchParams.get('env')).toBe(PAYMENT_ENV);
  await page.locator('#f-name').fill('Cart Tester');
  await page.locator('#f-number').fill(number);
  await page.locator('#f-expiry').fill('12/30');
  await page.locator('#f-cvc').fill('123');
  await page.locator('button[type="submit"]').click();
  return url.searchParams.get('oid')!;
}

// ---------------------------------------------------------------- journeys

test('en: a program with its exam and a diploma, WELCOME10, the summary in fils, paid by card, then my-orders shows it paid', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const m = en;
  const { withExam, diploma } = await catalogue(request);
  const program = withExam[0];
  await signUp(page, baseURL!, { tag: 'cart', firstName: 'Cart', lastName: 'Tester' });

  await addProgram(page, 'en', program, true);
  await page.waitForURL('**/en/cart');
  await expect(page.getByTestId('toast')).toHaveText(m.errors.confirm.addedToCart);
  await expect(page.getByTestId('remove-exam')).toBeVisible(); // the exam came with the program

  await page.goto(`/en/academic-program/${diploma.DiplomaID}/${diploma.Link ?? 'program'}`);
  await page.getByTestId('diploma-language').selectOption('ar');
  await page.getByTestId('enroll-now').click();
  await page.waitForURL('**/en/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-diploma-language')).toHaveValue('ar');
  // the header count follows the cart (program, exam, diploma)
  await expect(page.getByRole('link', { name: /^Cart, 3 items$/ })).toBeVisible();

  const apply = page.getByTestId('voucher-apply');
  await expect(apply).toBeDisabled();
  await page.getByTestId('voucher-input').fill('WELCOME10');
  await apply.click();
  await expect(page.getByTestId('toast')).toHaveText(m.errors.confirm.cartUpdated);
  const expected = expectedSummary([program.SchedulePrice, program.ExamPrice, diploma.Price], 10);
  await expect.poll(() => shownFils(page, 'summary-discount')).toBe(expected.Discount);
  expect(await shownFils(page, 'summary-subtotal')).toBe(expected.SubTotal);
  expect(await shownFils(page, 'summary-after-discount')).toBe(expected.TotalAfterDiscount);
  expect(await shownFils(page, 'summary-vat')).toBe(expected.VAT);
  expect(await shownFils(page, 'summary-total')).toBe(expected.Total);
  await expect(page.getByTestId('summary-total')).toHaveText(
    `AED ${(expected.Total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );

  await placeOrder(page, 'online');
  const oid = await payByCard(page, '4242 4242 4242 4242');
  await page.waitForURL(`**/en/payment?status=success&oid=${oid}`);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid');
  await page.getByTestId('payment-orders-link').click();
  await page.waitForURL(`**/en/my-account/my-orders?id=${oid}`);
  const order = highlightedOrder(page);
  await expect(order).toContainText('Paid');
  await expect(order.getByTestId('order-receipt')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, no items$/ })).toBeVisible();
  // the order page says how it was paid, in the reader's words (the upstream stores the code 'Card')
  await order.getByTestId('order-details').click();
  await page.waitForURL(/\/en\/my-account\/my-orders\/order\?id=\d+$/);
  await expect(page.getByTestId('order-detail').filter({ visible: true })).toContainText(
    m.account.order.paymentTypes.Card,
  );
});

test('ar: a declined card leads to the failed page; the order stays unpaid and its program seat is released', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const m = ar;
  const { membership, withoutExam } = await catalogue(request);
  // a program no other journey here buys, so its seat count moves only with this order
  const program = withoutExam[withoutExam.length - 1];
  expect(withoutExam.length).toBeGreaterThan(1);
  const seats = async () =>
    (await upstreamGet<Program[]>(request, 'Courses/get-programs?top=1000')).find(
      (p) => p.PriceOptionID === program.PriceOptionID,
    )!.MaxStudents;
  await signUp(page, baseURL!, { tag: 'cart', firstName: 'Cart', lastName: 'Tester' });
  await page.goto('/ar/memberships');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page
    .locator('[data-testid="membership-card"]')
    .filter({ has: page.getByTestId('add-item-to-cart') })
    .first();
  await card.getByTestId('add-item-to-cart').click();
  await page.waitForURL('**/ar/cart');
  await expect(page.getByTestId('toast')).toHaveText(m.errors.confirm.addedToCart);
  expect(membership.Price).toBeGreaterThan(0);
  await addProgram(page, 'ar', program, false);
  await page.waitForURL('**/ar/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  const before = await seats();
  await placeOrder(page, 'online');
  const oid = await payByCard(page, '4000000000000002');
  // the seat was held when the order was submitted, before the card page
  await page.waitForURL(`**/ar/payment?status=failed&oid=${oid}`);
  await expect(page.getByTestId('payment-title')).toHaveText(m.errors.paymentFailed);
  await expect(page.getByTestId('payment-orders-link')).toHaveAttribute('href', `/ar/my-account/my-orders?id=${oid}`);
  await expect(page.getByTestId('payment-orders-link')).toHaveText(m.payment.myOrders);
  await expect(page.getByTestId('payment-pay-link')).toHaveText(m.payment.payAgain);
  // declined: the seat is back, and the order is still there, unpaid, with no receipt
  expect(await seats()).toBe(before);
  await page.getByTestId('payment-orders-link').click();
  await page.waitForURL(`**/ar/my-account/my-orders?id=${oid}`);
  const order = highlightedOrder(page);
  await expect(order).toBeVisible();
  await expect(order.getByTestId('order-receipt')).toHaveCount(0);
  await expect(order).toContainText('بانتظار الدفع'); // PaymentStatusTitle_ar of status 1 (seed)
});

test('ar: the same item twice is refused, EXPIRED15 is refused and cleared, pay later goes to my orders', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const m = ar;
  const { withoutExam } = await catalogue(request);
  const program = withoutExam[0];
  await signUp(page, baseURL!, { tag: 'cart', firstName: 'Cart', lastName: 'Tester' });

  await addProgram(page, 'ar', program, false);
  await page.waitForURL('**/ar/cart');
  await addProgram(page, 'ar', program, false);
  const card = page.locator(`[data-testid="program-card"][data-program-id="${program.PriceOptionID}"]`).first();
  await expect(card.getByText(m.program.alreadyPurchased)).toBeVisible();
  expect(page.url()).not.toContain('/cart');

  await page.goto('/ar/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const totalBefore = await shownFils(page, 'summary-total');
  await page.getByTestId('voucher-input').fill('EXPIRED15');
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByTestId('voucher-error')).toHaveText(m.errors.invalidPromoCode);
  await expect(page.getByTestId('voucher-input')).toHaveValue('');
  await expect(page.getByTestId('voucher-apply')).toBeDisabled();
  expect(await shownFils(page, 'summary-total')).toBe(totalBefore);
  expect(await shownFils(page, 'summary-discount')).toBe(0);

  // terms first
  await page.getByTestId('payment-pay_later').check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-error-terms')).toHaveText(m.forms.acceptTerms);
  await page.getByTestId('terms-checkbox').check();
  // No TRN here: a TRN needs a billing address on file (e2e/tax.spec.ts covers that path).
  await page.getByTestId('place-order').dblclick();
  await page.waitForURL(/\/ar\/my-account\/my-orders\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(highlightedOrder(page)).toBeVisible();
  // one order for the double click
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  expect(id.length).toBeGreaterThan(0);
});

test('en: removing an item asks first; the exam can be added and removed in the cart', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { withExam } = await catalogue(request);
  const program = withExam[1] ?? withExam[0];
  await signUp(page, baseURL!, { tag: 'cart', firstName: 'Cart', lastName: 'Tester' });
  await addProgram(page, 'en', program, false);
  await page.waitForURL('**/en/cart');
  const before = await shownFils(page, 'summary-subtotal');
  expect(before).toBe(fils(program.SchedulePrice));
  await page.getByTestId('add-exam').click();
  await expect(page.getByTestId('remove-exam')).toBeVisible();
  await expect
    .poll(() => shownFils(page, 'summary-subtotal'))
    .toBe(fils(program.SchedulePrice) + fils(program.ExamPrice));
  await page.getByTestId('remove-exam').click();
  await expect(page.getByTestId('add-exam')).toBeVisible();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(en.errors.prompt.confirmDelete);
    void dialog.dismiss();
  });
  await page.getByTestId('remove-item').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('remove-item').click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a visitor adding to the cart is sent to login with the page as returnUrl; the cart page shows the login link`, async ({
    page,
    request,
  }) => {
    const { withoutExam } = await catalogue(request);
    const program = withoutExam[0];
    const path = `/${lang}/course/${program.Link ?? 'course'}/${program.ProductId}`;
    await addProgram(page, lang, program, false);
    await page.waitForURL(`**/${lang}/login?returnUrl=*`);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(path);

    await page.goto(`/${lang}/cart`);
    await expect(page.getByTestId('cart-visitor')).toBeVisible();
    const visitorResponse = await page.request.post(`/api/cart/add`, {
      data: { ItemID: program.PriceOptionID, ItemType: 'program' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(visitorResponse.status()).toBe(401);
    expect(await visitorResponse.json()).toEqual({ ok: false, error: 'errors.loginFirst' });
  });
}

test('payment status page: the query alone proves nothing (the order is read with the session)', async ({ page }) => {
  await page.goto('/en/payment?status=failed&oid=ABC-1');
  await expect(page.getByTestId('payment-title')).toHaveText(en.payment.unknownTitle);
  await page.goto('/ar/payment?status=success&oid=ABC-1');
  await expect(page.getByTestId('payment-title')).toHaveText(ar.payment.unknownTitle);
  await expect(page.getByTestId('payment-login-link')).toHaveText(ar.payment.login);
});

test('payment-link page: chromeless, the redirecting text, then the pay-link endpoint with id and env', async ({
  page,
}) => {
  // The upstream's own pay-link resolution is covered by tests/integration/upstream/payment.test.ts. Here the
  // browser's request is answered 204, which a browser does not navigate to, so the redirecting page stays up.
  const requested: string[] = [];
  await page.route(`${UPSTREAM}/payment/pay-link**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  for (const [lang, messages] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    requested.length = 0;
    // Not 'load': the page sends the browser on to the pay-link at once, and that navigation (answered 204 here)
    // can hold the load event of the page it leaves; what matters is the text shown and the request made.
    await page.goto(`/${lang}/payment-link/tok_${lang}_123`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('payment-link')).toContainText(messages.payment.redirecting);
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    const url = new URL(requested[0]);
    expect(url.searchParams.get('id')).toBe(`tok_${lang}_123`);
    expect(url.searchParams.get('env')).toBe(PAYMENT_ENV);
    expect(url.searchParams.get('lang')).toBe(lang);
  }
});
