// User/delete-account (UAE PDPL right to erasure): the account is anonymised in place, not removed, because its
// orders are tax records the institute must keep (Federal Decree-Law No. 8 of 2017 on VAT, art. 78, and the Tax
// Procedures law: at least five years after the end of the tax period). What goes: every personal field of the
// user row, the uploads (photo, Emirates ID scans), the broker licence, addresses, cart, codes, consents, enquiries
// and certificates; every session token is revoked, so the account is signed out everywhere and can never sign in again (its
// e-mail and password are gone). What stays: the orders with the name, company, TRN and address printed on
// their invoices and credit notes, and the anonymous seat counts of initiative registrations.
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { DeleteAccountResult } from '@shared/contract/entities';
import type { Db } from '../../db/client';
import {
  accountDeletions,
  addresses,
  brokerLicences,
  carts,
  certificates,
  consents,
  enquiries,
  files,
  initiativeRegistrations,
  orders,
  otpCodes,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { cancelOrder } from '../commerce/orders';
import { verifyPassword } from '../passwords';
import { revokeAllTokens } from '../users/accounts';

/** The address an anonymised account keeps: unique (the column is), never deliverable (RFC 2606 .invalid). */
const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
/** Not a scrypt hash: verifyPassword refuses every password against it. */
const NO_PASSWORD = 'deleted';

export async function deleteAccount(db: Db, userId: string, password: string, now: Date): Promise<DeleteAccountResult> {
  const [u] = await db.select().from(users).where(eq(users.uniqueId, userId)).limit(1);
  if (!u) throw notFound();
  const [{ n: kept }] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  if (!(await verifyPassword(password, u.passwordHash))) return { Status: 'wrong_password', InvoicesKept: kept };

  // Unpaid orders are cancelled first (their held seats and voucher uses return), each as checkout would.
  const pending = await db
    .select({ oid: orders.uniqueId })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.statusId, 1)));
  for (const o of pending) await cancelOrder(db, o.oid);

  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .update(users)
      .set({
        email: deletedEmail(userId),
        passwordHash: NO_PASSWORD,
        firstName: '',
        middleName: null,
        lastName: '',
        firstNameAr: null,
        middleNameAr: null,
        lastNameAr: null,
        companyName: null,
        trn: null,
        profilePhoto: null,
        eid: null,
        isEidVerified: false,
        eidFront: null,
        eidBack: null,
        dob: null,
        gender: null,
        mobileNumber: null,
        countryId: 1,
        isEmailVerified: false,
        role: 'customer',
      })
      .where(eq(users.uniqueId, userId));
    await revokeAllTokens(tx, userId, now);
    // The broker licence first: its card copy is one of the uploads deleted next.
    await tx.delete(brokerLicences).where(eq(brokerLicences.userId, userId));
    await tx.delete(files).where(eq(files.ownerId, userId));
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx.delete(carts).where(eq(carts.userId, userId));
    await tx.delete(otpCodes).where(or(eq(otpCodes.userId, userId), eq(otpCodes.email, u.email)));
    await tx.delete(consents).where(eq(consents.userId, userId));
    await tx
      .delete(enquiries)
      .where(or(eq(enquiries.userId, userId), sql`lower(${enquiries.email}) = ${u.email.toLowerCase()}`));
    // Certificates carry the holder's name; withdrawn, they no longer verify (the customer keeps the PDFs).
    await tx.delete(certificates).where(eq(certificates.userId, userId));
    await tx
      .update(initiativeRegistrations)
      .set({ certIssued: false })
      .where(eq(initiativeRegistrations.userId, userId));
    await tx.insert(accountDeletions).values({ userId, deletedAt: now, ordersKept: kept });
  });
  return { Status: 'deleted', InvoicesKept: kept };
}
