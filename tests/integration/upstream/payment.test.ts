// The hosted test card page (/payment/card) and the pay link (/payment/pay-link) on the real upstream app.
import { eq } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import { seedOrderIds } from '../../../upstream/src/seed/commerce';
import { dubaiDay } from '../../../upstream/src/seed/seed-database';
import { add, createCustomers, orderRow, seatsOf, setProgram, submit, type Who } from './cart-helpers';
import { createTestApp, type TestContext } from './harness';

let t: TestContext;
let buyer: Who;
const PROGRAM = 11;
const SITE = 'http://localhost:3000'; // the config default (SITE_URL unset in tests)

beforeAll(async () => {
  t = await createTestApp();
  await setProgram(t, PROGRAM, { priceFils: 150000, seatsAvailable: 20 });
});
afterAll(async () => t.close());
beforeEach(async () => {
  [buyer] = await createCustomers(t, 1);
});

async function onlineOrder(who: Who = buyer): Promise<string> {
  expect((await add(t, who, PROGRAM, 'program')).json).toEqual({ data: 1 });
  const r = await submit(t, who, 'paymentMethod=online&trn=-');
  expect(r.status).toBe(200);
  return r.json.data.OrderUniqueID;
}

const cardUrl = (oid: string, uid: string, lang = 'en') => `/payment/card?uid=${uid}&oid=${oid}&lang=${lang}&env=test`;

