// Seeds the demo customer's shop history beside seed/certificates.ts, so My Account and the printable documents have
// every kind of order on a fresh machine:
//   - a paid card order of a program with its exam and the WELCOME10 voucher (discount, per-line VAT, receipt);
//   - a refunded order (status 4, refund date: the credit note);
//   - an unpaid online order of a book, shipped to an address, with a payment link (pay-link → card page).
// Runs once, right after the catalogue seed (seed/index.ts). Deterministic: order ids and the link token come from the
// base day. Seats: the paid program line holds its seat (seats_available - 1).
import { eq, sql } from 'drizzle-orm';
import { computeTotals, divRoundHalfUp } from '@shared/money/vat';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { nameUuid } from '../lib/ids';
import { content } from './content';
import { resolveDate } from './content/dates';

export const COMMERCE_SEED_CUSTOMER_EMAIL = 'customer@institute.test';
/** The program of the seeded paid order: the last catalogue program whose course has an exam. */
const SEED_PAID_PROGRAM_ID = [...content.programs].reverse().find((p) => p.HasExam)!.PriceOptionID;
/** The membership of the refunded order (refunded: it can be bought again). */
const SEED_REFUNDED_MEMBERSHIP_ID = 1;
/** The book of the unpaid order (MemID 10, the last book). */
const SEED_UNPAID_BOOK_ID = 10;
/** Programs with a handful of seats, more than a week out: the journeys that fill a program take these, one each. */
export const HANDFUL_SEATS_PROGRAM_IDS = content.programs
  .filter((p) => p.MaxStudents >= 4 && p.MaxStudents <= 6 && p.StartDateOffsetDays > 7)
  .map((p) => p.PriceOptionID)
  .sort((a, b) => a - b);

export const seedOrderIds = (base: Date) => ({
  paid: nameUuid(`order:commerce-paid:${base.toISOString()}`),
  refunded: nameUuid(`order:commerce-refunded:${base.toISOString()}`),
  unpaid: nameUuid(`order:commerce-unpaid:${base.toISOString()}`),
  /** Pay-link token of the unpaid order (GET /payment/pay-link?id=…). */
  payLinkToken: nameUuid(`paylink:commerce-unpaid:${base.toISOString()}`).replace(/-/g, ''),
});

