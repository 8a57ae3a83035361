// CompanySeats/* (a contract extension) on the real upstream: an admin assigns a company's seats by e-mail, a row at a
// time and each row whole or not at all (bad e-mails, duplicates, more rows than seats, an agent already booked); the
// agent is mailed in their language, accepts (their own 0 AED booking: My Courses, a calendar invitation, no tax
// invoice in My Orders) or declines; reassigning cancels the former agent's booking and tells them; the change
// deadline; the company view's counts. Every rule as another company's admin, as an agent and as a visitor; staff
// read everything; an API without the extension answers 404.
import { and, eq } from 'drizzle-orm';
import { CompanySeatsSchema } from '../../../lib/contract/entities/company-seats';
import * as s from '../../../upstream/src/db/schema';
import type { Db } from '../../../upstream/src/db/client';
import { readOutbox } from '../../../upstream/src/mail/outbox';
import { insertTeamOrder } from '../../../upstream/src/seed/company-seats';
import { as, createCustomers, setProgram, signIn, STAFF, type Who } from './cart-helpers';
import { createTestApp, type TestContext } from './harness';
import { licenceBody } from './licence-helpers';
import { api, watchContractDrift } from './user-helpers';

let t: TestContext;
let staff: Who;

watchContractDrift();
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, STAFF);
});
afterAll(async () => t.close());

const COMPANY = {
  LegalName_en: 'Creek View Realty L.L.C.',
  LegalName_ar: 'كريك فيو العقارية ذ.م.م',
  TradeLicenseNumber: '7654321',
  TradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
  TRN: '100765432100003',
  Address: {
    Line1: 'Office 501, Creek Tower',
    Line2: null,
    City: 'Dubai',
    Emirate: 'Dubai',
    POBox: null,
    CountryCode: 'AE',
  },
  BillingContactName: 'Huda Saleh',
  BillingContactEmail: 'accounts@creekview.example',
  BillingContactPhone: '+971 4 222 3344',
};

const emailOf = async (who: Who) =>
  (await t.database.db.select().from(s.users).where(eq(s.users.uniqueId, who.userId)))[0].email;

/** A company with `admin` as its admin and a paid team order of `quantity` seats of `programId`. */
async function companyWithSeats(admin: Who, programId: number, quantity: number) {
  const r = await api(t, 'Company/create-company', { body: COMPANY, as: as(admin) });
  const CompanyID = r.json.data.CompanyID as number;
  await t.database.db.transaction((tx) =>
    insertTeamOrder(tx as unknown as Db, {
      adminId: admin.userId,
      companyId: CompanyID,
      programId,
      quantity,
      paid: true,
      now: new Date(),
    }),
  );
  return CompanyID;
}

/** A paid booking of the customer's own (an ordinary order, not a seat). */
async function ownBooking(who: Who, programId: number) {
  const [o] = await t.database.db
    .insert(s.orders)
    .values({ userId: who.userId, statusId: 2, paymentMethod: 'online' })
    .returning({ id: s.orders.id });
  await t.database.db
    .insert(s.orderItems)
    .values({ orderId: o.id, itemType: 'program', itemId: programId, nameEn: 'Program', nameAr: 'برنامج' });
}

const seats = async (who: Who, CompanyID: number) => {
  const r = await api(t, `CompanySeats/get-seats?CompanyID=${CompanyID}`, { as: as(who) });
  expect(r.status).toBe(200);
  return CompanySeatsSchema.parse(r.json.data);
};
const assign = (
  who: Who,
  CompanyID: number,
  ItemID: number,
  Rows: { Email: string; Language?: string }[],
  Lang = 'en',
) => api(t, 'CompanySeats/assign-seats', { body: { CompanyID, ItemType: 'program', ItemID, Lang, Rows }, as: as(who) });
const change = (who: Who, CompanyID: number, SeatID: number, Action: string, Email?: string) =>
  api(t, 'CompanySeats/change-seat', { body: { CompanyID, SeatID, Action, Email, Lang: 'en' }, as: as(who) });
const answer = (who: Who, Token: string, Accept: boolean) =>
  api(t, 'CompanySeats/answer-invitation', { body: { Token, Accept }, as: as(who) });
