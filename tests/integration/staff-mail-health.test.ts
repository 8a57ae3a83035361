/**
 * The e-mail outbox as staff see it (issue 46, item 4): lib/upstream's getMailHealth against the real upstream
 * (PGlite, served over HTTP), with the staff session's context. A mail left in 'sending' by a sender that died, once its
 * lease is over, counts as stuck since it was queued; a failed one as failed; a customer is refused.
 */
import { getMailHealth } from '@/lib/upstream/staff';
import { reloadSettings } from '@/lib/settings';
import { setEnv } from '../support/settings-env';
import { serveApp, type RunningServer } from '../../upstream/src/server';
import * as schema from '../../upstream/src/db/schema';
import { ANON_TOKEN, SIGNING_SECRET, createTestApp, type TestContext } from './upstream/harness';
import { CUSTOMER, STAFF, signIn, type Who } from './upstream/cart-helpers';

jest.mock('next/cache', () => ({ unstable_cache: (fn: (...a: unknown[]) => unknown) => fn }));
jest.setTimeout(120_000);

let t: TestContext;
let server: RunningServer;
let staff: Who;
let customer: Who;
const saved = { ...process.env };
const as = (who: Who) => ({ userId: who.userId, token: who.token, lang: 'en' as const });

beforeAll(async () => {
  t = await createTestApp();
  server = await serveApp(t.app, t.database, { port: 0, hostname: '127.0.0.1', quiet: true });
  setEnv({
    UPSTREAM_URL: `http://127.0.0.1:${server.port}`,
    UPSTREAM_SIGNING_SECRET: SIGNING_SECRET,
    UPSTREAM_ANON_TOKEN: ANON_TOKEN,
  });
  staff = await signIn(t, STAFF);
  customer = await signIn(t, CUSTOMER);
});

afterAll(async () => {
  process.env = saved;
  reloadSettings();
  await server?.shutdown('test done'); // closes the database too
});

test('nothing stuck or failed on a fresh outbox; a dead sender past its lease and a failure are counted', async () => {
  await t.database.db.delete(schema.mailLog);
  expect(await getMailHealth(as(staff))).toEqual({
    ok: true,
    data: { Stuck: 0, OldestStuckSince: null, Failed: 0 },
  });

  const queued = new Date(Date.now() - 3_600_000);
  await t.database.db.insert(schema.mailLog).values([
    // its sender died an hour ago; the lease ended a minute ago
    {
      key: 'stuck-1',
      kind: 'order-confirmation',
      status: 'sending',
      createdAt: queued,
      leaseUntil: new Date(Date.now() - 60_000),
    },
    // still being sent: its lease holds
    { key: 'sending-1', kind: 'order-confirmation', status: 'sending', leaseUntil: new Date(Date.now() + 600_000) },
    { key: 'failed-1', kind: 'order-confirmation', status: 'failed', error: 'SMTP 554' },
  ]);
  expect(await getMailHealth(as(staff))).toEqual({
    ok: true,
    data: { Stuck: 1, OldestStuckSince: queued.toISOString(), Failed: 1 },
  });
});

test('a customer is refused by the upstream', async () => {
  const refused = await getMailHealth(as(customer));
  expect(refused.ok).toBe(false);
  expect(refused.ok ? null : refused.error.status).toBe(403);
});
