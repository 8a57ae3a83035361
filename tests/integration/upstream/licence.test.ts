// The broker licence extension on the real upstream: the rules (which step, which deadline, which program fits),
// access (a visitor gets 401, a customer only ever reads and changes their own licence, a stranger's upload is
// refused), bad input, and the staff list of cards expiring within N days.
import { eq } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import { CUSTOMER, STAFF, as, createCustomers, signIn, type Who } from './cart-helpers';
import { createTestApp, type TestContext } from './harness';
import { dayFrom, licenceBody } from './licence-helpers';
import { api, PASSWORD, signUpUser } from './user-helpers';

jest.setTimeout(120_000);

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = () => new Date();
const save = (who: Who, body: unknown) => api(t, 'Licence/save-licence', { body, as: as(who) });
const read = (who: Who) => api(t, 'Licence/get-licence', { as: as(who) });

test('a visitor gets 401 on every licence call; a customer gets 403 on the staff list', async () => {
  expect((await api(t, 'Licence/get-licence')).status).toBe(401);
  expect((await api(t, 'Licence/save-licence', { body: licenceBody(now()) })).status).toBe(401);
  expect((await api(t, 'Licence/delete-licence', { body: {} })).status).toBe(401);
  expect((await api(t, 'Licence/expiring?days=30')).status).toBe(401);
  const [who] = await createCustomers(t, 1, 'licence');
  expect((await api(t, 'Licence/expiring?days=30', { as: as(who!) })).status).toBe(403);
});

test('Dubai, 90 days left: the renewal test, register by 30 days before expiry, the next program of its course before then', async () => {
  const [who] = await createCustomers(t, 1, 'licence');
  expect((await read(who!)).json).toEqual({ data: null });
  const r = await save(who!, licenceBody(now()));
  expect(r.status).toBe(200);
  const tl = r.json.data.Timeline;
  expect(tl).toMatchObject({
    DaysLeft: 90,
    RegistrationDeadline: dayFrom(now(), 60),
    Deadline: dayFrom(now(), 60),
    Step: { Kind: 'renewal-test', ProductId: 5 },
    Booked: false,
  });
  // The earliest open program of course 5 starting by the deadline (the seed's course 5 starts in 8, 38, 75 days).
  const [first] = await t.database.db.select().from(s.programs).where(eq(s.programs.id, tl.Program.PriceOptionID));
  expect(first!.courseId).toBe(5);
  expect(first!.startDate.getTime()).toBeGreaterThan(Date.now());
  expect(first!.startDate.getTime()).toBeLessThan(Date.now() + 61 * 86_400_000);
  expect(tl.Reminders.map((x: { DaysBefore: number | null; On: string }) => [x.DaysBefore, x.On])).toEqual([
    [60, dayFrom(now(), 0)],
    [30, dayFrom(now(), 30)],
    [7, dayFrom(now(), 53)],
    [null, dayFrom(now(), 90)],
  ]);
  // The same licence read back.
  expect((await read(who!)).json.data).toEqual(r.json.data);
});

test('the window missed: the certified course until the grace runs out, then the full course; Abu Dhabi has its own', async () => {
  const [who] = await createCustomers(t, 1, 'licence');
  let tl = (await save(who!, licenceBody(now(), { ExpiryDate: dayFrom(now(), 20) }))).json.data.Timeline;
  expect(tl).toMatchObject({ Step: { Kind: 'certified-course', ProductId: 7 }, Deadline: dayFrom(now(), 200) });
  tl = (await save(who!, licenceBody(now(), { ExpiryDate: dayFrom(now(), -10), IssueDate: dayFrom(now(), -400) }))).json
    .data.Timeline;
  expect(tl).toMatchObject({ DaysLeft: -10, Step: { Kind: 'certified-course' }, Deadline: dayFrom(now(), 170) });
  tl = (await save(who!, licenceBody(now(), { ExpiryDate: dayFrom(now(), -181), IssueDate: dayFrom(now(), -600) })))
    .json.data.Timeline;
  expect(tl).toMatchObject({ Step: { Kind: 'full-course', ProductId: 1 }, Deadline: null });
  expect(tl.Program).not.toBeNull(); // no deadline: the course's next program
  tl = (await save(who!, licenceBody(now(), { Authority: 'ADREC', ExpiryDate: dayFrom(now(), -100) }))).json.data
    .Timeline;
  expect(tl).toMatchObject({ Step: { Kind: 'full-course', ProductId: 27 }, Deadline: null }); // grace 90 days
});

test('no program fits when none of the course starts by the deadline', async () => {
  const [who] = await createCustomers(t, 1, 'licence');
  // Deadline tomorrow: course 5's first program starts in 8 days.
  const tl = (await save(who!, licenceBody(now(), { ExpiryDate: dayFrom(now(), 31) }))).json.data.Timeline;
  expect(tl).toMatchObject({ Step: { Kind: 'renewal-test' }, Deadline: dayFrom(now(), 1), Program: null });
});