const invitations = async (who: Who) => (await api(t, 'CompanySeats/get-my-invitations', { as: as(who) })).json.data;
const myPrograms = async (who: Who) =>
  (await api(t, 'User/get-customer-order-items?type=program', { as: as(who) })).json.data as { ItemID: number }[];
const myOrders = async (who: Who) =>
  (await api(t, 'User/get-customer-orders', { as: as(who) })).json.data as { OrderTotal: number }[];

test('a CSV of rows: each assigned, invited or refused with its reason; nothing of a refused row changes', async () => {
  const [admin, agentA, agentB, booked] = await createCustomers(t, 4, 'seatcsv');
  const PROGRAM = 16;
  const id = await companyWithSeats(admin, PROGRAM, 3);
  // An agent with a booking of their own of that program: refused.
  await ownBooking(booked, PROGRAM);
  const r = await assign(admin, id, PROGRAM, [
    { Email: 'not-an-email' },
    { Email: (await emailOf(agentA)).toUpperCase() },
    { Email: await emailOf(agentA) },
    { Email: await emailOf(booked) },
    { Email: 'new.agent@seat.example', Language: 'ar' },
    { Email: await emailOf(agentB), Language: 'klingon' },
    { Email: await emailOf(agentB) },
    { Email: 'one.too.many@seat.example' },
  ]);
  expect(r.status).toBe(200);
  expect(r.json.data.Status).toBe('done');
  expect(r.json.data.Rows.map((x: { Result: string; Reason: string | null }) => x.Reason ?? x.Result)).toEqual([
    'bad_email',
    'assigned',
    'duplicate',
    'already_booked',
    'invited',
    'bad_language',
    'assigned',
    'no_seat_left',
  ]);
  const view = await seats(admin, id);
  const program = view.Programs.find((p) => p.ItemID === PROGRAM)!;
  expect(program).toMatchObject({ Bought: 3, Assigned: 3, Accepted: 0, Attended: 0, Certified: 0, CanChange: true });
  expect(program.Seats.map((x) => x.Email).sort()).toEqual(
    [await emailOf(agentA), 'new.agent@seat.example', await emailOf(agentB)].sort(),
  );

  // The invitation goes to an address without an account too, in the row's language.
  await t.app.jobs.drain();
  const [mail] = await readOutbox(t.outboxDir, { to: 'new.agent@seat.example' });
  expect(mail.subject).toMatch(/^مقعد تدريبي محجوز لك/);
  expect(mail.text).toMatch(/\/ar\/seat-invitation\/[0-9a-f-]{36}/);
  const [english] = await readOutbox(t.outboxDir, { to: await emailOf(agentA) });
  expect(english.subject).toMatch(/^A training seat for you/);
});

