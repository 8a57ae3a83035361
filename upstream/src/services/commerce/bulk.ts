// Staff bulk orders (Courses/get-students, Courses/generate-orders): one order per selected student for one program,
// all in ONE transaction: the seats for every student are taken by one conditional UPDATE, and any failure
// (unknown program or student, too few seats, a student already enrolled) creates none and says why in `data`.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  BulkOrderStudent,
  GenerateOrdersRequest,
  GenerateOrdersResponse,
} from '@shared/contract/entities/bulk-order';
import { toFils } from '@shared/money/fils';
import { vatOf } from '@shared/money/vat';
import type { Db } from '../../db/client';
import { courses, orderItems, orders, programs, users } from '../../db/schema';
import type { Lang } from '../../http/types';
import { PAID, UNPAID, newPaymentLinkToken } from './checkout';
import { examName, LIVE_STATUSES } from './lines';
import { holdSeats } from './seats';

export async function listStudents(db: Db): Promise<BulkOrderStudent[]> {
  const rows = await db
    .select({
      id: users.uniqueId,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      mobile: users.mobileNumber,
    })
    .from(users)
    .where(eq(users.role, 'customer'))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  return rows.map((r) => ({
    UniqueID: r.id,
    DisplayText: [`${r.first} ${r.last}`.trim(), r.email, r.mobile].filter(Boolean).join(' - '),
    Selected: 0,
  }));
}

const MSG = {
  program: { en: 'Program not found', ar: 'البرنامج غير موجود' },
  student: { en: (x: string) => `Student not found: ${x}`, ar: (x: string) => `الطالب غير موجود: ${x}` },
  seats: {
    en: (left: number, n: number) => `Not enough seats: ${left} left for ${n} students`,
    ar: (left: number, n: number) => `لا توجد مقاعد كافية: المتبقي ${left} لعدد ${n} من الطلاب`,
  },
  enrolled: {
    en: (x: string) => `${x} is already enrolled in this program`,
    ar: (x: string) => `${x} مسجَّل بالفعل في هذا البرنامج`,
  },
};

class BulkFailure extends Error {}

export async function generateOrders(
  db: Db,
  staffId: string,
  b: GenerateOrdersRequest,
  lang: Lang,
  now: Date,
): Promise<GenerateOrdersResponse> {
  const students = [...new Set(b.students.map((s) => s.toLowerCase()))];
  const programFils = toFils(b.programPrice);
  const examFils = b.withExam ? toFils(b.examPrice) : 0;
  // VAT is 5% of (program price + exam price) per order (docs/product/commerce.md#staff-bulk-orders); the program line
  // keeps its own rounded share.
  const vat = vatOf(programFils + examFils);
  const programVat = b.withExam ? vatOf(programFils) : vat;
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [p] = await tx
        .select({ p: programs, c: { titleEn: courses.titleEn, titleAr: courses.titleAr } })
        .from(programs)
        .innerJoin(courses, eq(courses.id, programs.courseId))
        .where(eq(programs.id, b.programId))
        .limit(1);
      if (!p) throw new BulkFailure(MSG.program[lang]);
      const people = await tx.select().from(users).where(inArray(users.uniqueId, students));
      const missing = students.find((s) => !people.some((u) => u.uniqueId === s));
      if (missing) throw new BulkFailure(MSG.student[lang](missing));
      const enrolled = await tx
        .select({ userId: orders.userId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            inArray(orders.userId, students),
            inArray(orders.statusId, LIVE_STATUSES),
            eq(orderItems.itemType, 'program'),
            eq(orderItems.itemId, b.programId),
          ),
        )
        .limit(1);
      if (enrolled.length) {
        const u = people.find((x) => x.uniqueId === enrolled[0]!.userId)!;
        throw new BulkFailure(MSG.enrolled[lang](`${u.firstName} ${u.lastName} (${u.email})`));
      }
      if (!(await holdSeats(tx, b.programId, students.length))) {
        const [left] = await tx
          .select({ n: programs.seatsAvailable })
          .from(programs)
          .where(eq(programs.id, b.programId));
        throw new BulkFailure(MSG.seats[lang](left?.n ?? 0, students.length));
      }
      const values = people.map((u) => ({
        uniqueId: randomUUID(),
        userId: u.uniqueId,
        orderDate: now,
        statusId: b.paid ? PAID : UNPAID,
        paymentMethod: 'bulk' as const,
        subTotalFils: programFils + examFils,
        discountFils: 0,
        totalAfterDiscountFils: programFils + examFils,
        vatFils: vat,
        totalFils: programFils + examFils + vat,
        firstName: u.firstName,
        lastName: u.lastName,
        companyName: u.companyName,
        trn: u.trn,
        paymentLinkToken: b.paid ? null : newPaymentLinkToken(),
        paymentReceivedDate: b.paid ? now : null,
        paymentReceiveType: b.paid ? 'Bulk' : null,
        createdBy: staffId,
        seatsHeld: true,
      }));
      const created = await tx.insert(orders).values(values).returning({ id: orders.id });
      const programLines = created.map((o) => ({
        orderId: o.id,
        itemType: 'program' as const,
        itemId: b.programId,
        nameEn: p.c.titleEn,
        nameAr: p.c.titleAr,
        unitPriceFils: programFils,
        discountFils: 0,
        netFils: programFils,
        vatFils: programVat,
        totalFils: programFils + programVat,
      }));
      const inserted = await tx
        .insert(orderItems)
        .values(programLines)
        .returning({ id: orderItems.id, orderId: orderItems.orderId });
      if (b.withExam) {
        const examVat = vat - programVat;
        await tx.insert(orderItems).values(
          inserted.map((l) => ({
            orderId: l.orderId,
            itemType: 'exam' as const,
            itemId: b.programId,
            parentId: l.id,
            nameEn: examName(p.c.titleEn, 'en'),
            nameAr: examName(p.c.titleAr, 'ar'),
            unitPriceFils: examFils,
            discountFils: 0,
            netFils: examFils,
            vatFils: examVat,
            totalFils: examFils + examVat,
          })),
        );
      }
    });
  } catch (err) {
    if (err instanceof BulkFailure) return { success: false, data: err.message };
    throw err;
  }
  return { success: true, data: null };
}
