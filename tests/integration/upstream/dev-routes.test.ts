// Item 1 of the hardening issue: the upstream's development routes exist only when the dev and test scripts switch
// them on (UPSTREAM_DEV_ROUTES=1), the server listens on 127.0.0.1 by default, and one-time codes and tokens never
// appear in a logged URL (the request log, /dev/requests).
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../upstream/src/app';
import { serveApp } from '../../../upstream/src/server';
import { call, createTestApp, headers, type TestContext } from './harness';
import { lastCode } from './user-helpers';

let on: TestContext;
let off: TestContext;
beforeAll(async () => {
  on = await createTestApp();
  off = await createTestApp({ config: { devRoutes: false } });
}, 180_000);
afterAll(async () => {
  await on?.close();
  await off?.close();
});

const DEV_ROUTES: [string, string][] = [
  ['GET', '/dev/outbox'],
  ['GET', '/dev/outbox?to=customer@institute.test'],
  ['GET', '/dev/requests'],
  ['POST', '/dev/requests/reset'],
  ['POST', '/dev/jobs/sweep'],
];

test.each(DEV_ROUTES)('without UPSTREAM_DEV_ROUTES, %s %s does not exist (404)', async (method, route) => {
  const r = await off.app.request(route, { method });
  expect(r.status).toBe(404);
  expect(JSON.stringify(await r.json())).not.toMatch(/otp|subject/i);
});

test.each(DEV_ROUTES)('with UPSTREAM_DEV_ROUTES=1 (dev and test scripts), %s %s answers', async (method, route) => {
  expect((await on.app.request(route, { method })).status).toBe(200);
});

test("the licence journey's hook (POST /dev/licence/expiry) exists only with the dev routes, and checks its body", async () => {
  const move = (ctx: TestContext, body: unknown) =>
    ctx.app.request('/dev/licence/expiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await move(off, { email: 'customer@institute.test', daysLeft: 30 })).status).toBe(404);
  expect((await move(on, { email: 'customer@institute.test', daysLeft: 'soon' })).status).toBe(400);
  // A customer without a recorded licence: nothing to move.
  expect((await move(on, { email: 'customer@institute.test', daysLeft: 30 })).status).toBe(404);
});

test('the server listens on 127.0.0.1 unless told otherwise', async () => {
  const running = await serveApp(off.app, { ...off.database, close: async () => undefined }, { port: 0, quiet: true });
  try {
    expect((running.server.address() as AddressInfo).address).toBe('127.0.0.1');
  } finally {
    await running.shutdown();
  }
});

test('a verify-otp call: its log line and /dev/requests hold neither the code nor the token', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = createApp({ db: on.database.db, config: on.config, logTo: sink });
  const email = 'log.check@example.test';
  const token = (await call(app, `/api/User/generate-otp?email=${encodeURIComponent(email)}`)).json.data as string;
  const otp = await lastCode(on, email);
  await call(app, '/dev/requests/reset', { method: 'POST' });
  const verified = await call(
    app,
    `/api/User/verify-otp?email=${encodeURIComponent(email)}&otp=${otp}&token=${encodeURIComponent(token)}`,
    { headers: await headers() },
  );
  expect(verified.json).toEqual({ data: 1 });

  const line = lines.find((l) => l.includes('/api/User/verify-otp'));
  expect(line).toBeDefined();
  for (const secret of [otp, token, encodeURIComponent(token), email, encodeURIComponent(email)])
    expect(line).not.toContain(secret);

  const seen = (await call(app, '/dev/requests')).json.data as { byUrl: Record<string, number> };
  const urls = Object.keys(seen.byUrl);
  expect(urls).toEqual(['/api/User/verify-otp?email=[redacted]&otp=[redacted]&token=[redacted]']);
});

test("/dev/requests?exceptNode= leaves out one caller's requests (a test's own direct calls)", async () => {
  await call(on.app, '/dev/requests/reset', { method: 'POST' });
  await on.app.request('/api/Shared/get-settings', { headers: { ...(await headers()), 'x-node': 'e2e' } });
  await on.app.request('/api/Shared/get-settings', { headers: { ...(await headers()), 'x-node': 'web-1' } });
  const all = (await call(on.app, '/dev/requests')).json.data as { total: number };
  const others = (await call(on.app, '/dev/requests?exceptNode=e2e')).json.data as {
    total: number;
    byUrl: Record<string, number>;
  };
  expect(all.total).toBe(2);
  expect(others).toMatchObject({ total: 1, byUrl: { '/api/Shared/get-settings': 1 } });
});
