import { expect } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import {
  alertText,
  appSignIn,
  test,
  bff,
  codeFor,
  createAccount,
  fillCode,
  newEmail,
  newMobile,
  PASSWORD,
} from './support/accounts';

/**
 * Accounts journeys (docs/product/screens.md#registration, #my-account; docs/product/states.md): sign-up with the
 * e-mailed code, profile and completion, email change, logout followed by a second tab, forgot password, app-auth, the
 * session cookie, the sign-in rate limit, and bad input. Codes are read from the upstream's dev outbox.
 */
const MESSAGES = { en, ar } as const;

for (const lang of ['en', 'ar'] as const) {
  const m = MESSAGES[lang];

  test(`${lang}: sign up with the e-mailed code, edit the profile, change the email, logout in one tab and the other follows`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const email = newEmail(lang);
    const firstName = lang === 'ar' ? 'Layla' : 'Omar';

    // 1. email
    await page.goto(`/${lang}/create-an-account`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByLabel(m.auth.register.email).fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: m.auth.register.sendCode }).click();

    // 2. the 6-digit code: verify stays disabled until 6 digits
    const verify = page.getByRole('button', { name: m.auth.register.verify, exact: true });
    await expect(verify).toBeDisabled();
    const code = await codeFor(request, email, since);
    await fillCode(page, code.slice(0, 5), 'type');
    await expect(verify).toBeDisabled();
    await page.locator('[data-otp-index="0"]').click();
    await fillCode(page, code, lang === 'en' ? 'paste' : 'type');
    await expect(verify).toBeEnabled();
    await verify.click();

    // 3. details
    const details = page.getByTestId('signup-details');
    await expect(details).toBeVisible();
    await details.getByLabel(m.auth.register.firstName).fill(firstName);
    await details.getByLabel(m.auth.register.lastName).fill('Haddad');
    await expect(page.getByTestId('country-picker')).toContainText('+971');
    await page.locator('#signup-mobile').fill(newMobile());
    await details.locator('input[name=\"password\"]').fill(PASSWORD);
    // terms first (docs/product/validation.md#sign-up-details)
    await details.getByRole('button', { name: m.auth.register.submit }).click();
    await expect(alertText(page)).toHaveText(m.forms.acceptTerms);
    await details.getByRole('checkbox').first().check(); // the terms (the second, marketing, is optional)
    await expect(
      details.getByRole('link', { name: lang === 'en' ? 'Terms and Conditions' : 'الشروط والأحكام' }),
    ).toHaveAttribute('href', `/${lang}/page/terms-and-conditions`);
    await details.getByRole('button', { name: m.auth.register.submit }).click();

    // logged in, sent home, greeted
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`), { timeout: 30_000 });
    await expect(page.getByText(m.nav.greeting.replace('{name}', firstName)).first()).toBeVisible();

    // profile: completion changes after a save
    await page.goto(`/${lang}/my-account/my-profile`);
    const percent = page.getByTestId('completion-percent');
    const before = await percent.textContent();
    await expect(page.locator('[data-testid="missing-items"] [data-code="902"]')).toBeVisible();
    await page.locator('#profile-DOB').fill('1990-05-01');
    await page.locator('#profile-Gender').selectOption('2');
    await page.getByRole('button', { name: m.profile.save, exact: true }).click();
    await expect(page.getByText(m.errors.confirm.savedSuccessfully)).toBeVisible();
    await expect(percent).not.toHaveText(before ?? '');
    await expect(page.locator('[data-testid="missing-items"] [data-code="902"]')).toHaveCount(0);
    await expect(page.locator('[data-testid="missing-items"] [data-code="903"]')).toHaveCount(0);

    // email change: disabled while equal to the old address, then the code
    const change = page.getByTestId('email-change');
    const changeButton = change.getByRole('button', { name: m.profile.email.change, exact: true });
    await change.getByLabel(m.profile.email.newEmail).fill(email.toUpperCase());
    await expect(changeButton).toBeDisabled();
    const newAddress = newEmail(`${lang}-changed`);
    await change.getByLabel(m.profile.email.newEmail).fill(newAddress);
    const changeSince = Date.now();
    await changeButton.click();
    const changeCode = await codeFor(request, newAddress, changeSince);
    const verifyChange = change.getByRole('button', { name: m.profile.email.verify });
    await expect(verifyChange).toBeDisabled();
    await fillCode(page, changeCode, 'paste');
    await verifyChange.click();
    await expect(change.getByText(m.errors.confirm.verificationSuccess)).toBeVisible();
    await expect(page.getByTestId('current-email')).toHaveText(newAddress);

    // logout in one tab; the second tab follows
    const second = await context.newPage();
    await second.goto(`/${lang}/my-account/my-orders`);
    await expect(second.getByTestId('account-menu')).toBeVisible();
    await page.getByRole('button', { name: m.account.logout }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`), { timeout: 30_000 });
    await expect(second).toHaveURL(new RegExp(`/${lang}/home$`), { timeout: 20_000 });
    await expect(second.getByRole('link', { name: m.nav.login }).first()).toBeVisible();

    // the new address signs in; the old one no longer does
    expect((await bff(page.request, baseURL!, '/api/auth/login', { email, password: PASSWORD })).body).toEqual({
      ok: false,
      error: 'errors.userNotFound',
    });
    expect(
      (await bff(page.request, baseURL!, '/api/auth/login', { email: newAddress, password: PASSWORD })).body,
    ).toMatchObject({ ok: true });
  });
}

