// Helpers of the cart/checkout/payment/bulk-order suites: signed-in identities, many customers at once (through the
// service layer: a row and a session token each), and small API shorthands.
import { eq } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import { issueSessionToken } from '../../../upstream/src/services/users/accounts';
import type { HeaderOptions, TestContext } from './harness';
import { api } from './user-helpers';

export type Who = HeaderOptions & { userId: string; token: string };

export const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };
export const STAFF = { email: 'staff@institute.test', password: 'Staff#2026' };

export async function signIn(t: TestContext, who: { email: string; password: string }): Promise<Who> {
  const r = await api(t, 'User/sign-in', { body: { email: who.email, password: who.password } });
  expect(r.json.data.CODE).toBe(200);
  return { userId: r.json.data.UniqueID, token: r.json.data.token };
}

let n = 0;
/** `count` new customers with a live session token each (no e-mail round trip: this is about the shop). */
export async function createCustomers(t: TestContext, count: number, tag = 'buyer'): Promise<Who[]> {
  const db = t.database.db;
  const rows = Array.from({ length: count }, () => {
    n += 1;
    const k = `${Date.now() % 1e6}${n}`;
    return {
      email: `${tag}.${k}@example.test`,
      passwordHash: 'x',
      firstName: `Buyer${n}`,
      lastName: 'Test',
      mobileNumber: `58${String(n).padStart(3, '0')}${k.slice(-4)}`,
    };
  });
  const users = await db.insert(s.users).values(rows).returning({ id: s.users.uniqueId });
  const out: Who[] = [];
  for (const u of users)
    out.push({ userId: u.id, token: await issueSessionToken(db, u.id, 'test-device', new Date()) });
  return out;
}

export const as = (who: Who) => ({ userId: who.userId, token: who.token, lang: who.lang });

export const add = (t: TestContext, who: Who, ItemID: number, ItemType: string, DiplomaLang: string | null = null) =>
  api(t, 'Cart/add-to-cart', { body: { ItemID, ItemType, DiplomaLang }, as: as(who) });

export const cart = async (t: TestContext, who: Who) => {
  const r = await api(t, 'Cart/get-cart', { as: as(who) });
  expect(r.status).toBe(200);
  return r.json.data;
};

export const submit = (t: TestContext, who: Who, q = 'paymentMethod=pay_later&trn=-') =>
  api(t, `Cart/submit-order?${q}`, { method: 'POST', as: as(who) });

/** Sets a program's price, exam price and seats (fils, fils, count) for crisp arithmetic. */
export async function setProgram(t: TestContext, id: number, v: Partial<typeof s.programs.$inferInsert>) {
  await t.database.db.update(s.programs).set(v).where(eq(s.programs.id, id));
}

export async function seatsOf(t: TestContext, id: number): Promise<number> {
  const [p] = await t.database.db
    .select({ n: s.programs.seatsAvailable })
    .from(s.programs)
    .where(eq(s.programs.id, id));
  return p!.n;
}

export async function orderRow(t: TestContext, uniqueId: string) {
  const [o] = await t.database.db.select().from(s.orders).where(eq(s.orders.uniqueId, uniqueId));
  return o!;
}

export async function voucherUses(t: TestContext, code: string): Promise<number> {
  const [v] = await t.database.db.select({ n: s.vouchers.usedCount }).from(s.vouchers).where(eq(s.vouchers.code, code));
  return v!.n;
}
