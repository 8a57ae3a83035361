import { expect, type APIRequestContext } from '@playwright/test';
import { upstreamHeaders } from './support/upstream';
import sharp from 'sharp';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import {
  alertText,
  ANON_TOKEN,
  clientAddress,
  hydrated,
  test,
  appSignIn,
  bff,
  codeFor,
  createAccount,
  fillCode,
  newEmail,
  newMobile,
  PASSWORD,
  UPSTREAM,
} from './support/accounts';

/**
 * The security rules of accounts (docs/architecture.md#security): open redirects, CSRF on every mutation, the code
 * attempt cap, rate limits of sign-in and code requests, bad input of every account form, the session cookie and the
 * token, logout revoking the token upstream, other tabs on public pages following login and logout, profile uploads.
 */
const MESSAGES = { en, ar } as const;

const address = clientAddress;

/** User/get-profile straight at the upstream with a user's id and token: its HTTP status. */
async function upstreamProfileStatus(request: APIRequestContext, userId: string, token: string): Promise<number> {
  const response = await request.get(`${UPSTREAM}/api/User/get-profile`, {
    headers: await upstreamHeaders(userId, token || ANON_TOKEN),
  });
  return response.status();
}

/** The returnUrl a page hands on in its link to `target` (login → forget-password, forget-password → login), read from the HTML. */
async function handedOn(request: APIRequestContext, path: string, target: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const href = hrefs.find((h) => h.startsWith(`${target}?`));
  expect(href, `${path}: a link to ${target} with a returnUrl`).toBeTruthy();
  return new URL(href!, 'http://site.invalid').searchParams.get('returnUrl') ?? '';
}

const PAYLOADS = [
  'https://evil.example/en/home',
  'http://evil.example',
  '//evil.example',
  '//evil.example/en/home',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%5Cevil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '/en/\r\nLocation: https://evil.example',
  '\t//evil.example',
  '/en/../../evil.example',
  'evil.example/en/home',
  'https:evil.example',
  '/en\\..\\evil.example',
  '/ar/%5C%5Cevil.example',
  '///evil.example/en/home',
  '/.evil.example',
];

test.describe('returnUrl', () => {
  test(`${PAYLOADS.length} open-redirect payloads never leave the site`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
    const origin = new URL(baseURL!).origin;
    const stays = (target: string) => {
      expect(target).toMatch(/^\/(en|ar)(\/|$)/);
      expect(target.startsWith('//')).toBe(false);
      expect(new URL(target, origin).origin).toBe(origin);
    };
    for (const payload of PAYLOADS) {
      const fromLogin = await handedOn(
        request,
        `/en/login?returnUrl=${encodeURIComponent(payload)}`,
        '/en/forget-password',
      );
      stays(fromLogin);
      expect(fromLogin, payload).toBe('/en/home');
      const fromForgot = await handedOn(
        request,
        `/ar/forget-password?returnUrl=${encodeURIComponent(payload)}`,
        '/ar/login',
      );
      stays(fromForgot);
      expect(fromForgot, payload).toBe('/ar/home');
    }
    // A same-site path is kept.
    expect(
      await handedOn(request, `/en/login?returnUrl=${encodeURIComponent('/en/cart')}`, '/en/forget-password'),
    ).toBe('/en/cart');

    // And the sign-in itself, with three of them: the browser ends on this site's home page.
    const email = newEmail('redirect');
    await createAccount(request, baseURL!, email);
    for (const payload of ['//evil.example/en/home', 'https://evil.example/en/home', '/\\evil.example']) {
      await page.context().clearCookies();
      await page.goto(`/en/login?returnUrl=${encodeURIComponent(payload)}`);
      await hydrated(page.getByRole('button', { name: en.auth.login.submit }));
      await page.getByLabel(en.auth.login.email).fill(email);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.getByRole('button', { name: en.auth.login.submit }).click();
      await expect(page).toHaveURL(`${origin}/en/home`, { timeout: 60_000 });
    }
  });
});