for (const lang of ['en', 'ar'] as const) {
  const m = MESSAGES[lang];
  test(`${lang}: forgot password: the code resets it and the new password signs in`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = newEmail(`reset-${lang}`);
    await createAccount(request, baseURL!, email);

    await page.goto(`/${lang}/forget-password?reset=1`);
    await expect(page.getByTestId('sign-in-link')).toHaveCount(0);
    await page.goto(`/${lang}/forget-password`);
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    await page.getByLabel(m.auth.forgot.email).fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: m.auth.forgot.sendCode }).click();
    const submit = page.getByRole('button', { name: m.auth.forgot.submit });
    await expect(submit).toBeDisabled();
    const code = await codeFor(request, email, since);
    await fillCode(page, code, 'paste');
    await page.locator('input[name="password"]').fill('short');
    await submit.click();
    await expect(alertText(page)).toHaveText(m.forms.invalidPassword);
    await page.locator('input[name="password"]').fill('N3w#Password');
    await submit.click();
    await expect(page.getByText(m.errors.confirm.resetDone)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`), { timeout: 30_000 });

    await page.getByLabel(m.auth.login.email).fill(email);
    await page.locator('input[name=\"password\"]').fill(PASSWORD);
    await page.getByRole('button', { name: m.auth.login.submit }).click();
    await expect(alertText(page)).toHaveText(m.errors.userNotFound);
    await page.locator('input[name=\"password\"]').fill('N3w#Password');
    await page.getByRole('button', { name: m.auth.login.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`), { timeout: 30_000 });
  });
}

test('login follows a same-site returnUrl and refuses an open redirect', async ({ page, request, baseURL }) => {
  const email = newEmail('return');
  await createAccount(request, baseURL!, email);
  await page.goto(`/ar/login?returnUrl=${encodeURIComponent('//evil.example/ar/home')}`);
  await page.getByLabel(ar.auth.login.email).fill(email);
  await page.locator('input[name=\"password\"]').fill(PASSWORD);
  await page.getByRole('button', { name: ar.auth.login.submit }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/ar\/home$|localhost:\d+\/ar\/home$/, { timeout: 30_000 });
  await bff(page.request, baseURL!, '/api/auth/logout', {});

  await page.goto(`/en/login?returnUrl=${encodeURIComponent('/en/my-account/my-profile')}`);
  await page.getByLabel(en.auth.login.email).fill(email);
  await page.locator('input[name=\"password\"]').fill(PASSWORD);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await expect(page).toHaveURL(/\/en\/my-account\/my-profile$/, { timeout: 30_000 });
});

test('app-auth opens my-account without chrome; the token never reaches the page', async ({
  page,
  request,
  baseURL,
}) => {
  const email = newEmail('app');
  await createAccount(request, baseURL!, email);
  const app = await appSignIn(request, email);

  const bodies: string[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('json') || type.includes('html') || type.includes('text/x-component'))
      bodies.push(await response.text().catch(() => ''));
  });

  await page.goto(
    `/ar/app-auth?id=${app.UniqueID}&name=${encodeURIComponent('App User')}&page=my-profile&token=${encodeURIComponent(app.token)}`,
  );
  await expect(page).toHaveURL(/\/ar\/my-account\/my-profile$/);
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect(page.locator('#site-header [data-chrome]').first()).toBeHidden();
  await expect(page.locator('footer[data-chrome]')).toBeHidden();
  await expect(page.getByTestId('account-menu')).toBeHidden();
  await expect(page.getByTestId('profile-form')).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).toContain('app=1');

  // the session cookie is httpOnly and invisible to scripts
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'session' || c.name === '__Host-session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|;\s*)(__Host-)?session=/);

  const summary = await page.request.get('/api/session');
  bodies.push(await summary.text());
  expect(JSON.parse(bodies[bodies.length - 1])).toMatchObject({ loggedIn: true, firstName: 'App User' });
  bodies.push(await (await page.request.get('/api/account/profile')).text());
  await page.reload();
  await expect(page.getByTestId('profile-form')).toBeVisible();
  expect(bodies.length).toBeGreaterThan(3);
  for (const body of bodies) expect(body).not.toContain(app.token);
  expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain(app.token);

  // a page outside the known children falls back to my-profile; a wrong token goes to login
  const fresh = await page.context().browser()!.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto(`/en/app-auth?id=${app.UniqueID}&page=..%2F..%2Fevil&token=wrong-token-value`);
  await expect(other).toHaveURL(/\/en\/login$/, { timeout: 30_000 });
  await other.goto(`/en/app-auth?id=${app.UniqueID}&page=evil&token=${encodeURIComponent(app.token)}`);
  await expect(other).toHaveURL(/\/en\/my-account\/my-profile$/, { timeout: 30_000 });
  await fresh.close();
});