async function pay(
  oid: string,
  uid: string,
  card: Partial<Record<'name' | 'number' | 'expiry' | 'cvc', string>>,
  lang = 'en',
) {
  const form = new URLSearchParams({
    name: 'Layla Haddad',
    number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    ...card,
  });
  return t.app.request(cardUrl(oid, uid, lang), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

test('the card page: a bilingual self-contained form for an unpaid order of that user, RTL in Arabic', async () => {
  const oid = await onlineOrder();
  const en = await t.app.request(cardUrl(oid, buyer.userId));
  expect(en.status).toBe(200);
  expect(en.headers.get('content-type')).toMatch(/text\/html/);
  expect(en.headers.get('cache-control')).toBe('no-store');
  const html = await en.text();
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toContain('AED 1,575.00');
  for (const name of ['name', 'number', 'expiry', 'cvc']) expect(html).toContain(`name="${name}"`);
  expect(html).not.toMatch(/<(script|link|img)\b/);
  const ar = await (await t.app.request(cardUrl(oid, buyer.userId, 'ar'))).text();
  expect(ar).toContain('<html lang="ar" dir="rtl">');
  expect(ar).toContain('الدفع الآمن بالبطاقة');
  // Someone else's uid, or an unknown order: the invalid-link page, 404.
  const [other] = await createCustomers(t, 1);
  const wrong = await t.app.request(cardUrl(oid, other!.userId));
  expect(wrong.status).toBe(404);
  expect(await wrong.text()).toContain('Invalid or Expired Link');
  expect((await t.app.request(cardUrl('nope', buyer.userId))).status).toBe(404);
});

test('4242…: paid (status 2, received now, Card), payment row, 303 to the site; paying again charges nothing', async () => {
  const oid = await onlineOrder();
  const seats = await seatsOf(t, PROGRAM);
  const before = Date.now();
  const res = await pay(oid, buyer.userId, {}, 'ar');
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`${SITE}/ar/payment?status=success&oid=${oid}`);
  const o = await orderRow(t, oid);
  expect(o).toMatchObject({ statusId: 2, paymentReceiveType: 'Card', seatsHeld: true });
  expect(o.paymentReceivedDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(await seatsOf(t, PROGRAM)).toBe(seats);
  const rows = await t.database.db.select().from(s.payments).where(eq(s.payments.orderId, o.id));
  expect(rows.map((p) => [p.status, p.cardLast4, p.amountFils])).toEqual([['succeeded', '4242', 157500]]);

  const twice = await pay(oid, buyer.userId, {});
  expect(twice.status).toBe(303);
  expect(twice.headers.get('location')).toBe(`${SITE}/en/payment?status=success&oid=${oid}`);
  expect(await t.database.db.select().from(s.payments).where(eq(s.payments.orderId, o.id))).toHaveLength(1);
  const page = await t.app.request(cardUrl(oid, buyer.userId));
  expect(page.status).toBe(303);
  // A paid order is not cancelled.
  const { cancelOrder } = await import('../../../upstream/src/services/commerce/orders');
  expect(await cancelOrder(t.database.db, oid)).toBe(false);
  expect((await orderRow(t, oid)).statusId).toBe(2);
});

test('4000…0002: declined, seat released, order stays unpaid and payable; paid later it takes the seat again', async () => {
  const oid = await onlineOrder();
  const seats = await seatsOf(t, PROGRAM);
  const res = await pay(oid, buyer.userId, { number: '4000000000000002' });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`${SITE}/en/payment?status=failed&oid=${oid}`);
  expect(await orderRow(t, oid)).toMatchObject({ statusId: 1, seatsHeld: false, paymentReceivedDate: null });
  expect(await seatsOf(t, PROGRAM)).toBe(seats + 1);
  // A second decline does not release twice.
  await pay(oid, buyer.userId, { number: '4000 0000 0000 0002' });
  expect(await seatsOf(t, PROGRAM)).toBe(seats + 1);

  const ok = await pay(oid, buyer.userId, {});
  expect(ok.headers.get('location')).toContain('status=success');
  expect(await orderRow(t, oid)).toMatchObject({ statusId: 2, seatsHeld: true });
  expect(await seatsOf(t, PROGRAM)).toBe(seats);
  const o = await orderRow(t, oid);
  const rows = await t.database.db.select().from(s.payments).where(eq(s.payments.orderId, o.id));
  expect(rows.map((p) => p.status).sort()).toEqual(['failed', 'failed', 'succeeded']);
});

test('declined, then the program filled up: paying later fails (no charge, still unpaid)', async () => {
  const oid = await onlineOrder();
  await pay(oid, buyer.userId, { number: '4000000000000002' });
  const seats = await seatsOf(t, PROGRAM);
  await setProgram(t, PROGRAM, { seatsAvailable: 0 });
  try {
    const res = await pay(oid, buyer.userId, {});
    expect(res.headers.get('location')).toBe(`${SITE}/en/payment?status=failed&oid=${oid}`);
    expect(await orderRow(t, oid)).toMatchObject({ statusId: 1, seatsHeld: false });
    expect(await seatsOf(t, PROGRAM)).toBe(0);
  } finally {
    await setProgram(t, PROGRAM, { seatsAvailable: seats });
  }
});

test('invalid form input: 422 with translated field errors, nothing recorded', async () => {
  const oid = await onlineOrder();
  const res = await pay(oid, buyer.userId, { name: ' ', number: '4111 1111 1111 1111', expiry: '01/20', cvc: '12' });
  expect(res.status).toBe(422);
  const html = await res.text();
  for (const msg of ['Please enter the name on the card', 'Invalid card number', 'Invalid expiry date', 'Invalid CVC'])
    expect(html).toContain(msg);
  const ar = await (await pay(oid, buyer.userId, { number: '1234' }, 'ar')).text();
  expect(ar).toContain('رقم البطاقة غير صحيح');
  const o = await orderRow(t, oid);
  expect(o.statusId).toBe(1);
  expect(await t.database.db.select().from(s.payments).where(eq(s.payments.orderId, o.id))).toHaveLength(0);
});

test('pay link: 302 to the card page of its order; paid or unknown → 404 Invalid or Expired Link', async () => {
  const oid = await onlineOrder();
  const token = (await orderRow(t, oid)).paymentLinkToken!;
  const res = await t.app.request(`/payment/pay-link?id=${token}&env=test`);
  expect(res.status).toBe(302);
  const loc = new URL(res.headers.get('location')!, 'http://upstream.test');
  expect(loc.pathname).toBe('/payment/card');
  expect(Object.fromEntries(loc.searchParams)).toEqual({ uid: buyer.userId, oid, lang: 'en', env: 'test' });
  expect((await t.app.request(`${loc.pathname}${loc.search}`)).status).toBe(200);

  await pay(oid, buyer.userId, {});
  const paid = await t.app.request(`/payment/pay-link?id=${token}&env=test&lang=ar`);
  expect(paid.status).toBe(404);
  expect(await paid.text()).toContain('الرابط غير صالح أو منتهي الصلاحية');
  expect((await t.app.request('/payment/pay-link?id=unknown-token&env=test')).status).toBe(404);
});

test("the seeded unpaid order of the demo customer is payable through its link (in the customer's language)", async () => {
  const ids = seedOrderIds(dubaiDay(new Date()));
  const res = await t.app.request(`/payment/pay-link?id=${ids.payLinkToken}&env=test`);
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toContain(`oid=${ids.unpaid}`);
  expect(res.headers.get('location')).toContain('lang=ar');
  expect((await orderRow(t, ids.paid)).statusId).toBe(2);
  expect(await orderRow(t, ids.refunded)).toMatchObject({ statusId: 4, refundDate: expect.any(Date) });
});