export async function seedCommerce(db: Db, base: Date): Promise<void> {
  const at = (offset: number, time = '00:00') => resolveDate(base, offset, time);
  const ids = seedOrderIds(base);
  await db.transaction(async (tx) => {
    const [u] = await tx.select().from(t.users).where(eq(t.users.email, COMMERCE_SEED_CUSTOMER_EMAIL)).limit(1);
    const [p] = await tx
      .select({ p: t.programs, c: t.courses })
      .from(t.programs)
      .innerJoin(t.courses, eq(t.courses.id, t.programs.courseId))
      .where(eq(t.programs.id, SEED_PAID_PROGRAM_ID))
      .limit(1);
    const [mem] = await tx
      .select()
      .from(t.membershipsBooks)
      .where(eq(t.membershipsBooks.id, SEED_REFUNDED_MEMBERSHIP_ID))
      .limit(1);
    const [book] = await tx
      .select()
      .from(t.membershipsBooks)
      .where(eq(t.membershipsBooks.id, SEED_UNPAID_BOOK_ID))
      .limit(1);
    const [welcome] = await tx.select().from(t.vouchers).where(eq(t.vouchers.code, 'WELCOME10')).limit(1);
    if (!u || !p || !mem || !book || !welcome) return;
    const buyer = {
      userId: u.uniqueId,
      firstName: u.firstName,
      lastName: u.lastName,
      companyName: u.companyName,
      trn: u.trn,
    };

    type Line = {
      itemType: 'program' | 'exam' | 'membership' | 'book';
      itemId: number;
      nameEn: string;
      nameAr: string;
      priceFils: number;
    };
    const order = async (o: {
      uniqueId: string;
      date: Date;
      lines: Line[];
      discountPercent?: number;
      values: Partial<typeof t.orders.$inferInsert>;
    }) => {
      const sub = o.lines.reduce((s, l) => s + l.priceFils, 0);
      const { lines, totals } = computeTotals(
        o.lines.map((l) => ({ unitPrice: l.priceFils })),
        { orderDiscount: o.discountPercent ? divRoundHalfUp(sub * o.discountPercent, 100) : 0 },
      );
      const [row] = await tx
        .insert(t.orders)
        .values({
          uniqueId: o.uniqueId,
          orderDate: o.date,
          paymentMethod: 'online',
          ...buyer,
          subTotalFils: totals.subTotal,
          discountFils: totals.discount,
          totalAfterDiscountFils: totals.totalAfterDiscount,
          vatFils: totals.vat,
          totalFils: totals.total,
          ...o.values,
        })
        .returning();
      let parentId: number | null = null;
      for (const [i, l] of o.lines.entries()) {
        const a = lines[i]!;
        const [item]: { id: number }[] = await tx
          .insert(t.orderItems)
          .values({
            orderId: row!.id,
            itemType: l.itemType,
            itemId: l.itemId,
            parentId: l.itemType === 'exam' ? parentId : null,
            nameEn: l.nameEn,
            nameAr: l.nameAr,
            unitPriceFils: a.unitPrice,
            discountFils: a.discount,
            netFils: a.net,
            vatFils: a.vat,
            totalFils: a.total,
          })
          .returning({ id: t.orderItems.id });
        if (l.itemType === 'program') parentId = item!.id;
      }
      return { row: row!, total: totals.total };
    };

    // Paid: the program and its exam with WELCOME10, by card 12 days ago.
    const paidAt = at(-12, '16:40');
    const paid = await order({
      uniqueId: ids.paid,
      date: at(-12, '16:32'),
      discountPercent: welcome.value,
      lines: [
        { itemType: 'program', itemId: p.p.id, nameEn: p.c.titleEn, nameAr: p.c.titleAr, priceFils: p.p.priceFils },
        {
          itemType: 'exam',
          itemId: p.p.id,
          nameEn: `Exam: ${p.c.titleEn}`,
          nameAr: `امتحان: ${p.c.titleAr}`,
          priceFils: p.p.examPriceFils,
        },
      ],
      values: {
        statusId: 2,
        voucherId: welcome.id,
        voucherCode: welcome.code,
        paymentReceivedDate: paidAt,
        paymentReceiveType: 'Card',
        seatsHeld: true,
      },
    });
    await tx
      .update(t.programs)
      .set({ seatsAvailable: sql`greatest(${t.programs.seatsAvailable} - 1, 0)` })
      .where(eq(t.programs.id, p.p.id));
    await tx
      .update(t.vouchers)
      .set({ usedCount: sql`${t.vouchers.usedCount} + 1` })
      .where(eq(t.vouchers.id, welcome.id));
    await tx.insert(t.payments).values({
      orderId: paid.row.id,
      amountFils: paid.total,
      status: 'succeeded',
      cardLast4: '4242',
      createdAt: paidAt,
      finishedAt: paidAt,
    });

    // Refunded: a membership paid 60 days ago, refunded 50 days ago.
    const refundPaidAt = at(-60, '10:05');
    const refunded = await order({
      uniqueId: ids.refunded,
      date: at(-60, '10:00'),
      lines: [
        { itemType: 'membership', itemId: mem.id, nameEn: mem.titleEn, nameAr: mem.titleAr, priceFils: mem.priceFils },
      ],
      values: {
        statusId: 4,
        paymentReceivedDate: refundPaidAt,
        paymentReceiveType: 'Card',
        refundDate: at(-50, '12:00'),
      },
    });
    await tx.insert(t.payments).values({
      orderId: refunded.row.id,
      amountFils: refunded.total,
      status: 'succeeded',
      cardLast4: '4242',
      createdAt: refundPaidAt,
      finishedAt: refundPaidAt,
    });

    // Unpaid: a book ordered online yesterday, not paid yet: its payment link is live.
    await order({
      uniqueId: ids.unpaid,
      date: at(-1, '19:15'),
      lines: [
        { itemType: 'book', itemId: book.id, nameEn: book.titleEn, nameAr: book.titleAr, priceFils: book.priceFils },
      ],
      values: {
        statusId: 1,
        paymentLinkToken: ids.payLinkToken,
        shippingAddress: {
          Label: 'Office',
          FullName: `${u.firstName} ${u.lastName}`,
          Phone: `+971${u.mobileNumber ?? ''}`,
          Line1: 'Office 1204, Bay Square Building 3',
          Line2: 'Business Bay',
          City: 'Dubai',
          Emirate: 'Dubai',
          CountryID: 1,
        },
      },
    });
  });
}