test('the agent accepts: their own 0 AED booking in My Courses, a calendar invitation, no tax invoice', async () => {
  const [admin, agent, other] = await createCustomers(t, 3, 'seatacc');
  const PROGRAM = 29;
  const id = await companyWithSeats(admin, PROGRAM, 2);
  await assign(admin, id, PROGRAM, [{ Email: await emailOf(agent) }]);
  const [inv] = await invitations(agent);
  expect(inv).toMatchObject({ CompanyName_en: COMPANY.LegalName_en, ItemID: PROGRAM });
  // Another account holding the link learns nothing and cannot accept.
  const peek = await api(t, `CompanySeats/get-invitation?Token=${inv.Token}`, { as: as(other) });
  expect(peek.json.data).toEqual({ Status: 'not_for_you', Invitation: null });
  expect((await answer(other, inv.Token, true)).json.data).toEqual({ Status: 'not_for_you' });
  const own = await api(t, `CompanySeats/get-invitation?Token=${inv.Token}`, { as: as(agent) });
  expect(own.json.data.Status).toBe('ok');

  expect((await answer(agent, inv.Token, true)).json.data).toEqual({ Status: 'accepted' });
  expect((await answer(agent, inv.Token, true)).json.data).toEqual({ Status: 'gone' });
  expect((await myPrograms(agent)).map((p) => p.ItemID)).toContain(PROGRAM);
  expect(await myOrders(agent)).toEqual([]);
  const [order] = await t.database.db.select().from(s.orders).where(eq(s.orders.userId, agent.userId));
  expect(order).toMatchObject({ paymentMethod: 'seat', statusId: 2, totalFils: 0, seatsHeld: false });
  await t.app.jobs.drain();
  const mails = await readOutbox(t.outboxDir, { to: await emailOf(agent) });
  expect(mails.some((m) => m.meta?.kind === 'invitation' && m.meta?.method === 'REQUEST')).toBe(true);
  const view = (await seats(admin, id)).Programs[0];
  expect(view).toMatchObject({ Bought: 2, Assigned: 1, Accepted: 1 });

  // The licence expiry shows only once the agent chooses to share it (My Licence; off by default).
  const save = (share?: boolean) =>
    api(t, 'Licence/save-licence', {
      body: licenceBody(new Date(), share === undefined ? {} : { ShareWithCompany: share }),
      as: as(agent),
    });
  expect((await save()).status).toBe(200);
  expect((await seats(admin, id)).Programs[0].Seats[0].LicenceExpiry).toBeNull();
  expect((await save(true)).status).toBe(200);
  const shared = (await seats(admin, id)).Programs[0].Seats[0].LicenceExpiry;
  expect(shared).toBe(licenceBody(new Date()).ExpiryDate);
  expect((await seats(other, id)).Programs).toEqual([]); // another customer still sees nothing

  // Declining gives the seat back.
  await assign(admin, id, PROGRAM, [{ Email: await emailOf(other) }]);
  const [second] = await invitations(other);
  expect((await answer(other, second.Token, false)).json.data).toEqual({ Status: 'declined' });
  expect((await seats(admin, id)).Programs[0]).toMatchObject({ Assigned: 1, Accepted: 1 });
});

test('reassigning cancels the former booking and tells both agents; the deadline ends changes', async () => {
  const [admin, first, next] = await createCustomers(t, 3, 'seatre');
  const PROGRAM = 38;
  const id = await companyWithSeats(admin, PROGRAM, 1);
  await assign(admin, id, PROGRAM, [{ Email: await emailOf(first) }]);
  const [inv] = await invitations(first);
  await answer(first, inv.Token, true);
  const seatId = (await seats(admin, id)).Programs[0].Seats[0].SeatID;

  expect((await change(admin, id, seatId, 'reassign', 'bad@')).json.data).toEqual({ Status: 'bad_email' });
  expect((await change(admin, id, seatId, 'reassign', await emailOf(next))).json.data).toEqual({
    Status: 'reassigned',
  });
  expect(await myPrograms(first)).toEqual([]);
  const [cancelled] = await t.database.db.select().from(s.orders).where(eq(s.orders.userId, first.userId));
  expect(cancelled.statusId).toBe(3);
  await t.app.jobs.drain();
  const firstMails = await readOutbox(t.outboxDir, { to: await emailOf(first) });
  expect(firstMails.some((m) => m.meta?.kind === 'seat-withdrawn')).toBe(true);
  expect(firstMails.some((m) => m.meta?.kind === 'invitation' && m.meta?.method === 'CANCEL')).toBe(true);
  expect((await readOutbox(t.outboxDir, { to: await emailOf(next) })).some((m) => m.meta?.kind === 'seat-invite')).toBe(
    true,
  );

  // Past the registration deadline nothing changes hands.
  await setProgram(t, PROGRAM, { lastDateToRegister: new Date(Date.now() - 3_600_000) });
  expect((await change(admin, id, seatId, 'unassign')).json.data).toEqual({ Status: 'too_late' });
  const [late] = await invitations(next);
  expect((await answer(next, late.Token, true)).json.data).toEqual({ Status: 'too_late' });
  expect((await seats(admin, id)).Programs[0]).toMatchObject({ CanChange: false, Assigned: 1, Accepted: 0 });
});

