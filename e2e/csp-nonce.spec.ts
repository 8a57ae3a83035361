import { expect, type Page } from '@playwright/test';
import { test } from './support/accounts';

/**
 * Item 13 of the hardening issue (docs/adr/0006-csp-nonces.md): pages rendered per request for one person carry a
 * per-request nonce instead of 'unsafe-inline', and still render, hydrate and run the app-mode script; an inline
 * script without the nonce does not run there.
 */
const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test("My Account: every script carries this response's nonce; the page hydrates with no violation", async ({
  page,
  baseURL,
}) => {
  const violations = watchViolations(page);
  const origin = new URL(baseURL!).origin;
  expect((await page.request.post('/api/auth/login', { data: CUSTOMER, headers: { origin } })).status()).toBe(200);

  const response = await page.goto('/en/my-account/my-orders');
  expect(response?.status()).toBe(200);
  const nonce = nonceOf(response?.headers()['content-security-policy']);
  expect(nonce).toBeTruthy();
  // Every inline script of the document (Next's bootstrap and RSC payload) carries it; the two head scripts of the
  // layout (Trusted Types, app mode) are admitted by their hashes. (Chunks loaded later come from 'self' and need none.)
  const inline = await page
    .locator('script:not([src]):not([type="application/ld+json"])')
    .evaluateAll((nodes) => nodes.map((n) => ({ id: n.id, nonce: (n as HTMLScriptElement).nonce })));
  expect(inline.length).toBeGreaterThan(2);
  for (const script of inline.filter((s) => s.id !== 'app-mode' && s.id !== 'trusted-types'))
    expect(script.nonce).toBe(nonce);

  // Hydrated: a client-side navigation of the account menu works.
  await page.getByTestId('account-menu').getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/en\/my-account\/my-profile$/);
  await expect(page.getByTestId('profile-form')).toBeVisible();

  // A fresh load gets a fresh nonce.
  const again = await page.goto('/en/my-account/my-orders');
  expect(nonceOf(again?.headers()['content-security-policy'])).not.toBe(nonce);
  expect(violations).toEqual([]);
});

test('the app-mode script runs on a nonce page (allowed by its hash); an injected inline script does not', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  expect((await page.request.post('/api/auth/login', { data: CUSTOMER, headers: { origin } })).status()).toBe(200);
  await page.goto('/ar/my-account/my-profile?app=1');
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect(page.locator('#site-header [data-chrome]').first()).toBeHidden();

  const ran = await page.evaluate(async () => {
    (window as unknown as { injected?: boolean }).injected = false;
    // Trusted Types refuse the script's text first (a TypeError); the nonce would refuse the script anyway.
    try {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    } catch {
      // refused
    }
    await new Promise((r) => setTimeout(r, 100));
    return (window as unknown as { injected?: boolean }).injected;
  });
  expect(ran).toBe(false);
  await page.goto('/ar/my-account/my-profile?app=0');
});

test('cached pages keep their shared document: no nonce, the same policy as before', async ({ request }) => {
  const response = await request.get('/en/courses');
  expect(nonceOf(response.headers()['content-security-policy'])).toBeUndefined();
  expect(response.headers()['content-security-policy']).toContain("'unsafe-inline'");
});
