// Buying seats for a team (Company/add-team-line, get-team-cart, submit-team-order, mark-team-order-paid: a contract
// extension, docs/company.md#buying-seats) on the real upstream: one cart line of N seats priced per seat with its
// volume tier, VAT per line and the voucher; card, pay later, and bank transfer on net terms with a PO for a verified
// company; N places held and given back; order_company and the seats; every refusal changes nothing. The race for a
// program's last places is meaningful on PostgreSQL (TEST_DATABASE_URL) and must hold on PGlite too.
import { and, eq } from 'drizzle-orm';
import { TeamCartSchema } from '../../../lib/contract/entities/company-buy';
import * as s from '../../../upstream/src/db/schema';
import { cancelOrder } from '../../../upstream/src/services/commerce/orders';
import { lapseDeadlines } from '../../../upstream/src/services/lifecycle/deadlines';
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
  type Who,
} from './cart-helpers';
import { createTestApp, type TestContext } from './harness';
import { api, watchContractDrift } from './user-helpers';

jest.setTimeout(240_000);

let t: TestContext;
let staff: Who;
const PROGRAM = 6;
const RACE = 7;
const MEMBERSHIP = 2;
const DAY = 86_400_000;

const COMPANY = {
  LegalName_en: 'Dune Properties Brokerage LLC',
  LegalName_ar: 'ديون للوساطة العقارية ذ.م.م',
  TradeLicenseNumber: '7654321',
  TradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
  TRN: '100345678900003',
  Address: {
    Line1: 'Office 801, Marina Plaza',
    Line2: null,
    City: 'Dubai',
    Emirate: 'Dubai',
    POBox: '5566',
    CountryCode: 'AE',
  },
  BillingContactName: 'Omar Khalil',
  BillingContactEmail: 'accounts@dune.example',
  BillingContactPhone: '+971 4 555 0101',
};

watchContractDrift();
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, STAFF);
  const future = new Date(Date.now() + 60 * DAY);
  for (const id of [PROGRAM, RACE])
    await setProgram(t, id, {
      published: true,
      startDate: future,
      endDate: new Date(future.getTime() + 2 * DAY),
      lastDateToRegister: null,
      priceFils: 100000,
      examPriceFils: 20000,
      hasExam: true,
      withExam: false,
      seatsAvailable: 40,
    });
});
afterAll(async () => t.close());

const addTeam = (who: Who, body: Record<string, unknown>) => api(t, 'Company/add-team-line', { body, as: as(who) });
const teamCart = async (who: Who) => {
  const r = await api(t, 'Company/get-team-cart', { as: as(who) });
  expect(r.status).toBe(200);
  return TeamCartSchema.parse(r.json.data);
};
const submitTeam = (who: Who, body: Record<string, unknown>) =>
  api(t, 'Company/submit-team-order', { body, as: as(who) });

/** A customer who is the admin of a new company (verified when asked). */
async function companyAdmin(tag: string, verified = false): Promise<{ admin: Who; id: number }> {
  const [admin] = await createCustomers(t, 1, tag);
  const r = await api(t, 'Company/create-company', { body: COMPANY, as: as(admin) });
  expect(r.json.data.Status).toBe('created');
  const id = r.json.data.CompanyID as number;
  if (verified) {
    const v = await api(t, 'Company/verify-company', { body: { CompanyID: id, Verified: true }, as: as(staff) });
    expect(v.json.data.IsVerified).toBe(true);
  }
  return { admin, id };
}

