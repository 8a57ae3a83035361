// Order e-mails through the real upstream, its job queue (pg-boss on PGlite, or PostgreSQL with TEST_DATABASE_URL)
// and its outbox: one confirmation per checkout with the tax invoice attached (the site's lib/pdf document),
// payment received with the receipt, payment failed with the pay link, the credit note; each message once.
import { eq, sql } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import { refundOrder } from '../../../upstream/src/services/commerce/orders';
import { add, createCustomers, orderRow, setProgram, submit, type Who } from './cart-helpers';
import { createTestApp, type TestContext } from './harness';
import { mailsTo, ofKind, payByCard, pdfText } from './lifecycle-helpers';

jest.setTimeout(180_000);

let t: TestContext;
const PROGRAM = 11;

beforeAll(async () => {
  t = await createTestApp();
  await setProgram(t, PROGRAM, { priceFils: 150000, seatsAvailable: 20 });
});
afterAll(async () => t.close());

async function customer(lang: 'en' | 'ar' = 'en'): Promise<Who & { email: string }> {
  const [who] = await createCustomers(t, 1, 'mails');
  await t.database.db.update(s.users).set({ preferredLanguage: lang }).where(eq(s.users.uniqueId, who!.userId));
  const [u] = await t.database.db.select().from(s.users).where(eq(s.users.uniqueId, who!.userId));
  return { ...who!, email: u!.email };
}

async function checkout(who: Who, method: 'online' | 'pay_later') {
  expect((await add(t, who, PROGRAM, 'program')).json).toEqual({ data: 1 });
  const r = await submit(t, who, `paymentMethod=${method}&trn=-`);
  expect(r.status).toBe(200);
  return r.json.data.OrderUniqueID as string;
}

test('a card checkout: one confirmation with the tax invoice PDF (number and total), then the receipt', async () => {
  const who = await customer();
  const oid = await checkout(who, 'online');
  expect((await payByCard(t, oid, who.userId)).status).toBe(303);
  await t.app.jobs.drain();
  await t.app.jobs.drain(); // a second run sends nothing again

  const order = await orderRow(t, oid);
  const mails = await mailsTo(t, who.email);
  const confirmations = ofKind(mails, 'order-confirmation');
  expect(confirmations).toHaveLength(1);
  const c = confirmations[0]!;
  expect(c.subject).toBe(`Order confirmation No. ${order.orderNumber}`);
  expect(c.parsed.html).toContain('dir="ltr"');
  expect(c.parsed.text).toContain('AED 1,575.00');
  const invoice = c.parsed.attachments.find((a) => a.contentType === 'application/pdf');
  expect(invoice?.filename).toBe(`Invoice-${order.orderNumber}.pdf`);
  const text = pdfText(invoice!.content);
  expect(text).toMatch(/Tax Invoice/i);
  expect(text).toContain(String(order.orderNumber));
  expect(text).toContain('1,575.00');

  const receipts = ofKind(mails, 'payment-received');
  expect(receipts).toHaveLength(1);
  const receipt = receipts[0]!.parsed.attachments.find((a) => a.contentType === 'application/pdf');
  expect(receipt?.filename).toBe(`Receipt-${order.orderNumber}.pdf`);
  expect(pdfText(receipt!.content)).toContain(String(order.orderNumber));
});

test('a pay-later checkout in Arabic: one confirmation, RTL, invoice attached, how and by when to pay', async () => {
  const who = await customer('ar');
  const oid = await checkout(who, 'pay_later');
  await t.app.jobs.drain();
  const order = await orderRow(t, oid);
  const confirmations = ofKind(await mailsTo(t, who.email), 'order-confirmation');
  expect(confirmations).toHaveLength(1);
  const c = confirmations[0]!;
  expect(c.subject).toBe(`تأكيد الطلب رقم ${order.orderNumber}`);
  expect(c.parsed.html).toContain('dir="rtl"');
  expect(c.parsed.text).toContain('آخر موعد للدفع');
  expect(c.parsed.text).toContain(`/ar/payment-link/${order.paymentLinkToken}`);
  const invoice = c.parsed.attachments.find((a) => a.contentType === 'application/pdf');
  const text = pdfText(invoice!.content);
  expect(text).toContain(String(order.orderNumber));
  expect(text).toContain('1,575.00');
});

