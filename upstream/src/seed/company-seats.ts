// The demo company and its seats (docs/company.md "Assigning seats"): a verified Dubai brokerage whose admin
// (company.admin@institute.test) bought 5 seats of an upcoming program, paid by bank transfer; one seat is accepted by
// agent@institute.test (their own 0 AED booking), four are open for the journeys to assign. Runs once after the
// catalogue and commerce seeds (seed/index.ts).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { computeTotals } from '@shared/money/vat';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { answerSeat } from '../services/company/seats-answer';
import { inviteToSeat } from '../services/company/seats-assign';
import { createSeatsForOrder } from '../services/company/seat-stock';
import { resolveDate } from './content/dates';

const SEAT_SEED_ADMIN_EMAIL = 'company.admin@institute.test';
const SEAT_SEED_AGENT_EMAIL = 'agent@institute.test';
/** A program 75 days out with 200 places and no exam: its registration stays open for any test clock. */
const SEAT_SEED_PROGRAM_ID = 17;
const SEAT_SEED_QUANTITY = 5;

const COMPANY = {
  legalNameEn: 'Marina Gate Real Estate Brokers L.L.C.',
  legalNameAr: 'مارينا جيت للوساطة العقارية ذ.م.م',
  tradeLicenseNumber: '1187345',
  tradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
  trn: '100398765400003',
  address: {
    Line1: 'Office 2207, Marina Gate 1',
    Line2: 'Dubai Marina',
    City: 'Dubai',
    Emirate: 'Dubai',
    POBox: '71550',
    CountryCode: 'AE',
  },
  billingContactName: 'Khalid Al Nuaimi',
  billingContactEmail: 'accounts@marinagate.example',
  billingContactPhone: '+971 4 556 7788',
} as const;

/**
 * A company's team order as checkout will write it: the order (paid or pending), one line of `quantity` seats of a
 * program, the buyer copied onto `order_company`, the seats held and one open `company_seats` row per seat. The seed
 * and the tests use it (buying seats is another part of issue 43).
 */
export async function insertTeamOrder(
  tx: Db,
  o: { adminId: string; companyId: number; programId: number; quantity: number; paid: boolean; now: Date },
): Promise<{ orderId: number }> {
  const [p] = await tx
    .select({ p: t.programs, c: t.courses })
    .from(t.programs)
    .innerJoin(t.courses, eq(t.courses.id, t.programs.courseId))
    .where(eq(t.programs.id, o.programId));
  const [company] = await tx.select().from(t.companies).where(eq(t.companies.id, o.companyId));
  const [admin] = await tx.select().from(t.users).where(eq(t.users.uniqueId, o.adminId));
  const { lines, totals } = computeTotals([{ unitPrice: p.p.priceFils, quantity: o.quantity }], {});
  const [order] = await tx
    .insert(t.orders)
    .values({
      uniqueId: randomUUID(),
      userId: o.adminId,
      orderDate: o.now,
      statusId: o.paid ? 2 : 1,
      paymentMethod: 'bank_transfer',
      subTotalFils: totals.subTotal,
      discountFils: totals.discount,
      totalAfterDiscountFils: totals.totalAfterDiscount,
      vatFils: totals.vat,
      totalFils: totals.total,
      firstName: admin.firstName,
      lastName: admin.lastName,
      companyName: company.legalNameEn,
      trn: company.trn,
      paymentReceivedDate: o.paid ? o.now : null,
      paymentReceiveType: o.paid ? 'Bank transfer' : null,
      seatsHeld: true,
      createdBy: o.adminId,
    })
    .returning({ id: t.orders.id });
  const a = lines[0]!;
  await tx.insert(t.orderItems).values({
    orderId: order.id,
    itemType: 'program',
    itemId: p.p.id,
    quantity: o.quantity,
    nameEn: p.c.titleEn,
    nameAr: p.c.titleAr,
    unitPriceFils: a.unitPrice,
    discountFils: a.discount,
    netFils: a.net,
    vatFils: a.vat,
    totalFils: a.total,
  });
  await tx.insert(t.orderCompany).values({
    orderId: order.id,
    companyId: company.id,
    legalNameEn: company.legalNameEn,
    legalNameAr: company.legalNameAr,
    trn: company.trn,
    tradeLicenseNumber: company.tradeLicenseNumber,
    tradeLicenseAuthority: company.tradeLicenseAuthority,
    address: company.address,
    poNumber: 'PO-2026-0415',
    netDays: 30,
  });
  await tx
    .update(t.programs)
    .set({ seatsAvailable: sql`${t.programs.seatsAvailable} - ${o.quantity}` })
    .where(eq(t.programs.id, p.p.id));
  await createSeatsForOrder(tx, order.id, company.id, o.now);
  return { orderId: order.id };
}

export async function seedCompanySeats(db: Db, base: Date): Promise<void> {
  const now = resolveDate(base, -3, '10:15');
  const [admin] = await db.select().from(t.users).where(eq(t.users.email, SEAT_SEED_ADMIN_EMAIL));
  const [agent] = await db.select().from(t.users).where(eq(t.users.email, SEAT_SEED_AGENT_EMAIL));
  if (!admin || !agent) return;
  const [company] = await db
    .insert(t.companies)
    .values({ ...COMPANY, createdBy: admin.uniqueId, createdAt: now, verifiedAt: now })
    .returning({ id: t.companies.id });
  await db.insert(t.companyAdmins).values({ companyId: company.id, userId: admin.uniqueId, addedAt: now });
  await db.transaction(async (tx) => {
    await insertTeamOrder(tx as unknown as Db, {
      adminId: admin.uniqueId,
      companyId: company.id,
      programId: SEAT_SEED_PROGRAM_ID,
      quantity: SEAT_SEED_QUANTITY,
      paid: true,
      now,
    });
    const [seat] = await tx
      .select({ id: t.companySeats.id })
      .from(t.companySeats)
      .where(and(eq(t.companySeats.companyId, company.id), eq(t.companySeats.status, 'open')))
      .limit(1);
    await inviteToSeat(tx, seat.id, SEAT_SEED_AGENT_EMAIL, 'ar', admin.uniqueId, now);
  });
  // The agent accepts through the same path as the site: their booking and calendar invitation exist.
  const [invited] = await db
    .select({ token: t.companySeats.inviteToken })
    .from(t.companySeats)
    .where(eq(t.companySeats.email, SEAT_SEED_AGENT_EMAIL));
  await answerSeat(db, agent.uniqueId, { Token: invited.token!, Accept: true }, 24, now);
  // Demo history, not news: the seed's messages are not sent.
  await db
    .update(t.mailLog)
    .set({ status: 'skipped' })
    .where(sql`${t.mailLog.key} like 'seat-invite:%' or ${t.mailLog.userId} = ${agent.uniqueId}`);
}