test.describe('CSRF', () => {
  const ROUTES: [string, unknown][] = [
    ['/api/auth/login', { email: 'customer@institute.test', password: 'Customer#2026' }],
    ['/api/auth/logout', {}],
    ['/api/auth/code', { purpose: 'signup', email: 'csrf@example.com' }],
    ['/api/auth/verify', { otp: '123456' }],
    [
      '/api/auth/sign-up',
      {
        otp: '123456',
        FirstName: 'A',
        LastName: 'B',
        CountryID: 1,
        MobileNumber: '501234567',
        password: 'Secret#123',
        terms: true,
      },
    ],
    ['/api/auth/reset', { otp: '123456', password: 'Secret#123' }],
    ['/api/account/profile', { FirstName: 'Hacked' }],
    ['/api/account/email/request', { email: 'attacker@example.com' }],
    ['/api/account/email/confirm', { otp: '123456' }],
    ['/api/account/upload', {}],
    [
      '/api/enquiry',
      {
        name: 'A',
        email: 'a@example.com',
        phone: '1',
        message: 'x',
        isCourse: false,
        courseId: null,
        courseTitle: null,
        altcha: 'x',
      },
    ],
  ];

  test('a cross-site POST is refused on every mutating route, and changes nothing', async ({ request, baseURL }) => {
    const email = newEmail('csrf');
    await createAccount(request, baseURL!, email);
    expect((await bff(request, baseURL!, '/api/auth/login', { email, password: PASSWORD })).body).toMatchObject({
      ok: true,
    });
    const before = await (await request.get('/api/account/profile')).json();

    for (const [path, body] of ROUTES) {
      for (const origin of [
        'https://evil.example',
        'null',
        `${new URL(baseURL!).protocol}//evil.${new URL(baseURL!).host}`,
      ]) {
        const response = await request.post(path, { data: body, headers: { origin, 'x-forwarded-for': address() } });
        expect(response.status(), `${path} from ${origin}`).toBe(403);
      }
      // No Origin at all (a form post from an old browser or a script) is refused too.
      const bare = await request.post(path, { data: body, headers: { 'x-forwarded-for': address() } });
      expect(bare.status(), `${path} without Origin`).toBe(403);
    }

    // Still logged in (the forged logout did nothing), the profile and the email unchanged.
    expect(await (await request.get('/api/session')).json()).toMatchObject({ loggedIn: true });
    const after = await (await request.get('/api/account/profile')).json();
    expect(after.profile).toEqual(before.profile);
    expect(after.profile.EmailAddress).toBe(email);
  });
});

test.describe('codes and rate limits', () => {
  test('the sixth wrong code is refused even when it is the right one', async ({ browser, request, baseURL }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address() } });
    const api = context.request;
    const email = newEmail('cap');
    const since = Date.now();
    expect((await bff(api, baseURL!, '/api/auth/code', { purpose: 'signup', email })).body).toEqual({ ok: true });
    const code = await codeFor(request, email, since);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect((await bff(api, baseURL!, '/api/auth/verify', { otp: wrong(i) })).body).toEqual({
        ok: false,
        error: 'errors.invalidOtp',
      });
    }
    expect((await bff(api, baseURL!, '/api/auth/verify', { otp: code })).body).toEqual({
      ok: false,
      error: 'errors.invalidOtp',
    });
    // ...and the account cannot be created with it.
    const created = await bff(api, baseURL!, '/api/auth/sign-up', {
      otp: code,
      FirstName: 'Cap',
      LastName: 'Tester',
      CountryID: 1,
      MobileNumber: newMobile(),
      password: PASSWORD,
      terms: true,
    });
    expect(created.body.ok).toBe(false);
    await context.close();
  });

  test('the reset code is capped the same way: the old password still works', async ({ browser, request, baseURL }) => {
    const email = newEmail('reset-cap');
    await createAccount(request, baseURL!, email);
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address() } });
    const api = context.request;
    const since = Date.now();
    expect((await bff(api, baseURL!, '/api/auth/code', { purpose: 'reset', email })).body).toEqual({ ok: true });
    const code = await codeFor(request, email, since);
    const wrong = (i: number) => String((Number(code) + 7 + i) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect((await bff(api, baseURL!, '/api/auth/reset', { otp: wrong(i), password: 'N3w#Password' })).body).toEqual({
        ok: false,
        error: 'errors.invalidOtp',
      });
    }
    expect((await bff(api, baseURL!, '/api/auth/reset', { otp: code, password: 'N3w#Password' })).body).toEqual({
      ok: false,
      error: 'errors.invalidOtp',
    });
    expect((await bff(api, baseURL!, '/api/auth/login', { email, password: PASSWORD })).body).toMatchObject({
      ok: true,
    });
    await context.close();
  });

  test('code requests are rate limited per email address, and the form says so', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address() } });
    const page = await context.newPage();
    const email = newEmail('codes');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await context.request.post('/api/auth/code', {
        data: { purpose: 'reset', email },
        headers: { origin: new URL(baseURL!).origin },
      });
      statuses.push(r.status());
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await context.request.post('/api/auth/code', {
      data: { purpose: 'reset', email },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(limited.status()).toBe(429);
    expect(limited.headers()['retry-after']).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ ok: false, error: 'forms.tooMany' });

    await page.goto('/en/forget-password');
    await page.getByLabel(en.auth.forgot.email).fill(email);
    await page.getByRole('button', { name: en.auth.forgot.sendCode }).click();
    await expect(alertText(page)).toHaveText(en.forms.tooMany);
    await context.close();
  });
});

