// Cart/* on the real upstream app: adding (program, exam, diploma, membership, book), refusals (0), removing,
// diploma language, the summary in fils with vouchers, anonymous callers.
import { eq } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import { add, as, cart, createCustomers, setProgram, submit, type Who } from './cart-helpers';
import { createTestApp, type TestContext } from './harness';
import { api, watchContractDrift } from './user-helpers';

let t: TestContext;
let buyer: Who;
const PROGRAM = 1;

watchContractDrift();
beforeAll(async () => {
  t = await createTestApp();
  // Crisp prices: program AED 1,234.56 with an exam of AED 333.33; membership 2 at AED 99.99.
  await setProgram(t, PROGRAM, {
    priceFils: 123456,
    examPriceFils: 33333,
    hasExam: true,
    withExam: false,
    seatsAvailable: 10,
  });
  await t.database.db.update(s.membershipsBooks).set({ priceFils: 9999 }).where(eq(s.membershipsBooks.id, 2));
});
afterAll(async () => t.close());
beforeEach(async () => {
  [buyer] = await createCustomers(t, 1);
});

test('anonymous callers get an empty cart and CNT 0; cart edits need a signed-in user', async () => {
  const c = await api(t, 'Cart/get-cart');
  expect(c.json.data.summary).toEqual({ SubTotal: 0, Discount: 0, TotalAfterDiscount: 0, VAT: 0, Total: 0, CNT: 0 });
  expect(c.json.data.cart.items).toEqual([]);
  expect((await api(t, 'Cart/cart-total')).json).toEqual({ data: { CNT: 0 } });
  const r = await api(t, 'Cart/add-to-cart', { body: { ItemID: PROGRAM, ItemType: 'program', DiplomaLang: null } });
  expect(r.status).toBe(401);
});

test('a program, its exam and a membership: details matched by CITID, exam removed with its program', async () => {
  expect((await add(t, buyer, PROGRAM, 'program')).json).toEqual({ data: 1 });
  expect((await add(t, buyer, PROGRAM, 'exam')).json).toEqual({ data: 1 });
  expect((await add(t, buyer, 2, 'membership')).json).toEqual({ data: 1 });
  let c = await cart(t, buyer);
  expect(c.cart.items.map((i: any) => [i.ItemType, i.ItemID])).toEqual([
    ['program', PROGRAM],
    ['exam', PROGRAM],
    ['membership', 2],
  ]);
  const programItem = c.cart.items[0];
  const examItem = c.cart.items[1];
  expect(c.cart.programs).toHaveLength(1);
  expect(c.cart.programs[0]).toMatchObject({
    CITID: programItem.CITID,
    PriceOptionID: PROGRAM,
    SchedulePrice: 1234.56,
    ExamPrice: 333.33,
    HasExam: true,
    EX_CITID: examItem.CITID,
  });
  expect(c.cart.memberships[0]).toMatchObject({ CITID: c.cart.items[2].CITID, Price: 99.99 });
  expect(c.summary.CNT).toBe(3);
  expect((await api(t, 'Cart/cart-total', { as: as(buyer) })).json.data.CNT).toBe(3);

  // Removing the exam alone keeps the program; removing the program takes its exam with it.
  expect(
    (await api(t, 'Cart/delete-from-cart', { body: { ItemID: PROGRAM, ItemType: 'exam' }, as: as(buyer) })).json,
  ).toEqual({ data: 1 });
  c = await cart(t, buyer);
  expect(c.cart.programs[0].EX_CITID).toBeNull();
  expect((await add(t, buyer, PROGRAM, 'exam')).json).toEqual({ data: 1 });
  expect(
    (await api(t, 'Cart/delete-from-cart', { body: { ItemID: PROGRAM, ItemType: 'program' }, as: as(buyer) })).json,
  ).toEqual({ data: 1 });
  c = await cart(t, buyer);
  expect(c.cart.items.map((i: any) => i.ItemType)).toEqual(['membership']);
  // Deleting what is not there: 0.
  expect(
    (await api(t, 'Cart/delete-from-cart', { body: { ItemID: PROGRAM, ItemType: 'program' }, as: as(buyer) })).json,
  ).toEqual({ data: 0 });
});

