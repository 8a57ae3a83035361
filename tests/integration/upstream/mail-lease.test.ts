// A mail whose sender died mid-send (issue 46, item 4): the row stays in 'sending'. Delivery is at least once
// (docs/adr/0010-mail-at-least-once.md): once the lease has expired the mail is sent again, exactly once however many
// instances sweep together, with the same Message-ID as the lost attempt; until then operators see it in /health
// and staff through System/mail-health. Two upstream instances share the database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL) and the outbox.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import { mailMessageId } from '../../../upstream/src/jobs/mail-log';
import { logger } from '../../../upstream/src/log';
import type { MailMessage } from '../../../upstream/src/mail/mailer';
import { add, as, createCustomers, signIn, STAFF, submit } from './cart-helpers';
import { createTestApp, setHeaderClock, type TestContext } from './harness';
import { mailsTo, movableClock, ofKind } from './lifecycle-helpers';
import { api } from './user-helpers';

jest.setTimeout(180_000);

const PROGRAM = 21;
const LEASE_SECONDS = 600;
const clock = movableClock();
let crashed: TestContext;
let b: TestContext;
let c: TestContext;
/** Resolves when the dying instance has handed its confirmation to the mail server. */
let handedOver: (m: MailMessage) => void;
const lost = new Promise<MailMessage>((resolve) => (handedOver = resolve));

beforeAll(async () => {
  setHeaderClock(clock.now);
  const config = { lifecycle: { mailLeaseSeconds: LEASE_SECONDS } } as never;
  // The first instance "dies" after its SMTP server took the confirmation: its send never returns.
  crashed = await createTestApp({
    clock: clock.now,
    config,
    mailer: (outbox) => ({
      async send(m) {
        const sent = await outbox.send(m);
        if (m.meta?.kind !== 'order-confirmation') return sent;
        handedOver(m);
        return new Promise<never>(() => undefined);
      },
    }),
  });
  const shared = { database: crashed.database, dataDir: crashed.config.dataDir, clock: clock.now, config };
  [b, c] = await Promise.all([createTestApp(shared), createTestApp(shared)]);
});
afterAll(async () => {
  await Promise.all([b.close(), c.close()]);
  await crashed.close();
});

const health = async (t: TestContext) => (await t.app.request('/health')).json();

test('a mail left in sending past its lease is sent again once, with the same Message-ID; stuck mail is counted', async () => {
  await crashed.database.db.update(s.programs).set({ seatsAvailable: 20 }).where(eq(s.programs.id, PROGRAM));
  const [who] = await createCustomers(crashed, 1, 'lease');
  const [user] = await crashed.database.db.select().from(s.users).where(eq(s.users.uniqueId, who!.userId));
  expect((await add(crashed, who!, PROGRAM, 'program')).json).toEqual({ data: 1 });
  const order = await submit(crashed, who!);
  expect(order.status).toBe(200);
  const key = `order-confirmation:${order.json.data.OrderUniqueID}`;

  void crashed.app.jobs.drain(); // never finishes: the instance died in the middle of the send
  const first = await lost;
  expect(first.messageId).toBe(mailMessageId(key));
  const row = async () =>
    (await crashed.database.db.select().from(s.mailLog).where(eq(s.mailLog.key, key)).limit(1))[0]!;
  expect(await row()).toMatchObject({ status: 'sending', attempts: 1 });

  // Within its lease the sender may still be alive: nothing is counted, nothing is sent again.
  await Promise.all([b.app.jobs.tick(), c.app.jobs.tick()]);
  expect((await health(b)).mail).toEqual({ stuck: 0, failed: 0 });
  expect(ofKind(await mailsTo(b, user!.email), 'order-confirmation')).toHaveLength(1);

  // Past its lease: operators see it in /health, staff through the extension endpoint.
  clock.advance((LEASE_SECONDS + 1) * 1000);
  expect((await health(b)).mail).toEqual({ stuck: 1, failed: 0 });
  const staff = await signIn(b, STAFF);
  const counted = await api(b, 'System/mail-health', { as: as(staff) });
  expect(counted.status).toBe(200);
  expect(counted.json.data).toMatchObject({ Stuck: 1, Failed: 0 });
  expect(counted.json.data.OldestStuckSince).toEqual(expect.any(String));
  expect((await api(b, 'System/mail-health', { as: as(who!) })).status).toBe(403);

  // Two instances sweep and drain together: the mail goes out once more, with the same Message-ID, and a warning
  // names it.
  const warn = jest.spyOn(logger, 'warn');
  await Promise.all([b.app.jobs.tick(), c.app.jobs.tick()]);
  await Promise.all([b.app.jobs.drain(), c.app.jobs.drain()]);
  expect(warn).toHaveBeenCalledWith(expect.objectContaining({ key, attempts: 1 }));
  warn.mockRestore();
  const copies = ofKind(await mailsTo(b, user!.email), 'order-confirmation');
  expect(copies).toHaveLength(2);
  expect(copies.map((m) => m.parsed.messageId)).toEqual([mailMessageId(key), mailMessageId(key)]);
  const header = /^Message-ID:\s+(\S+)/m.exec(fs.readFileSync(copies[1]!.eml!, 'utf8'))?.[1];
  expect(header).toBe(mailMessageId(key));
  expect(await row()).toMatchObject({ status: 'sent', attempts: 2, leaseUntil: null });
  expect((await health(c)).mail).toEqual({ stuck: 0, failed: 0 });

  // Later sweeps leave it alone.
  clock.advance((LEASE_SECONDS + 1) * 1000);
  await Promise.all([b.app.jobs.tick(), c.app.jobs.tick()]);
  expect(ofKind(await mailsTo(c, user!.email), 'order-confirmation')).toHaveLength(2);
});
