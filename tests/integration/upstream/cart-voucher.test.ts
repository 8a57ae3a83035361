// The applied voucher in the cart: the summary names it (PromoCode, an extension field) and
// Cart/remove-promo-code (an extension endpoint) takes it off; an API without the extensions has neither.
import { add, as, cart, createCustomers, setProgram, type Who } from './cart-helpers';
import { createTestApp, type TestContext } from './harness';
import { api } from './user-helpers';

jest.setTimeout(180_000);

const PROGRAM = 7;
let t: TestContext;
let buyer: Who;
beforeAll(async () => {
  t = await createTestApp();
  await setProgram(t, PROGRAM, { priceFils: 100000, hasExam: false, seatsAvailable: 30 });
  [buyer] = await createCustomers(t, 1, 'voucher');
  await add(t, buyer, PROGRAM, 'program');
});
afterAll(async () => t.close());

test('the cart names the applied code; removing it takes the discount off', async () => {
  expect((await cart(t, buyer)).summary).toMatchObject({ PromoCode: null, Discount: 0 });
  const applied = await api(t, 'Cart/get-cart-promo-code?promoCode=welcome10', { as: as(buyer) });
  expect(applied.json.data).toBe(1);
  expect((await cart(t, buyer)).summary).toMatchObject({ PromoCode: 'WELCOME10', Discount: 100 });

  const removed = await api(t, 'Cart/remove-promo-code', { method: 'POST', as: as(buyer) });
  expect(removed.json.data).toBe(1);
  expect((await cart(t, buyer)).summary).toMatchObject({ PromoCode: null, Discount: 0, SubTotal: 1000 });
  // again, with nothing applied: still 1
  expect((await api(t, 'Cart/remove-promo-code', { method: 'POST', as: as(buyer) })).json.data).toBe(1);
});

test('a visitor cannot call it', async () => {
  expect((await api(t, 'Cart/remove-promo-code', { method: 'POST' })).status).toBe(401);
});

test('with the extensions off: no PromoCode in the summary, no remove endpoint (404)', async () => {
  const plain = await createTestApp({ config: { extensions: false } });
  try {
    const [who] = await createCustomers(plain, 1, 'plain');
    await add(plain, who, PROGRAM, 'program');
    await api(plain, 'Cart/get-cart-promo-code?promoCode=WELCOME10', { as: as(who) });
    const summary = (await cart(plain, who)).summary;
    expect(summary.Discount).toBeGreaterThan(0);
    expect('PromoCode' in summary).toBe(false);
    expect((await api(plain, 'Cart/remove-promo-code', { method: 'POST', as: as(who) })).status).toBe(404);
  } finally {
    await plain.close();
  }
});
