import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signUp, test } from './support/accounts';
import { ANON_TOKEN, ANONYMOUS, upstreamHeaders } from './support/upstream';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import {
  copyBuild,
  e2eBuildDir,
  hasBuild,
  startUpstreamProcess,
  startWeb,
  stopProcess,
  waitFor,
} from './support/instances';

/**
 * Surviving an upstream outage (docs/architecture.md#failure-behaviour). This spec starts its OWN upstream (PGlite, its
 * own data folder) and its own `next start` on a copy of the e2e production build, so stopping that upstream disturbs
 * no other spec. Then: every cached public page still answers 200 with the data it had; the per-user pages (account,
 * cart) show the translated error with a retry, never a stack trace; a checkout tried during the outage fails cleanly;
 * after the upstream restarts the web recovers by itself, and the orders are exactly what they were.
 */
const WEB_PORT = Number(process.env.RESILIENCE_WEB_PORT ?? 3310);
const UPSTREAM_PORT = Number(process.env.RESILIENCE_UPSTREAM_PORT ?? 4310);
const DATA_DIR = process.env.RESILIENCE_DATA_DIR ?? '.data-e2e-resilience';
const BUILD = e2eBuildDir();
const DIST = `${BUILD}-resilience`;

/** Public pages served from the Next cache (ISR, or per request from cached reads). */
const CACHED_PAGES = [
  '/en/home',
  '/ar/home',
  '/en/courses',
  '/ar/courses',
  '/en/instructors',
  '/en/blog',
  '/en/memberships',
  '/en/books',
  '/en/academic-programs',
  '/en/training-programs',
  '/en/contact',
  '/en/payment-methods',
];

test.describe.configure({ mode: 'serial' });

let upstream: Awaited<ReturnType<typeof startUpstreamProcess>> | undefined;
let web: Awaited<ReturnType<typeof startWeb>> | undefined;
let base = '';
let upstreamUrl = '';

test.beforeAll(async () => {
  test.skip(!hasBuild(BUILD), `no production build in ${BUILD}: run the e2e server (scripts/serve-e2e.mjs) first`);
  test.setTimeout(300_000);
  await copyBuild(BUILD, DIST);
  upstream = await startUpstreamProcess({ port: UPSTREAM_PORT, dataDir: DATA_DIR, fresh: true });
  upstreamUrl = upstream.url;
  // A short upstream deadline: a page that needs fresh data answers quickly with its error state.
  web = await startWeb({
    port: WEB_PORT,
    distDir: DIST,
    upstreamUrl,
    env: { UPSTREAM_TIMEOUT_MS: '3000', REDIS_URL: '' },
  });
  base = web.url;
});

test.afterAll(async () => {
  await stopProcess(web?.child);
  await stopProcess(upstream?.child);
});