test('a team line is one line of N seats: price per seat, volume tier, voucher, VAT per line in fils', async () => {
  const { admin, id } = await companyAdmin('tier');
  expect(
    (await addTeam(admin, { CompanyID: id, ItemType: 'program', ItemID: PROGRAM, Quantity: 6 })).json.data,
  ).toEqual({
    Status: 'ok',
    SeatsLeft: null,
  });
  // Its exam takes the program line's seats, whatever was asked.
  await addTeam(admin, { CompanyID: id, ItemType: 'exam', ItemID: PROGRAM, Quantity: 1 });
  await addTeam(admin, { CompanyID: id, ItemType: 'membership', ItemID: MEMBERSHIP, Quantity: 2 });
  let got = await teamCart(admin);
  expect(got).toMatchObject({ CompanyID: id, LegalName_en: COMPANY.LegalName_en, TRN: COMPANY.TRN, IsVerified: false });
  const program = got!.Lines.find((l) => l.ItemType === 'program')!;
  const exam = got!.Lines.find((l) => l.ItemType === 'exam')!;
  // 6 seats × 1,000.00 reach the 5-seat tier: 5 % off the line (300.00), VAT 5 % of 5,700.00.
  expect(program).toMatchObject({
    Quantity: 6,
    UnitPrice: 1000,
    TierPercent: 5,
    TierDiscount: 300,
    VAT: 285,
    Total: 5985,
  });
  expect(program.SeatsLeft).toBe(40);
  expect(exam).toMatchObject({ Quantity: 6, UnitPrice: 200, TierDiscount: 60, VAT: 57 });
  const mem = got!.Lines.find((l) => l.ItemType === 'membership')!;
  expect(mem).toMatchObject({ Quantity: 2, TierPercent: 0, TierDiscount: 0 });

  // The stepper: 10 seats reach the 10 % tier; the exam follows the program.
  await addTeam(admin, { CompanyID: id, ItemType: 'program', ItemID: PROGRAM, Quantity: 10 });
  got = await teamCart(admin);
  expect(got!.Lines.find((l) => l.ItemType === 'program')).toMatchObject({
    Quantity: 10,
    TierPercent: 10,
    TierDiscount: 1000,
  });
  expect(got!.Lines.find((l) => l.ItemType === 'exam')).toMatchObject({ Quantity: 10, TierDiscount: 200 });

  // A 10 % voucher is worked out on what the tiers leave, spread over the lines; VAT per line on the net.
  expect((await api(t, 'Cart/get-cart-promo-code?promoCode=WELCOME10', { as: as(admin) })).json).toEqual({ data: 1 });
  const c = await cart(t, admin);
  const memGross = mem.UnitPrice * 2;
  const afterTiers = 9000 + 1800 + memGross;
  expect(c.summary.SubTotal).toBe(10000 + 2000 + memGross);
  expect(c.summary.Discount).toBeCloseTo(1000 + 200 + afterTiers * 0.1, 2);
  got = await teamCart(admin);
  expect(c.summary.VAT).toBeCloseTo(
    got!.Lines.reduce((sum, l) => sum + l.VAT, 0),
    2,
  );
  expect(c.summary.Total).toBeCloseTo(
    got!.Lines.reduce((sum, l) => sum + l.Total, 0),
    2,
  );
  expect(got!.Lines.find((l) => l.ItemType === 'program')!.VAT).toBe(405); // 5 % of 9,000 − 900 (its voucher share)
});

test('refusals change nothing: not an admin, quantity 0, above the seats left, a mixed cart', async () => {
  const { admin, id } = await companyAdmin('refuse');
  const [agent] = await createCustomers(t, 1, 'agent');
  const line = { CompanyID: id, ItemType: 'program', ItemID: PROGRAM, Quantity: 2 };
  expect((await addTeam(agent, line)).json.data).toEqual({ Status: 'not_admin', SeatsLeft: null });
  expect((await cart(t, agent)).summary.CNT).toBe(0);
  expect((await addTeam(admin, { ...line, Quantity: 0 })).status).toBe(400);
  expect((await addTeam(admin, { ...line, Quantity: 1.5 })).status).toBe(400);
  const left = await seatsOf(t, PROGRAM);
  expect((await addTeam(admin, { ...line, Quantity: left + 1 })).json.data).toEqual({
    Status: 'seats_left',
    SeatsLeft: left,
  });
  expect(await teamCart(admin)).toBeNull();

  // Team lines then a personal one: refused with its own code (3), and the reverse.
  expect((await addTeam(admin, line)).json.data.Status).toBe('ok');
  expect((await add(t, admin, MEMBERSHIP, 'membership')).json).toEqual({ data: 3 });
  await api(t, 'Cart/delete-from-cart', { body: { ItemID: PROGRAM, ItemType: 'program' }, as: as(admin) });
  expect((await add(t, admin, MEMBERSHIP, 'membership')).json).toEqual({ data: 1 });
  expect((await addTeam(admin, line)).json.data.Status).toBe('mixed_cart');
  // A team cart is ordered only through the team endpoint, and a personal one only through Cart/submit-order.
  expect((await submitTeam(admin, { PaymentMethod: 'online' })).json.data.Status).toBe('cart_empty');
});

