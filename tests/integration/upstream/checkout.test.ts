// Cart/submit-order and Cart/get-order on the real upstream app: one transaction that re-prices, holds seats, takes
// the voucher use and empties the cart; idempotent resubmits; the 409 codes; races for the last seats and voucher uses
// (meaningful on PostgreSQL with TEST_DATABASE_URL; they must hold on PGlite too).
import { eq } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import { cancelOrder } from '../../../upstream/src/services/commerce/orders';
import {
  add,
  as,
  cart,
  createCustomers,
  orderRow,
  seatsOf,
  setProgram,
  signIn,
  STAFF,
  submit,
  voucherUses,
  type Who,
} from './cart-helpers';
import { createTestApp, type TestContext } from './harness';
import { api, watchContractDrift } from './user-helpers';

jest.setTimeout(180_000);

let t: TestContext;
let buyer: Who;
const PROGRAM = 5;

watchContractDrift();
beforeAll(async () => {
  t = await createTestApp();
  await setProgram(t, PROGRAM, {
    priceFils: 100000,
    examPriceFils: 20000,
    hasExam: true,
    withExam: false,
    seatsAvailable: 30,
  });
});
afterAll(async () => t.close());
beforeEach(async () => {
  [buyer] = await createCustomers(t, 1);
});

test('pay later: order with server prices and lines, seat held, cart emptied, get-order for the owner only', async () => {
  await add(t, buyer, PROGRAM, 'program');
  await add(t, buyer, PROGRAM, 'exam');
  // The client cannot influence prices: the order is priced from the catalogue at submission.
  await setProgram(t, PROGRAM, { priceFils: 110000 });
  const seats = await seatsOf(t, PROGRAM);
  // A buyer who gives a TRN has a billing address on file (a registered buyer's tax invoice names it).
  const billing = {
    CompanyName: 'Checkout Test L.L.C.',
    TRN: '100200300400500',
    TradeLicenseNumber: null,
    Address: {
      Line1: 'Office 5, Tower 2',
      Line2: null,
      City: 'Dubai',
      Emirate: 'Dubai',
      POBox: null,
      CountryCode: 'AE',
    },
  };
  expect((await api(t, 'User/set-billing-details', { body: billing, as: as(buyer) })).status).toBe(200);
  const r = await submit(t, buyer, 'paymentMethod=pay_later&trn=100200300400500');
  expect(r.status).toBe(200);
  // 1100 + 200, VAT 55 + 10.
  expect(r.json.data.Total).toBe(1365);
  expect(await seatsOf(t, PROGRAM)).toBe(seats - 1);
  expect((await cart(t, buyer)).summary.CNT).toBe(0);
  const o = await orderRow(t, r.json.data.OrderUniqueID);
  expect(o).toMatchObject({
    statusId: 1,
    paymentMethod: 'pay_later',
    subTotalFils: 130000,
    vatFils: 6500,
    totalFils: 136500,
    trn: '100200300400500',
    seatsHeld: true,
  });
  // Pay later can be paid by card before its deadline: it has a payment link too (order e-mails carry it).
  expect(o.paymentLinkToken).toMatch(/^[\w-]{32}$/);
  expect(o.orderNumber).toBeGreaterThan(100000);

  const g = await api(t, `Cart/get-order?oid=${o.uniqueId}&uid=${buyer.userId}`);
  expect(g.status).toBe(200);
  expect(g.json.data.order).toMatchObject({
    OrderID: o.orderNumber,
    OrderUniqueID: o.uniqueId,
    PaymentStatusID: 1,
    OrderTotal: 1365,
    SubTotal: 1300,
    VAT: 65,
    TRN: '100200300400500',
    Receipt: null,
    PaymentLink: `/payment-link/${o.paymentLinkToken}`, // pay later can be paid by card before its deadline
  });
  expect(g.json.data.items.map((i: any) => [i.ItemType, i.Price, i.TAX])).toEqual([
    ['program', 1100, 55],
    ['exam', 200, 10],
  ]);
  expect(g.json.data.items[0].StartDate_DESC).toEqual(expect.any(String));
  // My Account lists it the same way.
  const list = await api(t, 'User/get-customer-orders', { as: as(buyer) });
  expect(list.json.data[0]).toEqual(g.json.data.order);
  // Another user's pair, or an unknown oid: 404, never a hint that the order exists.
  const [other] = await createCustomers(t, 1);
  expect((await api(t, `Cart/get-order?oid=${o.uniqueId}&uid=${other.userId}`)).json).toEqual({
    error: { code: 'not_found' },
  });
  expect((await api(t, `Cart/get-order?oid=not-a-uuid&uid=${buyer.userId}`)).status).toBe(404);
  await setProgram(t, PROGRAM, { priceFils: 100000 });
});