test('a declined card: payment failed with the pay link; a refund: the credit note attached', async () => {
  const who = await customer();
  const oid = await checkout(who, 'online');
  expect((await payByCard(t, oid, who.userId, '4000 0000 0000 0002')).status).toBe(303);
  await t.app.jobs.drain();
  const order = await orderRow(t, oid);
  const failed = ofKind(await mailsTo(t, who.email), 'payment-failed');
  expect(failed).toHaveLength(1);
  expect(failed[0]!.parsed.text).toContain(`/en/payment-link/${order.paymentLinkToken}`);

  expect((await payByCard(t, oid, who.userId)).status).toBe(303);
  expect(await refundOrder(t.database.db, oid)).toBe(true);
  await t.app.jobs.drain();
  const credit = ofKind(await mailsTo(t, who.email), 'credit-note');
  expect(credit).toHaveLength(1);
  const pdf = credit[0]!.parsed.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf?.filename).toBe(`CreditNote-${order.orderNumber}.pdf`);
  expect(pdfText(pdf!.content)).toMatch(/Credit Note/i);
});

test('two upstream instances on one database: each queued e-mail is sent once', async () => {
  const second = await createTestApp({ database: t.database, dataDir: t.config.dataDir });
  try {
    const buyers = await Promise.all([customer(), customer(), customer()]);
    const oids: string[] = [];
    for (const who of buyers) oids.push(await checkout(who, 'pay_later'));
    // Both instances flush and work the queue at the same moment.
    await Promise.all([t.app.jobs.drain(), second.app.jobs.drain(), t.app.jobs.drain(), second.app.jobs.drain()]);
    for (const who of buyers) {
      const mails = await mailsTo(t, who.email);
      expect(ofKind(mails, 'order-confirmation')).toHaveLength(1);
      expect(ofKind(mails, 'invitation')).toHaveLength(1);
    }
  } finally {
    await second.close();
  }
});

test('a failed send is retried with backoff and then sent once', async () => {
  let failures = 1;
  const flaky = await createTestApp({
    database: t.database,
    dataDir: t.config.dataDir,
    mailer: (outbox) => ({
      async send(m) {
        if (m.meta?.kind === 'order-confirmation' && failures > 0) {
          failures -= 1;
          throw new Error('SMTP 451 try again later');
        }
        return outbox.send(m);
      },
    }),
  });
  try {
    const who = await customer();
    const oid = await checkout(who, 'pay_later');
    await flaky.app.jobs.drain();
    const key = `order-confirmation:${oid}`;
    const [row] = await t.database.db.select().from(s.mailLog).where(eq(s.mailLog.key, key));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, error: 'SMTP 451 try again later' });
    expect(ofKind(await mailsTo(t, who.email), 'order-confirmation')).toHaveLength(0);
    // pg-boss holds the retry back (30 s, doubling): nothing is sent before its time.
    const jobs = (await t.database.db.execute(
      sql`select state, retry_count, start_after > now() as later from pgboss.job where data->>'key' = ${key}`,
    )) as unknown as { rows: unknown[] };
    expect(jobs.rows).toEqual([{ state: 'retry', retry_count: 0, later: true }]);
    await flaky.app.jobs.drain();
    expect(ofKind(await mailsTo(t, who.email), 'order-confirmation')).toHaveLength(0);
    // Time passes for the queue (its backoff runs on the database clock); the retry sends it, once.
    await t.database.db.execute(sql`update pgboss.job set start_after = now() where data->>'key' = ${key}`);
    await flaky.app.jobs.drain();
    await flaky.app.jobs.drain();
    expect(ofKind(await mailsTo(t, who.email), 'order-confirmation')).toHaveLength(1);
    const [sent] = await t.database.db.select().from(s.mailLog).where(eq(s.mailLog.key, key));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null });
  } finally {
    await flaky.close();
  }
});
