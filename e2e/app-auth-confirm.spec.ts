import { expect } from '@playwright/test';
import { appSignIn, test } from './support/accounts';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * Item 9 of the hardening issue: a sign-in link from the app (`/{lang}/app-auth?id&token`) never switches a browser
 * that is signed in as someone else without asking, and its token leaves the address bar and the history at once.
 */
const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };
const SECOND = { email: 'second@institute.test', password: 'Second#2026' };

test('signed in as Mohammed, a link for Sarah asks first; staying keeps Mohammed, switching signs Sarah in', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  expect((await page.request.post('/api/auth/login', { data: CUSTOMER, headers: { origin } })).status()).toBe(200);
  const sarah = await appSignIn(request, SECOND.email, SECOND.password);
  const link = `/en/app-auth?id=${sarah.UniqueID}&page=my-orders&token=${encodeURIComponent(sarah.token)}`;
  const firstName = async () =>
    ((await (await page.request.get('/api/session')).json()) as { firstName: string }).firstName;

  await page.goto('/en/home');
  await page.goto(link);
  await expect(page).toHaveURL(/\/en\/app-auth\/confirm$/);
  expect(page.url()).not.toContain(sarah.token);
  const card = page.getByTestId('app-auth-confirm');
  await expect(card.getByRole('heading', { name: en.appAuth.title })).toBeVisible();
  await expect(card).toContainText('Mohammed');
  await expect(card).toContainText('Sarah');
  expect(await firstName()).toBe('Mohammed');
  expect(await page.content()).not.toContain(sarah.token);
  // The link's URL is not in the history: back goes to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/home$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/en\/app-auth\/confirm$/);

  await card.getByRole('button', { name: 'Stay signed in as Mohammed' }).click();
  await expect(page).toHaveURL(/\/en\/my-account/);
  expect(await firstName()).toBe('Mohammed');

  await page.goto(link);
  await expect(page).toHaveURL(/\/en\/app-auth\/confirm$/);
  await page.getByRole('button', { name: 'Continue as Sarah' }).click();
  await expect(page).toHaveURL(/\/en\/my-account\/my-orders$/);
  expect(await firstName()).toBe('Sarah');
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
});

test('Arabic: the question in Arabic, right to left; a cross-site answer changes nothing', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  expect((await page.request.post('/api/auth/login', { data: SECOND, headers: { origin } })).status()).toBe(200);
  const mohammed = await appSignIn(request, CUSTOMER.email, CUSTOMER.password);
  await page.goto(`/ar/app-auth?id=${mohammed.UniqueID}&token=${encodeURIComponent(mohammed.token)}`);
  await expect(page).toHaveURL(/\/ar\/app-auth\/confirm$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: ar.appAuth.title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^المتابعة باسم/ })).toBeVisible();

  // A forged answer from another site (login CSRF through the form) is refused.
  const forged = await page.request.post('/ar/app-auth', {
    form: { choice: 'switch' },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(((await (await page.request.get('/api/session')).json()) as { firstName: string }).firstName).toBe('Sarah');
});

test('nobody signed in (the app webview): the link signs in at once, as before', async ({ page, request }) => {
  const sarah = await appSignIn(request, SECOND.email, SECOND.password);
  await page.goto(`/en/app-auth?id=${sarah.UniqueID}&page=my-profile&token=${encodeURIComponent(sarah.token)}`);
  await expect(page).toHaveURL(/\/en\/my-account\/my-profile$/);
});