test('online: a payment link token; total 0 is paid at once', async () => {
  await add(t, buyer, PROGRAM, 'program');
  const r = await submit(t, buyer, 'paymentMethod=online&trn=-');
  const o = await orderRow(t, r.json.data.OrderUniqueID);
  expect(o).toMatchObject({ statusId: 1, paymentMethod: 'online', trn: null });
  expect(o.paymentLinkToken).toMatch(/^[\w-]{20,}$/);

  await t.database.db.update(s.membershipsBooks).set({ priceFils: 0 }).where(eq(s.membershipsBooks.id, 3));
  await add(t, buyer, 3, 'membership');
  const free = await submit(t, buyer, 'paymentMethod=online&trn=-');
  expect(free.json.data.Total).toBe(0);
  expect(await orderRow(t, free.json.data.OrderUniqueID)).toMatchObject({
    statusId: 2,
    paymentLinkToken: null,
    paymentReceivedDate: expect.any(Date),
  });
});

test('double submit (sequential and concurrent) gives ONE order; an empty cart otherwise is 409 cart_empty', async () => {
  const [fresh] = await createCustomers(t, 1);
  expect((await submit(t, fresh)).json).toEqual({ error: { code: 'cart_empty' } });

  await add(t, buyer, PROGRAM, 'program');
  const seats = await seatsOf(t, PROGRAM);
  const [a, b] = await Promise.all([submit(t, buyer), submit(t, buyer)]);
  expect(a.status).toBe(200);
  expect(b.status).toBe(200);
  expect(b.json.data.OrderUniqueID).toBe(a.json.data.OrderUniqueID);
  const again = await submit(t, buyer);
  expect(again.json.data.OrderUniqueID).toBe(a.json.data.OrderUniqueID);
  const mine = await t.database.db.select().from(s.orders).where(eq(s.orders.userId, buyer.userId));
  expect(mine).toHaveLength(1);
  expect(await seatsOf(t, PROGRAM)).toBe(seats - 1);
  expect(await submit(t, buyer, 'paymentMethod=bogus&trn=-')).toMatchObject({ status: 400 });
});

test('a book needs a saved shipping address of the user: 409 address_required, then copied onto the order', async () => {
  await add(t, buyer, 6, 'book');
  expect((await submit(t, buyer)).json).toEqual({ error: { code: 'address_required' } });
  const saved = await api(t, 'User/save-address', {
    body: {
      AddressID: null,
      Label: 'Home',
      FullName: 'Buyer Test',
      Phone: '+971501112233',
      Line1: 'Villa 12, Street 4',
      Line2: null,
      City: 'Dubai',
      Emirate: 'Dubai',
      IsDefault: true,
    },
    as: as(buyer),
  });
  expect(saved.status).toBe(200);
  const [other] = await createCustomers(t, 1);
  const foreign = await api(t, 'User/save-address', {
    body: {
      AddressID: null,
      Label: 'Work',
      FullName: 'Other',
      Phone: '+971501112234',
      Line1: 'Office 1',
      Line2: null,
      City: 'Dubai',
      Emirate: 'Dubai',
      IsDefault: true,
    },
    as: as(other),
  });
  expect(
    (await submit(t, buyer, `paymentMethod=pay_later&trn=-&addressId=${foreign.json.data.AddressID}`)).json,
  ).toEqual({ error: { code: 'address_required' } });
  expect((await cart(t, buyer)).summary.CNT).toBe(1);
  const r = await submit(t, buyer, `paymentMethod=pay_later&trn=-&addressId=${saved.json.data.AddressID}`);
  expect(r.status).toBe(200);
  expect((await orderRow(t, r.json.data.OrderUniqueID)).shippingAddress).toMatchObject({
    Line1: 'Villa 12, Street 4',
    City: 'Dubai',
    FullName: 'Buyer Test',
  });
});

