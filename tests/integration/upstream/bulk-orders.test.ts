// Courses/get-students and Courses/generate-orders (staff only) on the real upstream app.
import { and, eq, inArray } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import { as, createCustomers, CUSTOMER, seatsOf, setProgram, signIn, STAFF, type Who } from './cart-helpers';
import { createTestApp, type TestContext } from './harness';
import { api, watchContractDrift } from './user-helpers';

let t: TestContext;
let staff: Who;
let customer: Who;
const PROGRAM = 13;

watchContractDrift();
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, STAFF);
  customer = await signIn(t, CUSTOMER);
});
afterAll(async () => t.close());

const generate = (who: Who, body: Record<string, unknown>) => api(t, 'Courses/generate-orders', { body, as: as(who) });
const ordersOf = (ids: string[]) => t.database.db.select().from(s.orders).where(inArray(s.orders.userId, ids));

test('customers and anonymous callers are refused (403 forbidden / 401)', async () => {
  expect(await api(t, 'Courses/get-students', { as: as(customer) })).toMatchObject({
    status: 403,
    json: { error: { code: 'forbidden' } },
  });
  expect((await api(t, 'Courses/get-students')).status).toBe(401);
  const [student] = await createCustomers(t, 1);
  const r = await generate(customer, {
    programId: PROGRAM,
    programPrice: 1000,
    withExam: false,
    examPrice: 0,
    paid: true,
    students: [student!.userId],
  });
  expect(r).toMatchObject({ status: 403, json: { error: { code: 'forbidden' } } });
  expect(await ordersOf([student!.userId])).toHaveLength(0);
});

test('get-students: every customer once, display text to search on, none selected', async () => {
  const r = await api(t, 'Courses/get-students', { as: as(staff) });
  expect(r.status).toBe(200);
  const demo = r.json.data.find((x: any) => x.UniqueID === customer.userId);
  expect(demo).toEqual({
    UniqueID: customer.userId,
    DisplayText: 'Mohammed Al Mazrouei - customer@institute.test - 559876543',
    Selected: 0,
  });
  expect(r.json.data.some((x: any) => x.UniqueID === staff.userId)).toBe(false);
  expect(r.json.data.every((x: any) => x.Selected === 0)).toBe(true);
});

test('10 students, paid, with exam: 10 orders in one go, VAT 5% of (program + exam), seats taken', async () => {
  await setProgram(t, PROGRAM, { seatsAvailable: 12 });
  const students = await createCustomers(t, 10, 'bulk');
  const ids = students.map((x) => x.userId);
  const r = await generate(staff, {
    programId: PROGRAM,
    programPrice: 1234.5,
    withExam: true,
    examPrice: 300.25,
    paid: true,
    students: ids,
  });
  expect(r.json).toEqual({ data: { success: true, data: null } });
  const made = await ordersOf(ids);
  expect(made).toHaveLength(10);
  expect(new Set(made.map((o) => o.userId)).size).toBe(10);
  // 1534.75 + 5% (76.7375 → 76.74) = 1611.49
  for (const o of made) {
    expect(o).toMatchObject({
      statusId: 2,
      paymentMethod: 'bulk',
      createdBy: staff.userId,
      subTotalFils: 153475,
      vatFils: 7674,
      totalFils: 161149,
      paymentReceiveType: 'Bulk',
      seatsHeld: true,
    });
  }
  const lines = await t.database.db
    .select()
    .from(s.orderItems)
    .where(
      inArray(
        s.orderItems.orderId,
        made.map((o) => o.id),
      ),
    );
  expect(lines.filter((l) => l.itemType === 'program')).toHaveLength(10);
  expect(lines.filter((l) => l.itemType === 'exam')).toHaveLength(10);
  expect(lines.filter((l) => l.itemType === 'exam').every((l) => l.parentId !== null)).toBe(true);
  expect(await seatsOf(t, PROGRAM)).toBe(2);
  // The students see them in My Account.
  const mine = await api(t, 'User/get-customer-orders', { as: as(students[0]!) });
  expect(mine.json.data).toHaveLength(1);
  expect(mine.json.data[0]).toMatchObject({ PaymentStatusID: 2, OrderTotal: 1611.49 });
});