test('bank transfer: verified company and a PO only; N places held, order_company, seats, net terms, staff mark paid', async () => {
  const { admin: unverified, id: uid } = await companyAdmin('unver');
  await addTeam(unverified, { CompanyID: uid, ItemType: 'program', ItemID: PROGRAM, Quantity: 5 });
  const seats = await seatsOf(t, PROGRAM);
  expect((await submitTeam(unverified, { PaymentMethod: 'bank_transfer', PONumber: 'PO-1' })).json.data).toEqual({
    Status: 'unverified',
    OrderUniqueID: null,
    Total: null,
    DueDate: null,
  });
  expect(await seatsOf(t, PROGRAM)).toBe(seats);

  const { admin, id } = await companyAdmin('bank', true);
  await addTeam(admin, { CompanyID: id, ItemType: 'program', ItemID: PROGRAM, Quantity: 5 });
  expect((await submitTeam(admin, { PaymentMethod: 'bank_transfer' })).json.data.Status).toBe('po_required');
  expect((await submitTeam(admin, { PaymentMethod: 'bank_transfer', PONumber: '  ' })).json.data.Status).toBe(
    'po_required',
  );
  expect((await teamCart(admin))!.Lines).toHaveLength(1);
  expect(await seatsOf(t, PROGRAM)).toBe(seats);

  const before = Date.now();
  const r = await submitTeam(admin, { PaymentMethod: 'bank_transfer', PONumber: 'PO-2026-0042' });
  expect(r.json.data.Status).toBe('ok');
  const oid = r.json.data.OrderUniqueID as string;
  expect(r.json.data.Total).toBe(4987.5); // 5 × 1,000.00 − 5 % = 4,750.00 + VAT 237.50
  expect(new Date(r.json.data.DueDate).getTime()).toBeGreaterThanOrEqual(before + 30 * DAY - 60_000);
  expect(await seatsOf(t, PROGRAM)).toBe(seats - 5);
  const o = await orderRow(t, oid);
  expect(o).toMatchObject({ statusId: 1, paymentMethod: 'bank_transfer', trn: COMPANY.TRN, paymentLinkToken: null });
  const [buyer] = await t.database.db.select().from(s.orderCompany).where(eq(s.orderCompany.orderId, o.id));
  expect(buyer).toMatchObject({
    companyId: id,
    legalNameAr: COMPANY.LegalName_ar,
    poNumber: 'PO-2026-0042',
    netDays: 30,
  });
  const [line] = await t.database.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, o.id));
  expect(line).toMatchObject({ quantity: 5, unitPriceFils: 100000, discountFils: 25000, vatFils: 23750 });
  const seatRows = await t.database.db.select().from(s.companySeats).where(eq(s.companySeats.orderId, o.id));
  expect(seatRows).toHaveLength(5);
  expect(seatRows.every((x) => x.status === 'open' && x.companyId === id)).toBe(true);
  // No pay-later deadline: the sweep a year on leaves it and its places alone (staff cancel it if never paid).
  const [deadline] = await t.database.db.select().from(s.orderDeadlines).where(eq(s.orderDeadlines.orderId, o.id));
  expect(deadline).toBeUndefined();
  await lapseDeadlines(t.database.db, { now: new Date(Date.now() + 365 * DAY), offerHoldMs: DAY });
  expect((await orderRow(t, oid)).statusId).toBe(1);

  // The admin may still book one seat for themself: the company's seats are not their booking.
  expect((await add(t, admin, PROGRAM, 'program')).json).toEqual({ data: 1 });
  await api(t, 'Cart/delete-from-cart', { body: { ItemID: PROGRAM, ItemType: 'program' }, as: as(admin) });

  // Staff mark the transfer received; a customer cannot.
  const pay = (who: Who) => api(t, 'Company/mark-team-order-paid', { body: { OrderUniqueID: oid }, as: as(who) });
  expect((await pay(admin)).status).toBe(403);
  expect((await pay(staff)).json.data).toEqual({ Status: 'paid' });
  expect((await pay(staff)).json.data).toEqual({ Status: 'not_payable' });
  expect(await orderRow(t, oid)).toMatchObject({ statusId: 2, paymentReceiveType: 'Bank transfer' });
});