test('My Account sends a logged-out visitor home', async ({ page }) => {
  await page.goto('/ar/my-account/my-orders');
  await expect(page).toHaveURL(/\/ar\/home$/, { timeout: 30_000 });
});

test('sign-in is rate limited', async ({ page }) => {
  const email = newEmail('limit');
  await page.goto('/en/login');
  // From the page itself (same address as the form's own request): 8 tries, then 429.
  const statuses = await page.evaluate(async (address) => {
    const out: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: `Wrong#${i}` }),
      });
      out.push(r.status);
    }
    return out;
  }, email);
  expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(8)).toEqual([429, 429]);

  await page.getByLabel(en.auth.login.email).fill(email);
  await page.locator('input[name="password"]').fill('Wrong#x');
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await expect(alertText(page)).toHaveText(en.forms.tooMany);
});

test('a cross-site POST is refused', async ({ request, baseURL }) => {
  const response = await request.post(`${baseURL}/api/auth/login`, {
    data: { email: 'a@example.com', password: 'x' },
    headers: { origin: 'https://evil.example' },
  });
  expect(response.status()).toBe(403);
});

for (const lang of ['en', 'ar'] as const) {
  const m = MESSAGES[lang];
  test(`${lang}: bad input shows the spec's message in order and sends nothing`, async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/auth/')) posts.push(r.url());
    });

    await page.goto(`/${lang}/login`);
    const submit = page.getByRole('button', { name: m.auth.login.submit });
    await submit.click();
    await expect(alertText(page)).toHaveText(m.forms.enterPassword);
    await page.locator('input[name=\"password\"]').fill('whatever');
    await submit.click();
    await expect(alertText(page)).toHaveText(m.forms.enterEmail);
    await page.getByLabel(m.auth.login.email).fill('   not-an-email  ');
    await submit.click();
    await expect(alertText(page)).toHaveText(m.forms.invalidEmail);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));

    await page.goto(`/${lang}/create-an-account`);
    await page.getByLabel(m.auth.register.email).fill('   ');
    await page.getByRole('button', { name: m.auth.register.sendCode }).click();
    await expect(alertText(page)).toHaveText(m.forms.fillEmail);

    await page.goto(`/${lang}/forget-password`);
    await page.getByRole('button', { name: m.auth.forgot.sendCode }).click();
    await expect(alertText(page)).toHaveText(m.forms.enterEmail);
    await page.getByLabel(m.auth.forgot.email).fill('user@');
    await page.getByRole('button', { name: m.auth.forgot.sendCode }).click();
    await expect(alertText(page)).toHaveText(m.errors.enterValidEmail);

    expect(posts).toEqual([]);
  });
}

test('profile save refuses a short Emirates ID and changes nothing', async ({ page, request, baseURL }) => {
  const email = newEmail('eid');
  await createAccount(request, baseURL!, email);
  await bff(page.request, baseURL!, '/api/auth/login', { email, password: PASSWORD });
  await page.goto('/en/my-account/my-profile');
  await page.locator('#profile-FirstName').fill('');
  await page.locator('#profile-EID').fill('78412');
  await page.getByRole('button', { name: en.profile.save, exact: true }).click();
  await expect(alertText(page)).toHaveText(en.errors.fillRequired);
  await page.locator('#profile-FirstName').fill('Reset');
  await page.locator('#profile-DOB').fill('1991-01-02');
  await page.getByRole('button', { name: en.profile.save, exact: true }).click();
  await expect(alertText(page)).toHaveText(en.errors.invalidEmiratesId);
  const profile = await (await page.request.get('/api/account/profile')).json();
  expect(profile.profile.EID).toBeNull();
  expect(profile.profile.DOB).toBeNull();
});