test('the last seat goes to one buyer; the other gets 409 fully_booked and keeps the cart', async () => {
  await setProgram(t, 7, { seatsAvailable: 1 });
  const [x, y] = await createCustomers(t, 2);
  await add(t, x!, 7, 'program');
  await add(t, y!, 7, 'program');
  expect((await submit(t, x!)).status).toBe(200);
  const r = await submit(t, y!);
  expect(r.status).toBe(409);
  expect(r.json).toEqual({ error: { code: 'fully_booked' } });
  expect(await seatsOf(t, 7)).toBe(0);
  expect((await cart(t, y!)).summary.CNT).toBe(1);
});

test('a program that fills between add and submit: 409 fully_booked, never cart_empty; the whole cart stays', async () => {
  await setProgram(t, 8, { seatsAvailable: 1 });
  const [x, y, z] = await createCustomers(t, 3);
  expect((await add(t, y!, 8, 'program')).json).toEqual({ data: 1 });
  expect((await add(t, y!, 2, 'membership')).json).toEqual({ data: 1 });
  expect((await add(t, x!, 8, 'program')).json).toEqual({ data: 1 });
  expect((await submit(t, x!)).status).toBe(200);
  for (let attempt = 0; attempt < 2; attempt++) {
    const r = await submit(t, y!);
    expect(r.json).toEqual({ error: { code: 'fully_booked' } });
  }
  const kept = await cart(t, y!);
  expect(kept.cart.items.map((i: any) => [i.ItemType, i.ItemID])).toEqual([
    ['program', 8],
    ['membership', 2],
  ]);
  // Re-adding the full program says full (2), not "already purchased".
  expect((await add(t, z!, 8, 'program')).json).toEqual({ data: 2 });
});

test('a voucher that expired after it was applied: 409 promo_invalid, the voucher leaves the cart, nothing else changes', async () => {
  await add(t, buyer, PROGRAM, 'program');
  await api(t, 'Cart/get-cart-promo-code?promoCode=WELCOME10', { as: as(buyer) });
  const uses = await voucherUses(t, 'WELCOME10');
  const seats = await seatsOf(t, PROGRAM);
  await t.database.db.update(s.vouchers).set({ active: false }).where(eq(s.vouchers.code, 'WELCOME10'));
  try {
    expect((await submit(t, buyer)).json).toEqual({ error: { code: 'promo_invalid' } });
    expect(await seatsOf(t, PROGRAM)).toBe(seats);
    expect(await voucherUses(t, 'WELCOME10')).toBe(uses);
    const c = await cart(t, buyer);
    expect(c.summary).toMatchObject({ CNT: 1, Discount: 0 });
  } finally {
    await t.database.db.update(s.vouchers).set({ active: true }).where(eq(s.vouchers.code, 'WELCOME10'));
  }
  // The retry goes through at the full price, without the voucher.
  const r = await submit(t, buyer);
  expect(await orderRow(t, r.json.data.OrderUniqueID)).toMatchObject({ voucherCode: null, discountFils: 0 });
});