test('refusals are 0: twice the same item, an exam without its program, a past program, a wrong type', async () => {
  expect((await add(t, buyer, PROGRAM, 'exam')).json).toEqual({ data: 0 });
  expect((await add(t, buyer, PROGRAM, 'program')).json).toEqual({ data: 1 });
  expect((await add(t, buyer, PROGRAM, 'program')).json).toEqual({ data: 0 });
  await setProgram(t, 3, { startDate: new Date(Date.now() - 86_400_000) });
  expect((await add(t, buyer, 3, 'program')).json).toEqual({ data: 0 });
  expect((await add(t, buyer, 2, 'book')).json).toEqual({ data: 0 }); // MemID 2 is a membership
  expect((await add(t, buyer, 999_999, 'program')).json).toEqual({ data: 0 });
  expect((await cart(t, buyer)).summary.CNT).toBe(1);
});

test('a program with no seat left answers 2 (full), not the 0 of an item already bought', async () => {
  await setProgram(t, 2, { seatsAvailable: 1 });
  const [other] = await createCustomers(t, 1);
  expect((await add(t, buyer, 2, 'program')).json).toEqual({ data: 1 });
  expect((await submit(t, buyer)).status).toBe(200);
  // The buyer took the last seat: for them it is bought (0), for anyone else it is full (2).
  expect((await add(t, buyer, 2, 'program')).json).toEqual({ data: 0 });
  expect((await add(t, other!, 2, 'program')).json).toEqual({ data: 2 });
  expect((await cart(t, other!)).summary.CNT).toBe(0);
});

test('without the extensions a full program answers 0, as the spec has it', async () => {
  const plain = await createTestApp({ config: { extensions: false } });
  try {
    await setProgram(plain, 2, { seatsAvailable: 0 });
    const [who] = await createCustomers(plain, 1);
    expect((await add(plain, who!, 2, 'program')).json).toEqual({ data: 0 });
  } finally {
    await plain.close();
  }
});

test('an item bought in a live order cannot be added again; after a cancel it can', async () => {
  expect((await add(t, buyer, 2, 'membership')).json).toEqual({ data: 1 });
  const r = await submit(t, buyer);
  expect(r.status).toBe(200);
  expect((await add(t, buyer, 2, 'membership')).json).toEqual({ data: 0 });
  const { cancelOrder } = await import('../../../upstream/src/services/commerce/orders');
  expect(await cancelOrder(t.database.db, r.json.data.OrderUniqueID)).toBe(true);
  expect((await add(t, buyer, 2, 'membership')).json).toEqual({ data: 1 });
});

test('diplomas: language kept and changed; diploma 4 is always en', async () => {
  expect((await add(t, buyer, 2, 'diploma', 'ar')).json).toEqual({ data: 1 });
  expect((await add(t, buyer, 4, 'diploma', 'ar')).json).toEqual({ data: 1 });
  let c = await cart(t, buyer);
  const d2 = c.cart.items.find((i: any) => i.ItemID === 2);
  const d4 = c.cart.items.find((i: any) => i.ItemID === 4);
  expect(d2.DiplomaLang).toBe('ar');
  expect(d4.DiplomaLang).toBe('en');
  expect(c.cart.diplomas.find((d: any) => d.CITID === d2.CITID)).toMatchObject({ DiplomaID: 2 });
  expect(c.cart.diplomas[0].COURSES_COUNT).toBeGreaterThan(0);
  expect(
    (await api(t, 'Cart/update-diploma-lang', { body: { CITID: d2.CITID, DiplomaLang: 'en' }, as: as(buyer) })).json,
  ).toEqual({ data: 1 });
  expect(
    (await api(t, 'Cart/update-diploma-lang', { body: { CITID: d4.CITID, DiplomaLang: 'ar' }, as: as(buyer) })).json,
  ).toEqual({ data: 0 });
  c = await cart(t, buyer);
  expect(c.cart.items.find((i: any) => i.ItemID === 2).DiplomaLang).toBe('en');
  expect(c.cart.items.find((i: any) => i.ItemID === 4).DiplomaLang).toBe('en');
  // Another user's cart line is not yours to change.
  const [other] = await createCustomers(t, 1);
  expect(
    (await api(t, 'Cart/update-diploma-lang', { body: { CITID: d2.CITID, DiplomaLang: 'ar' }, as: as(other) })).json,
  ).toEqual({ data: 0 });
});

