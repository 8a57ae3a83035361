// Item 3 of the hardening issue, upstream half: Cart/get-order and the certificate reads confirm the caller on every
// request. The owner reads their own; staff (by the role in the upstream's records) any uid; another customer's
// token nothing; the anonymous token (the web's signed links) any uid; a revoked token nothing.
import { eq } from 'drizzle-orm';
import * as schema from '../../../upstream/src/db/schema';
import { api } from './user-helpers';
import { createTestApp, type TestContext } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

type Me = { userId: string; token: string };
async function signIn(email: string, password: string): Promise<Me> {
  const r = await api(t, 'User/sign-in', { body: { email, password } });
  expect(r.json.data.CODE).toBe(200);
  return { userId: r.json.data.UniqueID, token: r.json.data.token };
}

const cidOf = (link: string | null | undefined) => new URLSearchParams(String(link).split('?')[1]).get('cid');

test('get-order and the certificates: owner, staff and anonymous read; another customer and a revoked token do not', async () => {
  const customer = await signIn('customer@institute.test', 'Customer#2026');
  const second = await signIn('second@institute.test', 'Second#2026');
  const staff = await signIn('staff@institute.test', 'Staff#2026');
  const orders = (await api(t, 'User/get-customer-orders', { as: customer })).json.data as { OrderUniqueID: string }[];
  const programs = (await api(t, 'User/get-customer-order-items?type=program', { as: customer })).json.data as {
    CourseCertDownloadLink: string | null;
  }[];
  const cid = cidOf(programs.find((p) => p.CourseCertDownloadLink)?.CourseCertDownloadLink);
  expect(cid).toBeTruthy();
  const reads = [
    `Cart/get-order?oid=${orders[0].OrderUniqueID}&uid=${customer.userId}`,
    `Courses/get-course-certificate?cid=${cid}&uid=${customer.userId}`,
  ];

  for (const path of reads) {
    expect((await api(t, path, { as: customer })).status).toBe(200);
    expect((await api(t, path, { as: staff })).status).toBe(200);
    expect((await api(t, path)).status).toBe(200);
    expect((await api(t, path, { as: second })).status).toBe(404);
  }

  // Logged out: the same staff token reads nothing any more.
  expect((await api(t, 'User/sign-out', { method: 'POST', as: staff })).json).toEqual({ data: 1 });
  for (const path of reads) expect((await api(t, path, { as: staff })).status).toBe(401);
});

test('a staff member whose role is removed reads only their own, with the same token', async () => {
  const staff = await signIn('staff@institute.test', 'Staff#2026');
  const customer = await signIn('customer@institute.test', 'Customer#2026');
  const orders = (await api(t, 'User/get-customer-orders', { as: customer })).json.data as { OrderUniqueID: string }[];
  const path = `Cart/get-order?oid=${orders[0].OrderUniqueID}&uid=${customer.userId}`;
  expect((await api(t, path, { as: staff })).status).toBe(200);
  const setRole = (role: 'customer' | 'staff') =>
    t.database.db.update(schema.users).set({ role }).where(eq(schema.users.uniqueId, staff.userId));
  await setRole('customer');
  try {
    expect((await api(t, path, { as: staff })).status).toBe(404);
  } finally {
    await setRole('staff');
  }
});