/** Calls the upstream contract directly (as the mobile app does), signed like the BFF. */
async function upstreamCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  { user, data }: { user?: { UniqueID: string; token: string }; data?: unknown } = {},
): Promise<T> {
  const headers = await upstreamHeaders(user?.UniqueID ?? ANONYMOUS, user?.token ?? ANON_TOKEN, 'e2e-resilience');
  const response =
    method === 'GET'
      ? await request.get(`${upstreamUrl}/api/${path}`, { headers })
      : await request.post(`${upstreamUrl}/api/${path}`, { headers, data: data ?? {} });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function bff(request: APIRequestContext, path: string, body: unknown) {
  const response = await request.post(`${base}${path}`, { data: body, headers: { origin: base }, timeout: 30_000 });
  const json = (await response.json().catch(() => ({}))) as { ok?: boolean; error?: string };
  return { status: response.status(), body: json };
}

/** What a visitor must never see: a stack trace, Next's bare error text, or an empty body. */
async function expectNoCrash(page: Page) {
  const text = (await page.locator('body').innerText()).trim();
  expect(text.length).toBeGreaterThan(50);
  expect(text).not.toMatch(/\n\s+at \S+ \(|Application error|Internal Server Error|ECONNREFUSED|TypeError|digest:/);
}

test('upstream down: cached pages keep answering, per-user pages show the translated error, and the web recovers with no order lost or duplicated', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);

  // ---- 1. a customer with one order (placed on the upstream directly), signed in on the web
  // (codes come from the outbox of this spec's own upstream)
  const email = await signUp(page, base, {
    tag: 'resilience',
    firstName: 'Rana',
    lastName: 'Resilient',
    upstream: upstreamUrl,
  });

  const user = await upstreamCall<{ CODE: number; token: string; UniqueID: string }>(request, 'POST', 'User/sign-in', {
    data: { email, password: PASSWORD },
  });
  expect(user.CODE).toBe(200);
  const items = await upstreamCall<{ MemID: number; IsBook: boolean }[]>(
    request,
    'GET',
    'MambershipsAndBooks/get-memberships-and-books?type=0',
  );
  const item = items.find((i) => i.MemID && !i.IsBook) ?? items[0];
  expect(item, 'a membership or book to buy').toBeTruthy();
  const data = { ItemID: item.MemID, ItemType: item.IsBook ? 'book' : 'membership', DiplomaLang: null };
  expect(await upstreamCall<number>(request, 'POST', 'Cart/add-to-cart', { user, data })).toBe(1);
  await upstreamCall(request, 'POST', 'Cart/submit-order?paymentMethod=pay_later&trn=-', { user });
  const ordersBefore = await upstreamCall<unknown[]>(request, 'GET', 'User/get-customer-orders', { user });
  expect(ordersBefore).toHaveLength(1);

  // ---- 2. warm the cache: every public page once (and note what it showed), the account pages work
  const seen = new Map<string, string>();
  for (const path of CACHED_PAGES) {
    const response = await page.goto(`${base}${path}`);
    expect(response?.status(), path).toBe(200);
    seen.set(path, (await page.locator('h1').first().innerText()).trim());
  }
  // an instructor's name as the cached page shows it
  await page.goto(`${base}/en/instructors`);
  const instructor = (
    await page.locator('main a[href*="/instructor/"]').filter({ hasText: /\S{3}/ }).first().innerText()
  ).trim();
  expect(instructor.length).toBeGreaterThan(2);

  const orders = await page.goto(`${base}/en/my-account/my-orders`);
  expect(orders?.status()).toBe(200);
  await expect(page.getByTestId('account-error')).toHaveCount(0);
  const cartPage = await page.goto(`${base}/en/cart`);
  const hasCart = cartPage?.status() === 200;
  test.info().annotations.push({
    type: 'cart page',
    description: hasCart ? '/en/cart checked' : `/en/cart answered ${cartPage?.status()}: not checked`,
  });
  expect((await (await fetch(`${base}/api/health`)).json()).upstream.status).toBe('ok');

  // ---- 3. the upstream stops
  await stopProcess(upstream!.child, { signal: 'SIGKILL' });
  const health = (await (await fetch(`${base}/api/health`)).json()) as { status: string; upstream: { status: string } };
  expect(health).toMatchObject({ status: 'degraded', upstream: { status: 'down' } });

  // cached public pages: 200, the same content, no error boundary
  for (const path of CACHED_PAGES) {
    const response = await page.goto(`${base}${path}`);
    expect(response?.status(), `${path} while the upstream is down`).toBe(200);
    await expect(page.locator('h1').first()).toHaveText(seen.get(path)!);
    await expect(page.getByTestId('error-view')).toHaveCount(0);
    await expectNoCrash(page);
  }
  await page.goto(`${base}/en/instructors`);
  await expect(page.locator('main')).toContainText(instructor);

  // per-user pages: the translated error with a retry, in both languages
  for (const [lang, m] of [
    ['ar', ar],
    ['en', en],
  ] as const) {
    const response = await page.goto(`${base}/${lang}/my-account/my-orders`);
    expect(response?.status()).toBeLessThan(500);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const error = page.getByRole('alert').filter({ hasText: m.common.somethingWrong }).first();
    await expect(error).toBeVisible();
    await expect(error).toContainText(m.common.errorKinds.network);
    await expect(error.getByRole('button', { name: m.common.retry })).toBeVisible();
    await expectNoCrash(page);
  }
  if (hasCart) {
    const response = await page.goto(`${base}/en/cart`);
    expect(response?.status()).toBeLessThan(500);
    const error = page.getByRole('alert').filter({ hasText: en.cart.loadFailed }).first();
    await expect(error).toBeVisible();
    await expect(error.getByRole('button', { name: en.common.retry })).toBeVisible();
    await expectNoCrash(page);
  }

  // a checkout during the outage fails cleanly (an error key, no hang) and is not replayed later
  const started = Date.now();
  const checkout = await bff(page.request, '/api/cart/submit', { paymentMethod: 'pay_later', trn: '' });
  expect(checkout.body.ok).not.toBe(true);
  expect(checkout.status).toBeGreaterThanOrEqual(400);
  expect(Date.now() - started).toBeLessThan(15_000);

  // ---- 4. the upstream comes back (same data folder): the web recovers by itself
  const account = await page.context().newPage();
  await account.goto(`${base}/en/my-account/my-orders`);
  await expect(account.getByTestId('account-error')).toBeVisible();
  upstream = await startUpstreamProcess({ port: UPSTREAM_PORT, dataDir: DATA_DIR });
  await expect
    .poll(async () => ((await (await fetch(`${base}/api/health`)).json()) as { status: string }).status, {
      timeout: 30_000,
    })
    .toBe('ok');

  // "Try again" on the open page renders it again from the server: the orders show, no reload needed
  await account.getByRole('button', { name: en.common.retry }).first().click();
  await expect(account.getByTestId('account-error')).toHaveCount(0, { timeout: 20_000 });
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`${base}/${lang}/my-account/my-orders`);
    await expect(page.getByTestId('account-error')).toHaveCount(0);
    await expectNoCrash(page);
  }
  for (const path of CACHED_PAGES) {
    const response = await page.goto(`${base}${path}`);
    expect(response?.status(), `${path} after recovery`).toBe(200);
  }

  // ---- 5. no order lost, none duplicated (the failed POST was neither retried nor queued)
  const relogged = await upstreamCall<{ CODE: number; token: string; UniqueID: string }>(
    request,
    'POST',
    'User/sign-in',
    { data: { email, password: PASSWORD } },
  );
  const ordersAfter = await upstreamCall<unknown[]>(request, 'GET', 'User/get-customer-orders', { user: relogged });
  expect(ordersAfter).toEqual(ordersBefore);
  await waitFor(`${upstreamUrl}/health`);
});