for (const lang of ['en', 'ar'] as const) {
  const m = MESSAGES[lang];

  test(`${lang}: sign-up details and reset password show the spec's messages in order and send nothing`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/auth\/(sign-up|reset)$/.test(r.url())) posts.push(r.url());
    });

    // Sign-up step 3: terms first, then the required fields, then the password rule
    // (docs/product/validation.md#sign-up-details).
    const email = newEmail(`details-${lang}`);
    await page.goto(`/${lang}/create-an-account`);
    await page.getByLabel(m.auth.register.email).fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: m.auth.register.sendCode }).click();
    await fillCode(page, await codeFor(request, email, since), 'paste');
    await page.getByRole('button', { name: m.auth.register.verify, exact: true }).click();
    const details = page.getByTestId('signup-details');
    const submit = details.getByRole('button', { name: m.auth.register.submit });
    await submit.click();
    await expect(alertText(page)).toHaveText(m.forms.acceptTerms);
    await details.getByRole('checkbox').first().check(); // the terms (the second, marketing, is optional)
    await submit.click();
    await expect(alertText(page)).toHaveText(m.forms.required);
    await details.getByLabel(m.auth.register.firstName).fill('Huda');
    await details.getByLabel(m.auth.register.lastName).fill('Saleh');
    await page.locator('#signup-mobile').fill(newMobile());
    await submit.click();
    await expect(alertText(page)).toHaveText(m.forms.required);
    await details.locator('input[name="password"]').fill('longbutnodigit');
    await submit.click();
    await expect(alertText(page)).toHaveText(m.forms.invalidPassword);
    await details.locator('input[name="password"]').fill('Secret123');
    await submit.click();
    await expect(alertText(page)).toHaveText(m.forms.invalidPassword);
    // Nothing was created: the address is still free for a code.
    expect((await bff(request, baseURL!, '/api/auth/login', { email, password: 'Secret123' })).body).toEqual({
      ok: false,
      error: 'errors.userNotFound',
    });

    // Reset password: a non-empty password first, then the rule.
    const account = newEmail(`reset-bad-${lang}`);
    await createAccount(request, baseURL!, account);
    await page.goto(`/${lang}/forget-password`);
    await page.getByLabel(m.auth.forgot.email).fill(account);
    const resetSince = Date.now();
    await page.getByRole('button', { name: m.auth.forgot.sendCode }).click();
    await fillCode(page, await codeFor(request, account, resetSince), 'paste');
    const reset = page.getByRole('button', { name: m.auth.forgot.submit });
    await reset.click();
    await expect(alertText(page)).toHaveText(m.forms.enterPassword);
    await page.locator('input[name="password"]').fill('short#1');
    await reset.click();
    await expect(alertText(page)).toHaveText(m.forms.invalidPassword);
    expect(posts).toEqual([]);
    // The old password still signs in.
    expect(
      (await bff(request, baseURL!, '/api/auth/login', { email: account, password: PASSWORD })).body,
    ).toMatchObject({ ok: true });
  });

  test(`${lang}: the email change refuses a bad address with the spec's message and changes nothing`, async ({
    page,
    baseURL,
  }) => {
    const email = newEmail(`email-bad-${lang}`);
    await createAccount(page.request, baseURL!, email);
    expect((await bff(page.request, baseURL!, '/api/auth/login', { email, password: PASSWORD })).body).toMatchObject({
      ok: true,
    });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/account/email/')) posts.push(r.url());
    });
    await page.goto(`/${lang}/my-account/my-profile`);
    const change = page.getByTestId('email-change');
    await change.getByLabel(m.profile.email.newEmail).fill('someone@nowhere');
    await change.getByRole('button', { name: m.profile.email.change, exact: true }).click();
    await expect(change.getByText(m.errors.enterValidEmail)).toBeVisible();
    expect(posts).toEqual([]);
    await expect(page.getByTestId('current-email')).toHaveText(email);
  });

  test(`${lang}: the email change answers an address in use as it answers a free one; its owner is told`, async ({
    page,
    request,
    baseURL,
  }) => {
    const email = newEmail(`email-taken-${lang}`);
    const owner = newEmail(`email-owner-${lang}`);
    await createAccount(request, baseURL!, owner);
    await createAccount(page.request, baseURL!, email);
    expect((await bff(page.request, baseURL!, '/api/auth/login', { email, password: PASSWORD })).body).toMatchObject({
      ok: true,
    });
    const answers: { status: number; body: string }[] = [];
    await page.goto(`/${lang}/my-account/my-profile`);
    const change = page.getByTestId('email-change');
    const codeSent = (to: string) => m.profile.email.codeSent.replace('{email}', to);

    // A free address, then the owner's: the same answer and the same code step.
    const free = newEmail(`email-free-${lang}`);
    for (const target of [free, owner]) {
      await change.getByLabel(m.profile.email.newEmail).fill(target);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/account/email/request'),
        change.getByRole('button', { name: m.profile.email.change, exact: true }).click(),
      ]);
      answers.push({ status: answer.status(), body: await answer.text() });
      await expect(change.getByText(codeSent(target))).toBeVisible();
      if (target === free) await change.getByRole('button', { name: m.profile.email.cancel }).click();
    }
    expect(answers).toEqual([
      { status: 200, body: '{"ok":true}' },
      { status: 200, body: '{"ok":true}' },
    ]);
    await expect(alertText(page)).toBeHidden();

    // The owner got a notice, in the owner's language (English, whatever the asker's), and no code; any code is
    // refused, and nothing changes.
    const outbox = async () => {
      const response = await request.get(`${UPSTREAM}/dev/outbox?to=${encodeURIComponent(owner)}&limit=1`);
      return ((await response.json()) as { data: { subject: string; text: string }[] }).data[0];
    };
    await expect.poll(async () => (await outbox())?.subject).toBe('Someone tried to use your email address');
    expect((await outbox()).text).not.toContain(email);
    await fillCode(page, '123456', 'type');
    await change.getByRole('button', { name: m.profile.email.verify }).click();
    await expect(change.getByText(m.account.failedOtp)).toBeVisible();
    await expect(page.getByTestId('current-email')).toHaveText(email);
  });
}

