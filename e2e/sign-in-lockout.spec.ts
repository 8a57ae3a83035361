import { expect } from '@playwright/test';
import { alertText, clientAddress, createAccount, newEmail, PASSWORD, test } from './support/accounts';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * Item 4 of the hardening issue: guessing one account's password from ever new addresses ends after ten failures; the
 * login form says, in the page's language, how long to wait. (The e2e stack trusts one proxy hop, so each request's
 * made-up X-Forwarded-For is its client address, as a load balancer would write it.)
 */
test('ten wrong passwords from ten addresses: the form says when to try again, in English and Arabic', async ({
  page,
  request,
  baseURL,
}) => {
  const email = newEmail('lockout');
  await createAccount(request, baseURL!, email);
  const origin = new URL(baseURL!).origin;
  for (let i = 0; i < 10; i++) {
    const r = await request.post('/api/auth/login', {
      data: { email, password: `Wrong#${i}` },
      headers: { origin, 'x-forwarded-for': clientAddress() },
    });
    expect(r.status()).toBe(401);
  }

  for (const [lang, messages, minutes] of [
    ['en', en, /Please try again in 1[45] minutes, or reset your password\./],
    ['ar', ar, /يُرجى المحاولة مرة أخرى بعد [1١][45٤٥] دقيقة، أو إعادة تعيين كلمة المرور\./],
  ] as const) {
    await page.goto(`/${lang}/login`);
    await page.getByLabel(messages.auth.login.email).fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: messages.auth.login.submit }).click();
    await expect(alertText(page)).toHaveText(minutes);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login`));
  }
});
