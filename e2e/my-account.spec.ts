import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bff, PASSWORD, signUp, test } from './support/accounts';
import { ANON_TOKEN, ANONYMOUS, UPSTREAM, upstreamHeaders as signedHeaders } from './support/upstream';
import { highlightedOrder } from './support/page';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * My Account purchase screens and addresses (docs/product/screens.md#my-account): each screen in en and ar (dir, h1, no
 * console error), the invoice list with ?id= and one order's lines and totals (an order placed on the upstream), the
 * addresses book (add, bad input, edit, default, delete with a confirmation), and a logged-out visit going home.
 */
const MESSAGES = { en, ar } as const;
const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };

const SCREENS = [
  ['my-orders', 'myOrders'],
  ['my-courses', 'myCourses'],
  ['my-academic-programs', 'myAcademicPrograms'],
  ['my-memberships', 'myMemberships'],
  ['my-books', 'myBooks'],
  ['my-exams', 'myExams'],
  ['my-initiatives', 'myInitiatives'],
  ['my-addresses', 'myAddresses'],
] as const;

/** The contract's headers for a direct upstream call as this user (the mobile app's way). */
function upstreamHeaders(userId: string, token: string) {
  return signedHeaders(userId, token, 'e2e-orders');
}

/** Places an online order for a membership on the upstream, as `email`, and leaves it unpaid; answers its OrderUniqueID. */
async function placeOrder(request: APIRequestContext, email: string): Promise<string> {
  const signIn = await request.post(`${UPSTREAM}/api/User/sign-in`, {
    data: { email, password: PASSWORD },
    headers: await upstreamHeaders(ANONYMOUS, ANON_TOKEN),
  });
  const { data: who } = (await signIn.json()) as { data: { UniqueID: string; token: string } };
  const memberships = await request.get(`${UPSTREAM}/api/MambershipsAndBooks/get-memberships-and-books?type=0`, {
    headers: await upstreamHeaders(who.UniqueID, who.token),
  });
  const { data: list } = (await memberships.json()) as { data: { MemID: number; Price: number }[] };
  const item = list.find((m) => m.Price > 0) ?? list[0];
  const added = await request.post(`${UPSTREAM}/api/Cart/add-to-cart`, {
    data: { ItemID: item.MemID, ItemType: 'membership', DiplomaLang: null },
    headers: await upstreamHeaders(who.UniqueID, who.token),
  });
  expect(((await added.json()) as { data: number }).data).toBe(1);
  const submitted = await request.post(`${UPSTREAM}/api/Cart/submit-order?paymentMethod=online&trn=-`, {
    headers: await upstreamHeaders(who.UniqueID, who.token),
  });
  const body = (await submitted.json()) as { data: { OrderUniqueID: string } };
  expect(submitted.status()).toBe(200);
  return body.data.OrderUniqueID;
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

for (const lang of ['en', 'ar'] as const) {
  const m = MESSAGES[lang];
  test(`${lang}: every purchase screen renders (dir, h1, no console error)`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    expect((await bff(page, baseURL!, '/api/auth/login', CUSTOMER)).body).toMatchObject({ ok: true });
    for (const [slug, key] of SCREENS) {
      const response = await page.goto(`/${lang}/my-account/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.account.menu[key]);
      // a list or 'No Data Found', never an error state
      await expect(page.getByTestId('account-error')).toHaveCount(0);
      await expect(
        page.getByRole('navigation', { name: m.account.menuLabel }).getByRole('link', { name: m.account.menu[key] }),
      ).toHaveAttribute('aria-current', 'page');
    }
    expect(problems).toEqual([]);
  });
}

test('my-orders lists a placed order with its documents; ?id= highlights it; the order page shows lines and totals', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = await signUp(page, baseURL!, { tag: 'account' });
  await page.goto('/en/my-account/my-orders');
  await expect(page.getByTestId('empty-state')).toHaveText(en.account.noData);

  const oid = await placeOrder(page.request, email);
  await page.goto(`/en/my-account/my-orders?id=${oid}`);
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card.getByTestId('order-invoice')).toHaveAttribute(
    'href',
    new RegExp(`^/en/pdf/invoice\\?oid=${oid}&uid=`),
  );
  await expect(card.getByTestId('order-receipt')).toHaveCount(0); // unpaid
  await expect(card.getByTestId('order-credit-note')).toHaveCount(0);
  // an unpaid online order can still be paid through its payment link
  await expect(card.getByTestId('order-pay')).toHaveAttribute('href', /^\/en\/payment-link\/[\w-]+$/);
  const orderId = await card.getAttribute('data-order-id');
  await expect(card.getByRole('heading', { level: 2 })).toContainText(`#${orderId}`);

  // Arabic: the status title in Arabic, the same order
  await page.goto(`/ar/my-account/my-orders?id=${orderId}`);
  await expect(highlightedOrder(page)).toHaveAttribute('data-order-id', orderId!);
  await expect(highlightedOrder(page).getByTestId('order-invoice')).toHaveAttribute('href', /^\/ar\/pdf\/invoice\?/);

  await page.goto('/en/my-account/my-orders');
  await page.getByTestId('order-details').click();
  await expect(page).toHaveURL(new RegExp(`/en/my-account/my-orders/order\\?id=${orderId}$`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${orderId}`);
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-totals')).toContainText(en.account.order.total);
  await expect(page.getByTestId('order-totals')).toContainText('AED');

  // an id that is not one of the customer's orders shows nothing of it
  await page.goto('/en/my-account/my-orders/order?id=999999999');
  await expect(page.getByTestId('empty-state')).toHaveText(en.account.noData);
});

test('addresses: bad input, add, add, set default, edit, delete after the confirmation', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await signUp(page, baseURL!, { tag: 'account' });
  const a = en.account.addresses;
  await page.goto('/en/my-account/my-addresses');
  await expect(page.getByTestId('empty-state')).toHaveText(en.account.noData);

  // bad input: the field messages, nothing saved
  await page.getByTestId('address-add').click();
  const form = page.getByTestId('address-form');
  await form.getByRole('button', { name: a.save }).click();
  await expect(form).toContainText(a.enter.Label);
  await expect(form).toContainText(a.enter.FullName);
  await expect(page.getByTestId('address-card')).toHaveCount(0);

  const fill = async (label: string, line1: string, city: string) => {
    await form.getByLabel(a.fields.Label).fill(label);
    await form.getByLabel(a.fields.FullName).fill('Huda Saleh');
    await form.getByLabel(a.fields.Phone).fill('+971 50 765 4321');
    await form.getByLabel(a.fields.Line1).fill(line1);
    await form.getByLabel(a.fields.City).fill(city);
    await form.getByLabel(a.fields.Emirate).selectOption('Dubai');
    await form.getByRole('button', { name: a.save }).click();
  };
  await fill('Home', 'Villa 4, Street 12', 'Al Barsha');
  await expect(page.getByTestId('form-success')).toHaveText(en.errors.confirm.savedSuccessfully);
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await expect(page.getByTestId('address-card').first()).toHaveAttribute('data-default', 'true');

  await page.getByTestId('address-add').click();
  await fill('Office', 'Office 1203, Bay Square 5', 'Business Bay');
  await expect(page.getByTestId('address-card')).toHaveCount(2);
  const office = page.getByTestId('address-card').filter({ hasText: 'Office 1203' });
  const home = page.getByTestId('address-card').filter({ hasText: 'Villa 4' });
  await expect(office).toHaveAttribute('data-default', 'false');

  await office.getByRole('button', { name: `${a.setDefault}: Office` }).click();
  await expect(office).toHaveAttribute('data-default', 'true');
  await expect(home).toHaveAttribute('data-default', 'false');

  await home.getByRole('button', { name: `${a.edit}: Home` }).click();
  await form.getByLabel(a.fields.City).fill('Jumeirah');
  await form.getByRole('button', { name: a.save }).click();
  await expect(home).toContainText('Jumeirah');

  // after a reload the upstream's state shows
  await page.reload();
  await expect(page.getByTestId('address-card')).toHaveCount(2);
  await expect(page.getByTestId('address-card').filter({ hasText: 'Jumeirah' })).toHaveAttribute(
    'data-default',
    'false',
  );

  await page
    .getByTestId('address-card')
    .filter({ hasText: 'Jumeirah' })
    .getByRole('button', { name: `${a.delete}: Home` })
    .click();
  const dialog = page.getByTestId('address-delete-dialog');
  await expect(dialog).toContainText(en.errors.prompt.confirmDelete);
  await dialog.getByRole('button', { name: a.no }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(2);
  await page
    .getByTestId('address-card')
    .filter({ hasText: 'Jumeirah' })
    .getByRole('button', { name: `${a.delete}: Home` })
    .click();
  await dialog.getByRole('button', { name: a.yesDelete }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await expect(page.getByTestId('address-card')).toContainText('Office 1203');
  expect(problems).toEqual([]);
});

test('a logged-out visit to a My Account screen goes home', async ({ context, request, baseURL }) => {
  test.setTimeout(180_000);
  const visits = [
    ['ar', SCREENS[0][0]],
    ['ar', SCREENS[7][0]],
    ['en', 'my-orders/order?id=1'],
    ['en', SCREENS[6][0]],
  ] as const;
  for (const [lang, slug] of visits) {
    const response = await request.get(`${baseURL}/${lang}/my-account/${slug}`, { maxRedirects: 0 });
    expect(response.status(), slug).toBe(307);
    expect(response.headers().location, slug).toBe(`/${lang}/home`);
  }
  // and in the browser (a fresh tab each: the redirect may replace the document while it loads)
  for (const [lang, slug] of visits.slice(0, 2)) {
    const page = await context.newPage();
    await page.goto(`/${lang}/my-account/${slug}`).catch((error: Error) => {
      if (!/ERR_ABORTED|frame was detached/.test(error.message)) throw error;
    });
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`), { timeout: 60_000 });
    await page.close();
  }
});
