import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { test } from './support/accounts';
import { ANON_TOKEN, ANONYMOUS, UPSTREAM, upstreamHeaders } from './support/upstream';

/**
 * Item 3 of the hardening issue: a document is read from the upstream with the session's token on every request, so
 * a copy of a session cookie opens nothing once that session has logged out (the token is revoked upstream). Staff
 * too: the cookie's role no longer opens another customer's invoice by itself.
 */
const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };
const STAFF = { email: 'staff@institute.test', password: 'Staff#2026' };

async function signedIn(baseURL: string, who: { email: string; password: string }) {
  const context = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  const r = await context.post('/api/auth/login', { data: who, headers: { origin: new URL(baseURL).origin } });
  expect(r.status()).toBe(200);
  return context;
}

/** Another client holding a copy of `context`'s cookies. */
async function copyOf(baseURL: string, context: APIRequestContext) {
  return playwrightRequest.newContext({ baseURL, maxRedirects: 0, storageState: await context.storageState() });
}

async function aPaidInvoice(request: APIRequestContext) {
  const headers = await upstreamHeaders(ANONYMOUS, ANON_TOKEN);
  const signIn = await request.post(`${UPSTREAM}/api/User/sign-in`, { headers, data: CUSTOMER });
  const me = (await signIn.json()).data as { UniqueID: string; token: string };
  const orders = await request.get(`${UPSTREAM}/api/User/get-customer-orders`, {
    headers: await upstreamHeaders(me.UniqueID, me.token),
  });
  const paid = ((await orders.json()).data as { OrderUniqueID: string; PaymentStatusID: number }[]).find(
    (o) => o.PaymentStatusID === 2,
  )!;
  return `/en/pdf/invoice?oid=${paid.OrderUniqueID}&uid=${me.UniqueID}`;
}

/** `call`, again once if the connection was reset (an idle keep-alive socket closed by the server). */
async function onceMore<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!/ECONNRESET/.test(String(error))) throw error;
    return call();
  }
}

const isPdf = async (response: Awaited<ReturnType<APIRequestContext['get']>>) =>
  response.status() === 200 && (await response.body()).subarray(0, 5).toString('latin1') === '%PDF-';

test.describe('documents after logout', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [who, account] of [
    ['staff', STAFF],
    ['the owner', CUSTOMER],
  ] as const) {
    test(`a copy of ${who}'s cookie opens the invoice until ${who} logs out, then nothing`, async ({
      baseURL,
      request,
    }) => {
      const path = await aPaidInvoice(request);
      const session = await signedIn(baseURL!, account);
      const copy = await copyOf(baseURL!, session);
      expect(await isPdf(await copy.get(path))).toBe(true);

      // The first PDF may take a while on a busy machine: a keep-alive socket the server closed meanwhile is retried.
      const logout = await onceMore(() =>
        session.post('/api/auth/logout', { headers: { origin: new URL(baseURL!).origin } }),
      );
      expect(logout.status()).toBe(200);

      const after = await copy.get(path);
      expect(await isPdf(after)).toBe(false);
      // The copy is sent to sign in again, and its cookie is cleared.
      expect(after.status()).toBe(303);
      expect(after.headers().location).toBe(`/en/login?returnUrl=${encodeURIComponent(path)}`);
      expect(after.headers()['set-cookie'] ?? '').toMatch(/session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      await Promise.all([session.dispose(), copy.dispose()]);
    });
  }
});
