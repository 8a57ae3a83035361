import { expect, type Page } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { bffOk, pricedPrograms } from './support/customer';
import { signUp, test } from './support/accounts';
import { UPSTREAM, upstreamHeaders } from './support/upstream';

/**
 * The cart, in both languages on a desktop window: the applied voucher is shown with a remove
 * control; Place Order without a shipping address brings its message into view and focuses the way to fix it.
 */
test.use({ viewport: { width: 1280, height: 720 } });

const fils = async (page: Page, testId: string) =>
  Math.round(Number(await page.getByTestId(testId).getAttribute('data-value')) * 100);

for (const [lang, m] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(`${lang}: the applied voucher shows and can be removed; a missing address is brought into view`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await signUp(page, baseURL!, { tag: `voucher-${lang}`, firstName: 'Care', lastName: 'Tester' });
    const [program] = await pricedPrograms(request);
    const books = await request.get(`${UPSTREAM}/api/MambershipsAndBooks/get-memberships-and-books?type=1`, {
      headers: await upstreamHeaders(),
    });
    const book = ((await books.json()) as { data: { MemID: number; Price: number }[] }).data.find((b) => b.Price > 0)!;
    await bffOk(page, baseURL!, '/api/cart/add', { ItemID: program.PriceOptionID, ItemType: 'program' });
    await bffOk(page, baseURL!, '/api/cart/add', { ItemID: book.MemID, ItemType: 'book' });

    await page.goto(`/${lang}/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('voucher-applied')).toHaveCount(0);
    await page.getByTestId('voucher-input').fill('welcome10');
    await page.getByTestId('voucher-apply').click();
    const applied = page.getByTestId('voucher-applied');
    await expect(applied).toContainText(m.cart.voucherApplied);
    await expect(page.getByTestId('voucher-applied-code')).toHaveText('WELCOME10');
    await expect(page.getByTestId('voucher-input')).toHaveValue('');
    expect(await fils(page, 'summary-discount')).toBeGreaterThan(0);
    const remove = page.getByTestId('voucher-remove');
    await expect(remove).toHaveText(m.cart.removeVoucher);
    await expect(remove).toHaveAccessibleName(m.cart.removeVoucherLabel.replace('{code}', 'WELCOME10'));
    await remove.click();
    await expect(applied).toHaveCount(0);
    await expect.poll(() => fils(page, 'summary-discount')).toBe(0);

    // Place Order without a shipping address: the message comes into view, the way to fix it has the focus
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('place-order').click();
    const message = page.getByTestId('checkout-error-address');
    await expect(message).toHaveText(m.cart.chooseAddress);
    await expect(message).toBeInViewport();
    await expect(page.getByTestId('manage-addresses')).toBeFocused();
    await expect(page.getByTestId('manage-addresses')).toBeInViewport();
  });
}