test('bad input is refused with a reason per field, and nothing is saved', async () => {
  const [who] = await createCustomers(t, 1, 'licence');
  const cases: [Record<string, unknown>, string, string][] = [
    [{ Authority: 'DLD' }, 'Authority', 'authority'],
    [{ CardNumber: '12AB45' }, 'CardNumber', 'cardNumber'],
    [{ CardNumber: '' }, 'CardNumber', 'cardNumber'],
    [{ CardType: 'admiral' }, 'CardType', 'cardType'],
    [{ IssueDate: dayFrom(now(), 10), ExpiryDate: dayFrom(now(), 5) }, 'IssueDate', 'issueFuture'],
    [{ ExpiryDate: dayFrom(now(), -301) }, 'ExpiryDate', 'expiryBeforeIssue'],
    [{ ExpiryDate: '2026-02-30' }, 'ExpiryDate', 'date'],
    [{ ExpiryDate: '2099-01-01' }, 'ExpiryDate', 'expiryTooFar'],
    [{ IssueDate: '1901-01-01' }, 'IssueDate', 'issueTooOld'],
    [{ EmployerTradeLicence: '<script>' }, 'EmployerTradeLicence', 'tradeLicence'],
  ];
  for (const [change, path, message] of cases) {
    const r = await save(who!, licenceBody(now(), change));
    expect([r.status, JSON.stringify(change)]).toEqual([400, JSON.stringify(change)]);
    expect(JSON.stringify(r.json)).toContain(path);
    expect(JSON.stringify(r.json)).toContain(message);
  }
  expect((await read(who!)).json).toEqual({ data: null });
});

test('each customer reads and changes only their own licence; a card copy must be their own upload', async () => {
  const [a, b] = await createCustomers(t, 2, 'licence');
  await save(a!, licenceBody(now(), { CardNumber: '111111' }));
  expect((await read(b!)).json).toEqual({ data: null });
  await save(b!, licenceBody(now(), { CardNumber: '222222' }));
  await api(t, 'Licence/delete-licence', { body: {}, as: as(b!) });
  expect((await read(a!)).json.data.CardNumber).toBe('111111');
  expect((await read(b!)).json).toEqual({ data: null });

  const [file] = await t.database.db
    .insert(s.files)
    .values({ ownerId: a!.userId, isPublic: false, name: 'card.png', mime: 'image/png', bytes: Buffer.from('x') })
    .returning({ id: s.files.id });
  const stolen = await save(b!, licenceBody(now(), { CardCopy: file!.id }));
  expect(stolen.status).toBe(400);
  expect((await read(b!)).json).toEqual({ data: null });
  const own = await save(a!, licenceBody(now(), { CardCopy: file!.id }));
  expect(own.json.data.CardCopy).toBe(file!.id);
});

test('staff list the cards expiring within N days, soonest first, with whether the renewal is booked', async () => {
  const staff = await signIn(t, STAFF);
  const customer = await signIn(t, CUSTOMER);
  const [x, y] = await createCustomers(t, 2, 'expiring');
  await save(x!, licenceBody(now(), { ExpiryDate: dayFrom(now(), 12), CardNumber: '700012' }));
  await save(y!, licenceBody(now(), { ExpiryDate: dayFrom(now(), 45), CardNumber: '700045' }));
  await save(customer, licenceBody(now(), { ExpiryDate: dayFrom(now(), -3), IssueDate: dayFrom(now(), -368) }));
  const within = async (days: number) =>
    ((await api(t, `Licence/expiring?days=${days}`, { as: as(staff) })).json.data as { CardNumber: string }[])
      .map((r) => r.CardNumber)
      .filter((n) => n.startsWith('7000'));
  expect(await within(30)).toEqual(['700012']);
  expect(await within(60)).toEqual(['700012', '700045']);
  const r = await api(t, 'Licence/expiring?days=60', { as: as(staff) });
  expect(r.json.data.find((row: { CardNumber: string }) => row.CardNumber === '700012')).toMatchObject({
    UniqueID: x!.userId,
    Authority: 'RERA',
    CardType: 'broker',
    ExpiryDate: dayFrom(now(), 12),
    DaysLeft: 12,
    Booked: false,
  });
  expect((await api(t, 'Licence/expiring?days=0', { as: as(staff) })).status).toBe(400);
  expect((await api(t, 'Licence/expiring?days=731', { as: as(staff) })).status).toBe(400);
});

test('the data export carries the licence as recorded; deleting the account deletes it', async () => {
  const who = await signUpUser(t);
  await save(who as Who, licenceBody(now(), { CardNumber: '555000' }));
  const exported = await api(t, 'User/export-data', { as: who });
  expect(exported.json.data.BrokerLicence).toMatchObject({ Authority: 'RERA', CardNumber: '555000' });
  expect(exported.json.data.BrokerLicence.Timeline).toBeUndefined();
  const gone = await api(t, 'User/delete-account', { body: { Password: PASSWORD }, as: who });
  expect(gone.json.data.Status).toBe('deleted');
  const rows = await t.database.db.select().from(s.brokerLicences).where(eq(s.brokerLicences.userId, who.userId));
  expect(rows).toEqual([]);
});
