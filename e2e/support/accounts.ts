import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ANON_TOKEN, ANONYMOUS, codeFor, newMobile, unique, UPSTREAM, upstreamHeaders } from './upstream';

/**
 * Customers for the journeys: made through the BFF as the registration screen makes them, with the e-mailed codes
 * read from the upstream's dev outbox. Shared by every spec that needs a signed-in customer.
 */

export { hydrated } from './page';
export { ANON_TOKEN, codeFor, newMobile, unique, UPSTREAM } from './upstream';

export const PASSWORD = 'Secret#123';

export const newEmail = (tag: string) => `e2e.${tag}.${unique()}@example.com`;

/**
 * Each test browses from its own made-up client address (X-Forwarded-For, which the rate limiter keys on), so
 * the counters of one journey never spill into the next when the suite runs against one long-lived server.
 * Every request of the test (page, request fixture) carries it; the rate-limit tests use it on purpose.
 */
export const clientAddress = () =>
  `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

/** Playwright's `test`, with a client address of its own per test (see clientAddress). */
export const test = base.extend({
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ 'x-forwarded-for': clientAddress() });
  },
});

/** A page's request context shares the page's cookies: what it signs in, the page is signed in as. */
const api = (from: Page | APIRequestContext): APIRequestContext => ('goto' in from ? from.request : from);

export type BffAnswer = { ok: boolean; error?: string } & Record<string, unknown>;

/** Same-origin POST to the BFF (with the Origin the browser would send). */
export async function bff(
  from: Page | APIRequestContext,
  baseURL: string,
  path: string,
  body: unknown,
  { address }: { address?: string } = {},
): Promise<{ status: number; body: BffAnswer }> {
  const response = await api(from).post(`${baseURL}${path}`, {
    data: body,
    headers: { origin: new URL(baseURL).origin, ...(address ? { 'x-forwarded-for': address } : {}) },
    timeout: 30_000,
  });
  return { status: response.status(), body: (await response.json()) as BffAnswer };
}

export type SignUpOptions = {
  email?: string;
  /** Part of the generated address, to tell journeys apart in the outbox. */
  tag?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  /** The upstream whose outbox holds the codes (a spec that starts its own stack passes its URL). */
  upstream?: string;
};

/**
 * A fresh customer, signed up through the BFF (e-mail, code, details) and left signed in, in the cookie jar of
 * `from` (a page, or a request context). Answers the customer's e-mail address.
 */
export async function signUp(
  from: Page | APIRequestContext,
  baseURL: string,
  {
    tag = 'customer',
    email = newEmail(tag),
    firstName = 'Huda',
    lastName = 'Saleh',
    password = PASSWORD,
    upstream = UPSTREAM,
  }: SignUpOptions = {},
): Promise<string> {
  // (the whole answer is compared, so a refusal shows its error key)
  // Each customer signs up from an address of its own: the code and sign-up limits count per client address, and a
  // suite that makes dozens of customers from one machine is not one client guessing codes.
  const address = { address: clientAddress() };
  const since = Date.now();
  const sent = await bff(from, baseURL, '/api/auth/code', { purpose: 'signup', email }, address);
  expect(sent, 'code sent').toEqual(expect.objectContaining({ body: { ok: true } }));
  const otp = await codeFor(api(from), email, since, upstream);
  const verified = await bff(from, baseURL, '/api/auth/verify', { otp }, address);
  expect(verified, 'code verified').toEqual(expect.objectContaining({ body: { ok: true } }));
  const created = await bff(
    from,
    baseURL,
    '/api/auth/sign-up',
    {
      otp,
      FirstName: firstName,
      LastName: lastName,
      CountryID: 1,
      MobileNumber: newMobile(),
      password,
      terms: true,
    },
    address,
  );
  expect(created, 'account created').toEqual(expect.objectContaining({ body: expect.objectContaining({ ok: true }) }));
  return email;
}

/** An account made through the BFF, then signed out again (for journeys that sign in themselves). */
export async function createAccount(request: APIRequestContext, baseURL: string, email: string, password = PASSWORD) {
  await signUp(request, baseURL, { email, password, firstName: 'Reset', lastName: 'Tester' });
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