test("another company's admin, an agent and a visitor see and change nothing; staff see everything", async () => {
  const [admin, rival, agent] = await createCustomers(t, 3, 'seatacl');
  const PROGRAM = 40;
  const id = await companyWithSeats(admin, PROGRAM, 2);
  await companyWithSeats(rival, PROGRAM, 1);
  await assign(admin, id, PROGRAM, [{ Email: await emailOf(agent) }]);
  const before = await seats(admin, id);
  const seatId = before.Programs[0].Seats[0].SeatID;

  for (const who of [rival, agent]) {
    expect(await seats(who, id)).toEqual({ Status: 'not_admin', Programs: [] });
    const r = await assign(who, id, PROGRAM, [{ Email: 'x@seat.example' }]);
    expect(r.json.data).toEqual({ Status: 'not_admin', Rows: [] });
    expect((await change(who, id, seatId, 'unassign')).json.data).toEqual({ Status: 'not_admin' });
    expect((await change(who, id, seatId, 'reassign', await emailOf(who))).json.data).toEqual({ Status: 'not_admin' });
  }
  // The rival names its own company but another company's seat: not found there.
  const rivalId = (await api(t, 'Company/get-my-company', { as: as(rival) })).json.data.Company.CompanyID;
  expect((await change(rival, rivalId, seatId, 'unassign')).json.data).toEqual({ Status: 'gone' });
  expect(await seats(admin, id)).toEqual(before);

  // Visitors: 401 on every call.
  for (const [path, body] of [
    [`CompanySeats/get-seats?CompanyID=${id}`, undefined],
    [
      'CompanySeats/assign-seats',
      { CompanyID: id, ItemType: 'program', ItemID: PROGRAM, Lang: 'en', Rows: [{ Email: 'a@b.co' }] },
    ],
    ['CompanySeats/change-seat', { CompanyID: id, SeatID: seatId, Action: 'unassign', Lang: 'en' }],
    ['CompanySeats/get-my-invitations', undefined],
    ['CompanySeats/answer-invitation', { Token: '00000000-0000-4000-8000-000000000000', Accept: true }],
    ['CompanySeats/get-seat-totals', undefined],
  ] as const)
    expect((await api(t, path, { body })).status).toBe(401);

  // Staff read any company's seats and the totals; a customer's totals call is refused.
  expect(await seats(staff, id)).toEqual(before);
  const totals = await api(t, 'CompanySeats/get-seat-totals', { as: as(staff) });
  expect(totals.json.data).toEqual(
    expect.arrayContaining([expect.objectContaining({ CompanyID: id, ItemID: PROGRAM, Bought: 2, Assigned: 1 })]),
  );
  expect((await api(t, 'CompanySeats/get-seat-totals', { as: as(admin) })).status).toBe(403);
});

test('the seeded demo company: five seats, one accepted by the demo agent', async () => {
  const admin = await signIn(t, { email: 'company.admin@institute.test', password: 'Company#2026' });
  const agent = await signIn(t, { email: 'agent@institute.test', password: 'Agent#2026' });
  const company = (await api(t, 'Company/get-my-company', { as: as(admin) })).json.data.Company;
  expect(company).toMatchObject({ IsVerified: true, TRN: '100398765400003' });
  const [program] = (await seats(admin, company.CompanyID)).Programs;
  expect(program).toMatchObject({ ItemID: 17, Bought: 5, Accepted: 1, CanChange: true });
  expect((await myPrograms(agent)).map((p) => p.ItemID)).toContain(17);
  const accepted = await t.database.db
    .select()
    .from(s.companySeats)
    .where(and(eq(s.companySeats.companyId, company.CompanyID), eq(s.companySeats.status, 'accepted')));
  expect(accepted).toHaveLength(1);
});

describe('an API without the extension (UPSTREAM_EXTENSIONS=off)', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ config: { extensions: false } });
  });
  afterAll(async () => off.close());
  test('answers 404', async () => {
    const [who] = await createCustomers(off, 1, 'seatoff');
    expect((await api(off, 'CompanySeats/get-seats?CompanyID=1', { as: as(who) })).status).toBe(404);
    expect((await api(off, 'CompanySeats/get-my-invitations', { as: as(who) })).status).toBe(404);
  });
});