describe('summary in fils (VAT 5% rounded per line, voucher spread over the lines)', () => {
  beforeEach(async () => {
    await add(t, buyer, PROGRAM, 'program');
    await add(t, buyer, PROGRAM, 'exam');
    await add(t, buyer, 2, 'membership');
  });

  test('no voucher: per-line VAT 6173 + 1667 + 500 fils (not 5% of the sum, 8339)', async () => {
    expect((await cart(t, buyer)).summary).toEqual({
      SubTotal: 1667.88,
      Discount: 0,
      TotalAfterDiscount: 1667.88,
      VAT: 83.4,
      Total: 1751.28,
      CNT: 3,
      PromoCode: null,
    });
  });

  test('WELCOME10: 10% = 166.79; nets 1111.10, 300.00, 89.99 → VAT 55.56 + 15.00 + 4.50', async () => {
    expect((await api(t, 'Cart/get-cart-promo-code?promoCode=welcome10', { as: as(buyer) })).json).toEqual({ data: 1 });
    expect((await cart(t, buyer)).summary).toEqual({
      SubTotal: 1667.88,
      Discount: 166.79,
      TotalAfterDiscount: 1501.09,
      VAT: 75.06,
      Total: 1576.15,
      CNT: 3,
      PromoCode: 'WELCOME10',
    });
  });

  test('SAVE200: AED 200 off from AED 1,000; one voucher per cart (the last valid one applies)', async () => {
    await api(t, 'Cart/get-cart-promo-code?promoCode=WELCOME10', { as: as(buyer) });
    expect((await api(t, 'Cart/get-cart-promo-code?promoCode=SAVE200', { as: as(buyer) })).json).toEqual({ data: 1 });
    expect((await cart(t, buyer)).summary).toEqual({
      SubTotal: 1667.88,
      Discount: 200,
      TotalAfterDiscount: 1467.88,
      VAT: 73.4,
      Total: 1541.28,
      CNT: 3,
      PromoCode: 'SAVE200',
    });
    // Under its minimum the voucher stops counting.
    await api(t, 'Cart/delete-from-cart', { body: { ItemID: PROGRAM, ItemType: 'program' }, as: as(buyer) });
    expect((await cart(t, buyer)).summary).toEqual({
      SubTotal: 99.99,
      Discount: 0,
      TotalAfterDiscount: 99.99,
      VAT: 5,
      Total: 104.99,
      CNT: 1,
      PromoCode: null, // under its minimum the code is not applied
    });
  });

  test('refused codes are 0 and change nothing: expired, unknown, minimum not met, used up', async () => {
    const before = (await cart(t, buyer)).summary;
    expect((await api(t, 'Cart/get-cart-promo-code?promoCode=EXPIRED15', { as: as(buyer) })).json).toEqual({ data: 0 });
    expect((await api(t, 'Cart/get-cart-promo-code?promoCode=NOPE', { as: as(buyer) })).json).toEqual({ data: 0 });
    expect((await cart(t, buyer)).summary).toEqual(before);
    await api(t, 'Cart/delete-from-cart', { body: { ItemID: PROGRAM, ItemType: 'program' }, as: as(buyer) });
    expect((await api(t, 'Cart/get-cart-promo-code?promoCode=SAVE200', { as: as(buyer) })).json).toEqual({ data: 0 });
    await t.database.db.update(s.vouchers).set({ usedCount: 5 }).where(eq(s.vouchers.code, 'LIMITED5'));
    try {
      expect((await api(t, 'Cart/get-cart-promo-code?promoCode=LIMITED5', { as: as(buyer) })).json).toEqual({
        data: 0,
      });
    } finally {
      await t.database.db.update(s.vouchers).set({ usedCount: 4 }).where(eq(s.vouchers.code, 'LIMITED5'));
    }
  });
});
