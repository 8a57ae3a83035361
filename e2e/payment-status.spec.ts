import { expect } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { bffOk, pricedPrograms } from './support/customer';
import { signUp, test } from './support/accounts';
import { highlightedOrder } from './support/page';
import { UPSTREAM } from './support/upstream';

/**
 * The payment status page reads the order's real state (docs/product/screens.md#payment-status), a pay link keeps the
 * page's language through the card page and back, and the pages show the order's number, isolated as a left-to-right
 * value in Arabic, never its internal id (18).
 */

test('ar: an unpaid order is never shown as paid; Pay Now from My Orders stays in Arabic; the number, not the id', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUp(page, baseURL!, { tag: 'care', firstName: 'Care', lastName: 'Tester' });
  const programs = await pricedPrograms(request);
  await bffOk(page, baseURL!, '/api/cart/add', { ItemID: programs.at(-2)!.PriceOptionID, ItemType: 'program' });
  const submitted = await bffOk<{ orderId: string; redirect: string }>(page, baseURL!, '/api/cart/submit', {
    terms: true,
    paymentMethod: 'online',
    trn: '',
    addressId: null,
    lang: 'ar',
  });
  const oid = submitted.orderId;
  expect(submitted.redirect.startsWith(`${UPSTREAM}/payment/card?`)).toBe(true);

  // The card page was left without paying; the address bar claims success.
  await page.goto(`/ar/my-account/my-orders?id=${oid}`);
  const card = highlightedOrder(page);
  const number = await card.getAttribute('data-order-id');
  expect(Number(number)).toBeGreaterThan(0);
  await page.goto(`/ar/payment?status=success&oid=${oid}`);
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('payment-title')).toHaveText(ar.payment.pendingTitle);
  await expect(status).not.toContainText(ar.payment.successTitle);
  const shown = page.getByTestId('payment-order');
  await expect(shown).toHaveText(`رقم الطلب: #${number}`);
  await expect(shown.locator('bdi[dir="ltr"]')).toHaveText(`#${number}`);
  await expect(status).not.toContainText(oid);
  await expect(page.getByTestId('payment-pay-link')).toHaveText(ar.payment.payNow);

  // Pay Now from the Arabic My Orders: the card page and the return stay Arabic.
  await page.goto(`/ar/my-account/my-orders?id=${oid}`);
  await card.getByTestId('order-pay').click();
  await page.waitForURL((url) => url.href.startsWith(`${UPSTREAM}/payment/card?`));
  expect(new URL(page.url()).searchParams.get('lang')).toBe('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('#f-name').fill('Care Tester');
  await page.locator('#f-number').fill('4242 4242 4242 4242');
  await page.locator('#f-expiry').fill('12/30');
  await page.locator('#f-cvc').fill('123');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`**/ar/payment?status=success&oid=${oid}`);
  await expect(status).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('payment-title')).toHaveText(ar.payment.successTitle);
  await expect(shown.locator('bdi[dir="ltr"]')).toHaveText(`#${number}`);
  await expect(page.getByTestId('payment-pay-link')).toHaveCount(0);
});

test('en: a visitor cannot be told a payment succeeded; a failed report on a paid order still says paid', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const oid = crypto.randomUUID();
  await page.goto(`/en/payment?status=success&oid=${oid}`);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'unknown');
  await expect(page.getByTestId('payment-title')).toHaveText(en.payment.unknownTitle);
  await expect(page.getByTestId('payment-order')).toHaveCount(0);
  const login = page.getByTestId('payment-login-link');
  const returnUrl = new URL((await login.getAttribute('href'))!, baseURL).searchParams.get('returnUrl');
  expect(returnUrl).toBe(`/en/payment?status=success&oid=${oid}`);

  // Another customer's order id reads as unknown too.
  await signUp(page, baseURL!, { tag: 'care', firstName: 'Care', lastName: 'Tester' });
  await page.goto(`/en/payment?status=success&oid=${oid}`);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'unknown');
  await expect(page.getByTestId('payment-title')).toHaveText(en.payment.unknownTitle);

  // Paid by card, then the address bar says failed: the order is paid.
  const programs = await pricedPrograms(request);
  await bffOk(page, baseURL!, '/api/cart/add', { ItemID: programs.at(-3)!.PriceOptionID, ItemType: 'program' });
  const { redirect, orderId } = await bffOk<{ orderId: string; redirect: string }>(page, baseURL!, '/api/cart/submit', {
    terms: true,
    paymentMethod: 'online',
    trn: '',
    addressId: null,
    lang: 'en',
  });
  await page.goto(redirect);
  await page.locator('#f-name').fill('Care Tester');
  await page.locator('#f-number').fill('4242 4242 4242 4242');
  await page.locator('#f-expiry').fill('12/30');
  await page.locator('#f-cvc').fill('123');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`**/en/payment?status=success&oid=${orderId}`);
  await page.goto(`/en/payment?status=failed&oid=${orderId}`);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('payment-title')).toHaveText(en.payment.successTitle);
  await expect(page.getByTestId('payment-order')).toHaveText(/^Order number: #\d+$/);
});
