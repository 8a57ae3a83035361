// Operational routes of upstream/src/routes/system.ts: /health's database check and the e2e-only /dev/sql hook,
// which exists only with the dev routes on and when the process is started with UPSTREAM_DEV_SQL=1 (config.devSql).
import { createTestApp, type TestContext } from './harness';

let plain: TestContext;
let withSql: TestContext;
beforeAll(async () => {
  plain = await createTestApp();
  withSql = await createTestApp({ config: { devSql: true } });
}, 180_000);
afterAll(async () => {
  await plain?.close();
  await withSql?.close();
});

test('/health reports the database round trip', async () => {
  const r = await plain.app.request('/health');
  expect(r.status).toBe(200);
  const body = await r.json();
  expect(body).toMatchObject({ status: 'ok', db: 'ok' });
  expect(typeof body.dbMs).toBe('number');
});

test('/health answers 503 when the database fails', async () => {
  const broken = await createTestApp();
  await broken.database.close();
  const r = await broken.app.request('/health');
  expect(r.status).toBe(503);
  expect(await r.json()).toEqual({ status: 'error', db: 'unreachable' });
  await broken.close().catch(() => undefined);
});

test('/dev/sql does not exist unless UPSTREAM_DEV_SQL=1', async () => {
  const r = await plain.app.request('/dev/sql', {
    method: 'POST',
    body: JSON.stringify({ sql: 'select 1 as one' }),
    headers: { 'content-type': 'application/json' },
  });
  expect(r.status).toBe(404);
});

test('/dev/sql runs a statement when enabled (e2e content changes), and refuses a bad body', async () => {
  const r = await withSql.app.request('/dev/sql', {
    method: 'POST',
    body: JSON.stringify({ sql: 'select 1 as one' }),
    headers: { 'content-type': 'application/json' },
  });
  expect(r.status).toBe(200);
  expect(await r.json()).toEqual({ data: [{ one: 1 }] });
  const bad = await withSql.app.request('/dev/sql', {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  expect(bad.status).toBe(400);
});