test('pay later: a deadline as today; cancelling gives back all N places and ends the agents’ bookings', async () => {
  const { admin, id } = await companyAdmin('later');
  await addTeam(admin, { CompanyID: id, ItemType: 'program', ItemID: PROGRAM, Quantity: 3 });
  const seats = await seatsOf(t, PROGRAM);
  const r = await submitTeam(admin, { PaymentMethod: 'pay_later', PONumber: 'PO-77' });
  expect(r.json.data).toMatchObject({ Status: 'ok', DueDate: null });
  const o = await orderRow(t, r.json.data.OrderUniqueID);
  expect(o.paymentMethod).toBe('pay_later');
  expect(o.paymentLinkToken).not.toBeNull();
  const [deadline] = await t.database.db.select().from(s.orderDeadlines).where(eq(s.orderDeadlines.orderId, o.id));
  expect(deadline).toBeDefined();
  expect(await seatsOf(t, PROGRAM)).toBe(seats - 3);

  // An agent who accepted a seat has a 0 AED booking (payment method `seat`): it ends with the company order.
  const [agent] = await createCustomers(t, 1, 'seatagent');
  const [booking] = await t.database.db
    .insert(s.orders)
    .values({
      userId: agent.userId,
      orderDate: new Date(),
      statusId: 2,
      paymentMethod: 'seat',
      firstName: 'A',
      lastName: 'B',
    })
    .returning({ id: s.orders.id, uid: s.orders.uniqueId });
  const [seat] = await t.database.db.select().from(s.companySeats).where(eq(s.companySeats.orderId, o.id)).limit(1);
  await t.database.db
    .update(s.companySeats)
    .set({ status: 'accepted', email: 'agent@dune.example', agentOrderId: booking!.id })
    .where(eq(s.companySeats.id, seat!.id));

  // The admin's own unpaid booking of the same program: the company's unpaid seats do not count towards their cap.
  expect((await add(t, admin, PROGRAM, 'program')).json).toEqual({ data: 1 });
  expect((await submit(t, admin)).status).toBe(200);
  expect(await seatsOf(t, PROGRAM)).toBe(seats - 4);

  expect(await cancelOrder(t.database.db, o.uniqueId)).toBe(true);
  expect(await seatsOf(t, PROGRAM)).toBe(seats - 1);
  expect((await orderRow(t, booking!.uid)).statusId).toBe(3);
});

test('the staff dashboard and My Orders see the company order; Cart/get-order shows the quantity', async () => {
  const { admin, id } = await companyAdmin('orders', true);
  await addTeam(admin, { CompanyID: id, ItemType: 'membership', ItemID: MEMBERSHIP, Quantity: 4 });
  const r = await submitTeam(admin, { PaymentMethod: 'online' });
  expect(r.json.data.Status).toBe('ok');
  const got = await api(t, `Cart/get-order?oid=${r.json.data.OrderUniqueID}&uid=${admin.userId}`, { as: as(admin) });
  expect(got.status).toBe(200);
  expect(got.json.data.items).toHaveLength(1);
});

describe('races', () => {
  test('two admins race for a program’s last places (5 left; 4 and 3 asked), several rounds: never oversold', async () => {
    const a = await companyAdmin('racea', true);
    const b = await companyAdmin('raceb', true);
    for (let round = 0; round < 4; round++) {
      await setProgram(t, RACE, { seatsAvailable: 40 });
      await addTeam(a.admin, { CompanyID: a.id, ItemType: 'program', ItemID: RACE, Quantity: 4 });
      await addTeam(b.admin, { CompanyID: b.id, ItemType: 'program', ItemID: RACE, Quantity: 3 });
      await setProgram(t, RACE, { seatsAvailable: 5 });
      const [ra, rb] = await Promise.all([
        submitTeam(a.admin, { PaymentMethod: 'bank_transfer', PONumber: `A-${round}` }),
        submitTeam(b.admin, { PaymentMethod: 'pay_later' }),
      ]);
      const statuses = [ra.json.data.Status, rb.json.data.Status].sort();
      expect(statuses).toEqual(['fully_booked', 'ok']);
      const sold = ra.json.data.Status === 'ok' ? 4 : 3;
      expect(await seatsOf(t, RACE)).toBe(5 - sold);
      // The refused cart keeps its line; empty both for the next round.
      for (const who of [a.admin, b.admin])
        await api(t, 'Cart/delete-from-cart', { body: { ItemID: RACE, ItemType: 'program' }, as: as(who) });
    }
    const lines = await t.database.db
      .select()
      .from(s.orderItems)
      .where(and(eq(s.orderItems.itemId, RACE), eq(s.orderItems.itemType, 'program')));
    expect(lines).toHaveLength(4);
  });
});

describe('an API without the extension (UPSTREAM_EXTENSIONS=off)', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ config: { extensions: false } });
  });
  afterAll(async () => off.close());
  test.each(['Company/add-team-line', 'Company/get-team-cart', 'Company/submit-team-order'])(
    '%s answers 404',
    async (path) => {
      const [who] = await createCustomers(off, 1, 'off');
      const r = await api(off, path, path.endsWith('get-team-cart') ? { as: as(who) } : { body: {}, as: as(who) });
      expect(r.status).toBe(404);
    },
  );
});