test('unpaid without exam: pending orders with a payment link', async () => {
  await setProgram(t, PROGRAM, { seatsAvailable: 5 });
  const students = await createCustomers(t, 2, 'bulkunpaid');
  const r = await generate(staff, {
    programId: PROGRAM,
    programPrice: 999,
    withExam: false,
    examPrice: 300,
    paid: false,
    students: students.map((x) => x.userId),
  });
  expect(r.json.data.success).toBe(true);
  const made = await ordersOf(students.map((x) => x.userId));
  expect(made.map((o) => [o.statusId, o.subTotalFils, o.vatFils, o.totalFils])).toEqual([
    [1, 99900, 4995, 104895],
    [1, 99900, 4995, 104895],
  ]);
  expect(made.every((o) => !!o.paymentLinkToken && o.paymentReceivedDate === null)).toBe(true);
});

test('not enough seats for the 10th: none created, seats unchanged, the reason in data', async () => {
  await setProgram(t, PROGRAM, { seatsAvailable: 9 });
  const students = await createCustomers(t, 10, 'bulkfull');
  const ids = students.map((x) => x.userId);
  const r = await generate(staff, {
    programId: PROGRAM,
    programPrice: 1000,
    withExam: false,
    examPrice: 0,
    paid: true,
    students: ids,
  });
  expect(r.status).toBe(200);
  expect(r.json.data).toEqual({ success: false, data: 'Not enough seats: 9 left for 10 students' });
  expect(await ordersOf(ids)).toHaveLength(0);
  expect(await seatsOf(t, PROGRAM)).toBe(9);
});

test("an unknown student or one already enrolled: none created (message in the caller's language)", async () => {
  await setProgram(t, PROGRAM, { seatsAvailable: 20 });
  const students = await createCustomers(t, 3, 'bulkmix');
  const ids = students.map((x) => x.userId);
  const ghost = '11111111-2222-4333-8444-555555555555';
  const r1 = await generate(staff, {
    programId: PROGRAM,
    programPrice: 1000,
    withExam: false,
    examPrice: 0,
    paid: true,
    students: [...ids, ghost],
  });
  expect(r1.json.data).toEqual({ success: false, data: `Student not found: ${ghost}` });
  expect(
    await generate(staff, {
      programId: PROGRAM,
      programPrice: 1000,
      withExam: false,
      examPrice: 0,
      paid: true,
      students: [ids[0]],
    }),
  ).toMatchObject({ json: { data: { success: true } } });
  const r2 = await api(t, 'Courses/generate-orders', {
    body: { programId: PROGRAM, programPrice: 1000, withExam: false, examPrice: 0, paid: true, students: ids },
    as: { ...as(staff), lang: 'ar' },
  });
  expect(r2.json.data.success).toBe(false);
  expect(r2.json.data.data).toContain('مسجَّل بالفعل في هذا البرنامج');
  expect(await ordersOf(ids)).toHaveLength(1);
  expect(await seatsOf(t, PROGRAM)).toBe(19);
  const none = await generate(staff, {
    programId: 999_999,
    programPrice: 1,
    withExam: false,
    examPrice: 0,
    paid: true,
    students: [ids[1]],
  });
  expect(none.json.data).toEqual({ success: false, data: 'Program not found' });
  const bad = await generate(staff, {
    programId: PROGRAM,
    programPrice: -1,
    withExam: false,
    examPrice: 0,
    paid: true,
    students: [ids[1]],
  });
  expect(bad.status).toBe(400);
  expect(
    await t.database.db
      .select()
      .from(s.orders)
      .where(and(eq(s.orders.userId, ids[1]!), eq(s.orders.paymentMethod, 'bulk'))),
  ).toHaveLength(0);
});
