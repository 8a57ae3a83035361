// The demo customer's billing details (a company with a TRN, so an address is required: docs/tax-invoices.md),
// copied onto every seeded order of theirs as checkout copies them: their tax invoices print it and
// their e-invoices carry it. Runs after the certificate and commerce seeds, which make those orders.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { COMMERCE_SEED_CUSTOMER_EMAIL } from './commerce';

const SEED_BILLING = {
  tradeLicenseNumber: 'DED-1045871',
  tradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
  address: {
    Line1: 'Office 1402, Marina Plaza',
    Line2: 'Dubai Marina',
    City: 'Dubai',
    Emirate: 'Dubai',
    POBox: '55123',
    CountryCode: 'AE',
  },
};

export async function seedBilling(db: Db, now: Date): Promise<void> {
  const [u] = await db
    .select({ id: t.users.uniqueId })
    .from(t.users)
    .where(eq(t.users.email, COMMERCE_SEED_CUSTOMER_EMAIL))
    .limit(1);
  if (!u) return;
  await db.insert(t.billingDetails).values({ userId: u.id, ...SEED_BILLING, updatedAt: now });
  const orders = await db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.userId, u.id));
  if (orders.length) await db.insert(t.orderBilling).values(orders.map((o) => ({ orderId: o.id, ...SEED_BILLING })));
}