test.describe('session, logout and other tabs', () => {
  test('en: app-auth, then logout revokes the token upstream; the session cookie is httpOnly and no response carries the token', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = newEmail('revoke');
    await createAccount(request, baseURL!, email);
    const app = await appSignIn(request, email);
    const bodies: string[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/json|html|text\/x-component|javascript/.test(type)) bodies.push(await response.text().catch(() => ''));
    });

    await page.goto(`/en/app-auth?id=${app.UniqueID}&page=my-orders&token=${encodeURIComponent(app.token)}`);
    await expect(page).toHaveURL(/\/en\/my-account\/my-orders$/);
    await expect(page.locator('#site-header [data-chrome]').first()).toBeHidden();
    const session = (await page.context().cookies()).find((c) => c.name === 'session' || c.name === '__Host-session');
    expect(session?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|;\s*)(__Host-)?session=/);
    expect(await upstreamProfileStatus(request, app.UniqueID, app.token)).toBe(200);

    // Logout from the page (the account menu is hidden in app mode: the BFF call the button makes).
    const out = await page.evaluate(async () =>
      (
        await fetch('/api/auth/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      ).json(),
    );
    expect(out).toEqual({ ok: true });
    expect(await upstreamProfileStatus(request, app.UniqueID, app.token)).toBe(401);
    expect(await (await page.request.get('/api/session')).json()).toMatchObject({ loggedIn: false });
    for (const body of bodies) expect(body).not.toContain(app.token);
  });

  for (const lang of ['en', 'ar'] as const) {
    const m = MESSAGES[lang];
    test(`${lang}: a tab on a public page follows a login and a logout made in another tab`, async ({
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const email = newEmail(`tabs-${lang}`);
      await createAccount(request, baseURL!, email);
      const other = await context.newPage();
      await other.goto(`/${lang}/courses`);
      await expect(other.getByRole('link', { name: m.nav.login }).first()).toBeVisible();
      // The listener is attached once React has hydrated the header.
      await hydrated(other.locator('header a[href$="/cart"]').first());

      const page = await context.newPage();
      await page.goto(`/${lang}/login`);
      await hydrated(page.getByRole('button', { name: m.auth.login.submit }));
      await page.getByLabel(m.auth.login.email).fill(email);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.getByRole('button', { name: m.auth.login.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/home$`), { timeout: 30_000 });
      // The other tab reloaded by itself and greets the user.
      await expect(other.getByText(m.nav.greeting.replace('{name}', 'Reset')).first()).toBeVisible({ timeout: 45_000 });
      await expect(other).toHaveURL(new RegExp(`/${lang}/courses$`));

      await page.goto(`/${lang}/my-account/my-orders`);
      await hydrated(page.getByRole('button', { name: m.account.logout }));
      await hydrated(other.locator('header a[href$="/cart"]').first());
      await page.getByRole('button', { name: m.account.logout }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/home$`), { timeout: 30_000 });
      await expect(other.getByRole('link', { name: m.nav.login }).first()).toBeVisible({ timeout: 45_000 });
    });
  }
});