test('cancelOrder: status 3, seat released, voucher use returned; a second cancel changes nothing', async () => {
  await add(t, buyer, PROGRAM, 'program');
  await api(t, 'Cart/get-cart-promo-code?promoCode=WELCOME10', { as: as(buyer) });
  const uses = await voucherUses(t, 'WELCOME10');
  const seats = await seatsOf(t, PROGRAM);
  const r = await submit(t, buyer);
  expect(await voucherUses(t, 'WELCOME10')).toBe(uses + 1);
  expect(await seatsOf(t, PROGRAM)).toBe(seats - 1);
  expect(await cancelOrder(t.database.db, r.json.data.OrderUniqueID)).toBe(true);
  expect(await orderRow(t, r.json.data.OrderUniqueID)).toMatchObject({ statusId: 3, seatsHeld: false });
  expect(await seatsOf(t, PROGRAM)).toBe(seats);
  expect(await voucherUses(t, 'WELCOME10')).toBe(uses);
  expect(await cancelOrder(t.database.db, r.json.data.OrderUniqueID)).toBe(false);
  expect(await seatsOf(t, PROGRAM)).toBe(seats);
});

test('POST /api/Cart/cancel-order (staff only) cancels a pending order and frees its seat', async () => {
  await add(t, buyer, PROGRAM, 'program');
  const seats = await seatsOf(t, PROGRAM);
  const oid = (await submit(t, buyer)).json.data.OrderUniqueID;
  expect(await api(t, `Cart/cancel-order?oid=${oid}`, { method: 'POST', as: as(buyer) })).toMatchObject({
    status: 403,
    json: { error: { code: 'forbidden' } },
  });
  expect((await orderRow(t, oid)).statusId).toBe(1);
  const staff = await signIn(t, STAFF);
  expect((await api(t, `Cart/cancel-order?oid=${oid}`, { method: 'POST', as: as(staff) })).json).toEqual({ data: 1 });
  expect((await orderRow(t, oid)).statusId).toBe(3);
  expect(await seatsOf(t, PROGRAM)).toBe(seats);
  expect((await api(t, `Cart/cancel-order?oid=${oid}`, { method: 'POST', as: as(staff) })).json).toEqual({ data: 0 });
});

describe('races', () => {
  test('50 concurrent checkouts for a program with 5 seats left: exactly 5 orders, 45 fully_booked, seats 0', async () => {
    const RACE = 9;
    await setProgram(t, RACE, { seatsAvailable: 50 });
    const buyers = await createCustomers(t, 50, 'race');
    for (const b of buyers) expect((await add(t, b, RACE, 'program')).json).toEqual({ data: 1 });
    await setProgram(t, RACE, { seatsAvailable: 5 });
    const results = await Promise.all(buyers.map((b) => submit(t, b)));
    const ok = results.filter((r) => r.status === 200);
    const booked = results.filter((r) => r.status === 409 && r.json?.error?.code === 'fully_booked');
    expect(ok.length).toBe(5);
    expect(booked.length).toBe(45);
    expect(await seatsOf(t, RACE)).toBe(0);
    const lines = await t.database.db.select().from(s.orderItems).where(eq(s.orderItems.itemId, RACE));
    expect(lines.filter((l) => l.itemType === 'program')).toHaveLength(5);
  });

  test('LIMITED5 (one use left) applied in 8 carts, submitted together: exactly one more use', async () => {
    expect(await voucherUses(t, 'LIMITED5')).toBe(4);
    const buyers = await createCustomers(t, 8, 'limited');
    for (const b of buyers) {
      await add(t, b, 4, 'membership');
      expect((await api(t, 'Cart/get-cart-promo-code?promoCode=LIMITED5', { as: as(b) })).json).toEqual({ data: 1 });
    }
    const results = await Promise.all(buyers.map((b) => submit(t, b)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.json.error.code === 'promo_invalid')).toHaveLength(7);
    expect(await voucherUses(t, 'LIMITED5')).toBe(5);
    const withVoucher = await t.database.db.select().from(s.orders).where(eq(s.orders.voucherCode, 'LIMITED5'));
    expect(withVoucher).toHaveLength(1);
  });
});
