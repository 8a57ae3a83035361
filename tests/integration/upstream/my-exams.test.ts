// My Exams (User/get-customer-order-items?type=exam): the exam's TID is its own booking number, not the program's id
// (which is ItemID, the "Program ID" of the screen: docs/product/screens.md#my-account).
import { add, as, createCustomers, setProgram, submit, type Who } from './cart-helpers';
import { createTestApp, type TestContext } from './harness';
import { api } from './user-helpers';

jest.setTimeout(180_000);

let t: TestContext;
let buyer: Who;
const PROGRAM = 6;

beforeAll(async () => {
  t = await createTestApp();
  await setProgram(t, PROGRAM, { priceFils: 100000, examPriceFils: 20000, hasExam: true, withExam: false });
  [buyer] = await createCustomers(t, 1, 'exams');
});
afterAll(async () => t.close());

test('an exam lists its own TID, its program as Program ID and its order number', async () => {
  await add(t, buyer, PROGRAM, 'program');
  await add(t, buyer, PROGRAM, 'exam');
  const order = await submit(t, buyer);
  expect(order.status).toBe(200);
  const { data: orders } = (await api(t, 'User/get-customer-orders', { as: as(buyer) })).json;
  const { data: exams } = (await api(t, 'User/get-customer-order-items?type=exam', { as: as(buyer) })).json;
  expect(exams).toHaveLength(1);
  const [exam] = exams;
  expect(exam.ItemID).toBe(PROGRAM);
  expect(exam.OrderID).toBe(orders[0].OrderID);
  expect(exam.TID).toBe(exam.CITID);
  expect(exam.TID).not.toBe(exam.ItemID);
  // the program line of the same order has its own id: the TID names the exam booking only
  const { data: programs } = (await api(t, 'User/get-customer-order-items?type=program', { as: as(buyer) })).json;
  expect(programs[0].TID).toBeNull();
  expect(programs[0].CITID).not.toBe(exam.TID);
});
