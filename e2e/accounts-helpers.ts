import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ANON_TOKEN, ANONYMOUS, codeFor, newMobile, unique, UPSTREAM, upstreamHeaders } from './support/upstream';

/** Shared helpers of the accounts journeys (accounts.spec.ts, accounts-security.spec.ts). Codes come from the upstream's dev outbox. */
/**
 * Each test browses from its own made-up client address (X-Forwarded-For, which the rate limiter keys on), so
 * the counters of one journey never spill into the next when the suite runs against one long-lived server.
 * Every request of the test (page, request fixture) carries it; the rate-limit tests use it on purpose.
 */
export const clientAddress = () =>
  `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': clientAddress() });
  },
});

export { ANON_TOKEN, codeFor, newMobile, SIGNING_SECRET, unique, UPSTREAM } from './support/upstream';
export const PASSWORD = 'Secret#123';

export const newEmail = (tag: string) => `e2e.${tag}.${unique()}@example.com`;

/** Same-origin POST to the BFF (the Origin the browser would send). */
export async function bff(request: APIRequestContext, baseURL: string, path: string, body: unknown) {
  const response = await request.post(`${baseURL}${path}`, {
    data: body,
    headers: { origin: new URL(baseURL).origin },
  });
  return { status: response.status(), body: (await response.json()) as { ok: boolean; error?: string } };
}

/** Creates an account through the BFF (as the registration screen does) and logs out again. */
export async function createAccount(request: APIRequestContext, baseURL: string, email: string, password = PASSWORD) {
  const since = Date.now();
  expect((await bff(request, baseURL, '/api/auth/code', { purpose: 'signup', email })).body.ok).toBe(true);
  const otp = await codeFor(request, email, since);
  expect((await bff(request, baseURL, '/api/auth/verify', { otp })).body.ok).toBe(true);
  const created = await bff(request, baseURL, '/api/auth/sign-up', {
    otp,
    FirstName: 'Reset',
    LastName: 'Tester',
    CountryID: 1,
    MobileNumber: newMobile(),
    password,
    terms: true,
  });
  expect(created.body).toMatchObject({ ok: true });
  await bff(request, baseURL, '/api/auth/logout', {});
}

/** Signs in directly against the upstream, as the mobile app does: its user id and token. */
export async function appSignIn(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post(`${UPSTREAM}/api/User/sign-in`, {
    data: { email, password },
    headers: await upstreamHeaders(ANONYMOUS, ANON_TOKEN, 'e2e-app'),
  });
  const { data } = (await response.json()) as {
    data: { CODE: number; token: string; UniqueID: string; FirstName: string };
  };
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
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), {
      timeout: 60_000,
    })
    .toBe(true);
}