/**
 * A GET on a connection of its own. fetch keeps its connection alive: a first poll that lands before the server
 * closes would be answered again and again on that one socket, which a closing server still serves.
 */
function freshGet(url: string): Promise<string> {
  return new Promise((resolve) => {
    const req = get(url, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(`answered ${res.statusCode}`);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: Error & { code?: string }) => resolve(`refused (${e.code ?? e.name})`));
  });
}

/** Bytes that reached the upstream's port and wait unread: with the upstream stopped, a call the web has sent. */
function unreadBytesAt(port: number): number {
  const rows = execFileSync('ss', ['-Htn', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' });
  return rows
    .split('\n')
    .filter(Boolean)
    .reduce((sum, row) => sum + Number(row.trim().split(/\s+/)[0]), 0);
}

test('a SIGTERM in the middle of a submit: the web stops taking requests, finishes the submit, then exits', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = await signUp(page, base, {
    tag: 'shutdown',
    firstName: 'Sami',
    lastName: 'Stopped',
    upstream: upstreamUrl,
  });
  const items = await upstreamCall<{ MemID: number; IsBook: boolean; Price: number }[]>(
    request,
    'GET',
    'MambershipsAndBooks/get-memberships-and-books?type=0',
  );
  const item = items.find((i) => !i.IsBook && i.Price > 0)!;
  expect((await bff(page.request, '/api/cart/add', { ItemID: item.MemID, ItemType: 'membership' })).body.ok).toBe(true);

  // The upstream is paused (SIGSTOP): the web's submit waits on it, in flight, when the web is told to stop.
  const upstreamGroup = -upstream!.child.pid!;
  process.kill(upstreamGroup, 'SIGSTOP');
  let resumed = false;
  try {
    const submitting = bff(page.request, '/api/cart/submit', { terms: true, paymentMethod: 'pay_later' });
    await expect.poll(() => unreadBytesAt(UPSTREAM_PORT), { timeout: 10_000, intervals: [50] }).toBeGreaterThan(0);
    const exited = new Promise<number | null>((resolve) => web!.child.once('exit', (code) => resolve(code)));
    process.kill(-web!.child.pid!, 'SIGTERM');
    // It takes no new connection from now on (a file it serves without the upstream, which is paused).
    await expect
      .poll(() => freshGet(`${base}/icon.svg`), { intervals: [50] })
      .toMatch(/^refused \(ECONN(REFUSED|RESET)\)$/);

    process.kill(upstreamGroup, 'SIGCONT');
    resumed = true;
    const submitted = await submitting;
    expect(submitted.status).toBe(200);
    expect(submitted.body.ok).toBe(true);
    // Next's own handler (next start): close the server, let pending requests end, exit 128 + 15.
    expect(await exited).toBe(143);
  } finally {
    if (!resumed) process.kill(upstreamGroup, 'SIGCONT');
  }

  const user = await upstreamCall<{ token: string; UniqueID: string }>(request, 'POST', 'User/sign-in', {
    data: { email, password: PASSWORD },
  });
  const orders = await upstreamCall<unknown[]>(request, 'GET', 'User/get-customer-orders', { user });
  expect(orders).toHaveLength(1);
});
