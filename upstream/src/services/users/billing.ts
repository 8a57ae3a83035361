// Billing details (contract extension): the profile's CompanyName and TRN, the trade licence number and a structured
// billing address. submitOrder copies them onto the order (snapshotBilling) so its documents never change.
import { eq, inArray } from 'drizzle-orm';
import type { BillingAddress, BillingDetails, BillingDetailsInputSchema } from '@shared/contract/entities/billing';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { billingDetails, orderBilling, users } from '../../db/schema';
import { notFound } from '../../http/errors';

type Input = z.output<typeof BillingDetailsInputSchema>;

export async function getBillingDetails(db: Db, userId: string): Promise<BillingDetails> {
  const [row] = await db
    .select({ company: users.companyName, trn: users.trn, b: billingDetails })
    .from(users)
    .leftJoin(billingDetails, eq(billingDetails.userId, users.uniqueId))
    .where(eq(users.uniqueId, userId))
    .limit(1);
  if (!row) throw notFound();
  return {
    CompanyName: row.company || null,
    TRN: row.trn || null,
    TradeLicenseNumber: row.b?.tradeLicenseNumber || null,
    TradeLicenseAuthority: row.b?.tradeLicenseAuthority || null,
    Address: row.b?.address ?? null,
  };
}

export async function setBillingDetails(db: Db, userId: string, input: Input, now: Date): Promise<BillingDetails> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.update(users).set({ companyName: input.CompanyName, trn: input.TRN }).where(eq(users.uniqueId, userId));
    const values = {
      tradeLicenseNumber: input.TradeLicenseNumber,
      ...(input.TradeLicenseAuthority !== undefined ? { tradeLicenseAuthority: input.TradeLicenseAuthority } : {}),
      address: input.Address,
      updatedAt: now,
    };
    await tx
      .insert(billingDetails)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: billingDetails.userId, set: values });
  });
  return getBillingDetails(db, userId);
}

/** Inside the submission's transaction: the order keeps the billing details it was issued with. */
export async function snapshotBilling(tx: Db, orderId: number, userId: string): Promise<void> {
  const [b] = await tx.select().from(billingDetails).where(eq(billingDetails.userId, userId)).limit(1);
  if (!b || (!b.tradeLicenseNumber && !b.address)) return;
  await tx.insert(orderBilling).values({
    orderId,
    tradeLicenseNumber: b.tradeLicenseNumber,
    tradeLicenseAuthority: b.tradeLicenseAuthority,
    address: b.address,
  });
}

export type OrderBillingCopy = {
  tradeLicenseNumber: string | null;
  tradeLicenseAuthority: string | null;
  address: BillingAddress | null;
};

export async function orderBillingOf(db: Db, orderIds: number[]): Promise<Map<number, OrderBillingCopy>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select().from(orderBilling).where(inArray(orderBilling.orderId, orderIds));
  return new Map(
    rows.map((r) => [
      r.orderId,
      { tradeLicenseNumber: r.tradeLicenseNumber, tradeLicenseAuthority: r.tradeLicenseAuthority, address: r.address },
    ]),
  );
}