test.describe('profile uploads', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

  test('a PNG photo and a PDF Emirates ID are uploaded and saved in the profile; a .png-named text file is refused', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = newEmail('upload');
    await createAccount(page.request, baseURL!, email);
    expect((await bff(page.request, baseURL!, '/api/auth/login', { email, password: PASSWORD })).body).toMatchObject({
      ok: true,
    });
    await page.goto('/en/my-account/my-profile');

    // A text file named .png: refused with the translated message, nothing stored in the form.
    const photo = page.getByTestId('upload-photo');
    await hydrated(photo);
    const refused = page.waitForResponse((r) => r.url().includes('/api/account/upload'));
    await photo.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image at all'),
    });
    expect((await refused).status()).toBe(415);
    await expect(page.locator('#profile-photo').getByRole('alert')).toHaveText(en.forms.fileType);

    const photoAnswer = page.waitForResponse((r) => r.url().includes('/api/account/upload'));
    const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#0b2545' } })
      .png()
      .toBuffer();
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const photoId = ((await (await photoAnswer).json()) as { fileId: string }).fileId;
    expect(photoId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.locator('#profile-photo img')).toHaveAttribute('src', `/files/${photoId}?w=180&h=180`);

    const frontAnswer = page.waitForResponse((r) => r.url().includes('/api/account/upload'));
    await page
      .getByTestId('upload-eidFront')
      .setInputFiles({ name: 'eid-front.pdf', mimeType: 'application/pdf', buffer: PDF });
    const frontId = ((await (await frontAnswer).json()) as { fileId: string }).fileId;
    expect(frontId).toMatch(/^[0-9a-f-]{36}$/);

    await page.locator('#profile-DOB').fill('1993-02-03');
    await page.getByRole('button', { name: en.profile.save, exact: true }).click();
    await expect(page.getByText(en.errors.confirm.savedSuccessfully)).toBeVisible();
    const saved = await (await page.request.get('/api/account/profile')).json();
    expect(saved.profile).toMatchObject({ ProfilePhoto: photoId, EID_front_ByUser: frontId });
    const missing = (saved.completion.missing as { CODE: number }[]).map((x) => x.CODE);
    expect(missing).not.toContain(904);
    expect(missing).not.toContain(905);
    // The public photo is served through the site's own /files; the Emirates ID scan is not public.
    expect((await page.request.get(`/files/${photoId}?w=180&h=180`)).status()).toBe(200);
    expect((await page.request.get(`/files/${frontId}`)).status()).not.toBe(200);
  });
});
