import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SignJWT } from 'jose';

/** Shared helpers of the accounts journeys (accounts.spec.ts, accounts-security.spec.ts). Codes come from the upstream's dev outbox. */
/**
 * Each test browses from its own made-up client address (X-Forwarded-For, which the rate limiter keys on), so
 * the counters of one journey never spill into the next when the suite runs against one long-lived server.
 * Every request of the test (page, request fixture) carries it; the rate-limit tests use it on purpose.
 */
export const clientAddress = () => `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': clientAddress() });
  },
});

export const UPSTREAM = process.env.E2E_UPSTREAM_URL ?? 'http://127.0.0.1:4108';
export const SIGNING_SECRET = process.env.UPSTREAM_SIGNING_SECRET ?? 'dev-signing-secret-change-me-0123456789';
export const ANON_TOKEN = process.env.UPSTREAM_ANON_TOKEN ?? 'anon-dev-token';
export const PASSWORD = 'Secret#123';

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
export const newEmail = (tag: string) => `e2e.${tag}.${unique()}@example.com`;
export const newMobile = () => `5${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The newest 6-digit code e-mailed to this address after `since` (ms). */
export async function codeFor(request: APIRequestContext, email: string, since: number): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const response = await request.get(`${UPSTREAM}/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
    const { data } = (await response.json()) as { data: { date: string; subject: string; text: string }[] };
    const message = data[0];
    if (message && Date.parse(message.date) >= since - 1000) {
      const code = /\b(\d{6})\b/.exec(`${message.subject}\n${message.text}`)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code e-mailed to ${email}`);
}

/** Same-origin POST to the BFF (the Origin the browser would send). */
export async function bff(request: APIRequestContext, baseURL: string, path: string, body: unknown) {
  const response = await request.post(`${baseURL}${path}`, { data: body, headers: { origin: new URL(baseURL).origin } });
  return { status: response.status(), body: (await response.json()) as { ok: boolean; error?: string } };
}

/** Creates an account through the BFF (as the registration screen does) and logs out again. */
export async function createAccount(request: APIRequestContext, baseURL: string, email: string, password = PASSWORD) {
  const since = Date.now();
  expect((await bff(request, baseURL, '/api/auth/code', { purpose: 'signup', email })).body.ok).toBe(true);
  const otp = await codeFor(request, email, since);
  expect((await bff(request, baseURL, '/api/auth/verify', { otp })).body.ok).toBe(true);
  const created = await bff(request, baseURL, '/api/auth/sign-up', {
    otp, FirstName: 'Reset', LastName: 'Tester', CountryID: 1, MobileNumber: newMobile(), password, terms: true,
  });
  expect(created.body).toMatchObject({ ok: true });
  await bff(request, baseURL, '/api/auth/logout', {});
}

/** Signs in directly against the upstream, as the mobile app does: its user id and token. */
export async function appSignIn(request: APIRequestContext, email: string, password = PASSWORD) {
  const now = Math.floor(Date.now() / 1000);
  const anonymous = '00000000-0000-0000-0000-000000000000';
  const jwt = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('web').setAudience('upstream').setSubject(anonymous)
    .setIssuedAt(now).setExpirationTime(now + 60).sign(new TextEncoder().encode(SIGNING_SECRET));
  const response = await request.post(`${UPSTREAM}/api/User/sign-in`, {
    data: { email, password },
    headers: { authorization: `Bearer ${jwt}`, 'x-unique-id': anonymous, 'x-secret-token': ANON_TOKEN, 'x-device-id': 'e2e-app', 'x-country': 'AE', 'x-platform': 'web', 'x-lang': 'en', 'x-env': 'test', 'x-node': 'e2e', 'x-request-id': crypto.randomUUID() },
  });
  const { data } = (await response.json()) as { data: { CODE: number; token: string; UniqueID: string; FirstName: string } };
  expect(data.CODE).toBe(200);
  return data;
}

export async function fillCode(page: Page, code: string, how: 'type' | 'paste') {
  const first = page.locator('[data-otp-index="0"]:visible');
  await first.click();
  if (how === 'type') {
    for (const digit of code) await page.keyboard.type(digit);
  } else {
    await first.evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
  }
}

export const alertText = (page: Page) => page.locator('[data-testid="form-error"]:visible').first();

/** Waits until React has attached its handlers to the element (an event before that does nothing). */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), { timeout: 60_000 })
    .toBe(true);
}
