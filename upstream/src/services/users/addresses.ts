// Saved addresses (beyond the spec: the addresses screen and the shipping address of book orders).
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Address, AddressInput } from '@shared/contract/entities';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

const MAX_ADDRESSES = 20;

type Row = typeof addresses.$inferSelect;
const toAddress = (a: Row): Address => ({
  AddressID: a.id,
  Label: a.label,
  FullName: a.name,
  Phone: a.phone,
  Line1: a.line1,
  Line2: a.line2 || null,
  City: a.city,
  Emirate: a.emirate,
  IsDefault: a.isDefault,
});

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
  return rows.map(toAddress);
}

/** Creates (AddressID null) or updates one of the caller's addresses. The first address is the default; setting
 *  IsDefault clears the flag on the others. */
export async function saveAddress(db: Db, userId: string, a: AddressInput, now: Date): Promise<Address> {
  const values = {
    label: a.Label.trim(),
    name: a.FullName.trim(),
    phone: a.Phone.trim(),
    line1: a.Line1.trim(),
    line2: (a.Line2 ?? '').trim(),
    city: a.City.trim(),
    emirate: a.Emirate.trim(),
  };
  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: addresses.id, isDefault: addresses.isDefault })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .for('update');
    let row: Row;
    if (a.AddressID === null) {
      if (mine.length >= MAX_ADDRESSES) throw badRequest([{ path: ['AddressID'], message: 'too_many_addresses' }]);
      const isDefault = a.IsDefault || !mine.some((m) => m.isDefault);
      [row] = await tx
        .insert(addresses)
        .values({ ...values, userId, isDefault, createdAt: now })
        .returning();
    } else {
      const current = mine.find((m) => m.id === a.AddressID);
      if (!current) throw notFound();
      // The default moves only by choosing another address: unticking the current default keeps it.
      [row] = await tx
        .update(addresses)
        .set({ ...values, isDefault: a.IsDefault || current.isDefault })
        .where(and(eq(addresses.id, a.AddressID), eq(addresses.userId, userId)))
        .returning();
    }
    if (row.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, row.id)));
    }
    return toAddress(row);
  });
}

/** 1 deleted, 0 not one of the caller's addresses. A deleted default passes to the newest remaining address. */
export async function deleteAddress(db: Db, userId: string, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!gone) return 0;
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return 1;
  });
}
