// Seeds the demo customer's finished learning, so My Account and the certificate pages have real data on a fresh
// machine: one past program bought and certified (course certificate), one diploma bought and certified (diploma
// certificate), and a past initiative registration with its certificate issued (initiative certificate).
// Runs once, right after the catalogue seed (seed/index.ts). Dates are offsets from the seed's base day.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { vatOf } from '@shared/money/vat';
import { nameUuid } from '../lib/ids';
import { resolveDate } from './content/dates';
import { TIMINGS, VENUES } from './content/program-places';

const CERT_SEED_CUSTOMER_EMAIL = 'customer@institute.test';
/** Programs this file adds beside content.programs (the finished one the course certificate is for). */
export const CERT_SEED_PAST_PROGRAMS = 1;
/** The finished course (in diploma 1) and the certified diploma. */
const COURSE_ID = 2;
const DIPLOMA_ID = 1;
/** Seed initiative program 1: in the past, HasCert. */
const INIT_PROGRAM_ID = 1;

export async function seedCertificates(db: Db, base: Date): Promise<void> {
  const at = (offset: number, time = '00:00') => resolveDate(base, offset, time);
  await db.transaction(async (tx) => {
    const [u] = await tx.select().from(t.users).where(eq(t.users.email, CERT_SEED_CUSTOMER_EMAIL)).limit(1);
    const [course] = await tx.select().from(t.courses).where(eq(t.courses.id, COURSE_ID)).limit(1);
    const [diploma] = await tx.select().from(t.diplomas).where(eq(t.diplomas.id, DIPLOMA_ID)).limit(1);
    const [initProg] = await tx
      .select()
      .from(t.initiativePrograms)
      .where(eq(t.initiativePrograms.id, INIT_PROGRAM_ID))
      .limit(1);
    if (!u || !course || !diploma || !initProg) return;
    const nameEn = [u.firstName, u.middleName, u.lastName].filter(Boolean).join(' ');
    const nameAr = [u.firstNameAr, u.middleNameAr, u.lastNameAr].filter(Boolean).join(' ') || nameEn;
    const buyer = { firstName: u.firstName, lastName: u.lastName, companyName: u.companyName, trn: u.trn };

    // A finished evening program of course 2 (identity id after the catalogue's programs).
    const timing = TIMINGS.eve;
    const venue = VENUES.bb;
    const [program] = await tx
      .insert(t.programs)
      .values({
        courseId: course.id,
        courseTypeId: 1,
        startDate: at(-70, timing.start),
        endDate: at(-59, timing.end),
        lastDateToRegister: at(-72, '23:59'),
        capacity: 20,
        seatsAvailable: 0,
        creditHours: course.creditHours,
        languagesEn: 'English',
        languagesAr: 'الإنجليزية',
        timingEn: timing.en,
        timingAr: timing.ar,
        locationEn: venue.location_en,
        locationAr: venue.location_ar,
        areaEn: venue.area_en,
        areaAr: venue.area_ar,
        cityEn: venue.city_en,
        cityAr: venue.city_ar,
        priceFils: course.priceFils,
        hasExam: false,
        published: true,
      })
      .returning();

    // Paid orders: the diploma first, the program later (per-line VAT, no discount).
    const paidOrder = async (
      key: string,
      date: Date,
      line: {
        itemType: 'program' | 'diploma';
        itemId: number;
        nameEn: string;
        nameAr: string;
        priceFils: number;
        diplomaLang?: string;
      },
    ) => {
      const vat = vatOf(line.priceFils);
      const [o] = await tx
        .insert(t.orders)
        .values({
          uniqueId: nameUuid(`order:${key}:${base.toISOString()}`),
          userId: u.uniqueId,
          orderDate: date,
          statusId: 2,
          paymentMethod: 'online',
          subTotalFils: line.priceFils,
          discountFils: 0,
          totalAfterDiscountFils: line.priceFils,
          vatFils: vat,
          totalFils: line.priceFils + vat,
          ...buyer,
          paymentReceivedDate: date,
          paymentReceiveType: 'Card',
        })
        .returning();
      const [item] = await tx
        .insert(t.orderItems)
        .values({
          orderId: o.id,
          itemType: line.itemType,
          itemId: line.itemId,
          diplomaLang: line.diplomaLang ?? null,
          nameEn: line.nameEn,
          nameAr: line.nameAr,
          unitPriceFils: line.priceFils,
          discountFils: 0,
          netFils: line.priceFils,
          vatFils: vat,
          totalFils: line.priceFils + vat,
        })
        .returning();
      return item;
    };
    const diplomaLine = await paidOrder('cert-seed-diploma', at(-200, '11:20'), {
      itemType: 'diploma',
      itemId: diploma.id,
      nameEn: diploma.titleEn,
      nameAr: diploma.titleAr,
      priceFils: diploma.priceFils,
      diplomaLang: 'en',
    });
    const programLine = await paidOrder('cert-seed-program', at(-90, '14:05'), {
      itemType: 'program',
      itemId: program.id,
      nameEn: course.titleEn,
      nameAr: course.titleAr,
      priceFils: program.priceFils,
    });

    // The initiative registration of the past program 1 (counted in its seeded Registered), certificate issued.
    const [reg] = await tx
      .insert(t.initiativeRegistrations)
      .values({
        programId: initProg.id,
        userId: u.uniqueId,
        certIssued: true,
        createdAt: at(-45, '09:30'),
      })
      .returning();

    const courseGiven = at(-58, '10:00');
    const diplomaGiven = at(-20, '10:00');
    const year = (d: Date) => d.getUTCFullYear();
    await tx.insert(t.certificates).values([
      {
        userId: u.uniqueId,
        kind: 'course',
        courseId: course.id,
        programId: program.id,
        orderItemId: programLine.id,
        certificateNumber: `RETI-C-${year(courseGiven)}-${String(programLine.id).padStart(5, '0')}`,
        nameOnCertificate: nameEn,
        givenDate: courseGiven,
      },
      {
        userId: u.uniqueId,
        kind: 'diploma',
        diplomaId: diploma.id,
        orderItemId: diplomaLine.id,
        certificateNumber: `RETI-D-${year(diplomaGiven)}-${String(diplomaLine.id).padStart(5, '0')}`,
        nameOnCertificate: nameEn,
        givenDate: diplomaGiven,
      },
      {
        // The initiative certificate is Arabic and shows its number as InitID-ID.
        userId: u.uniqueId,
        kind: 'init',
        initRegistrationId: reg.id,
        certificateNumber: `${initProg.initiativeId}-${reg.id}`,
        nameOnCertificate: nameAr,
        givenDate: initProg.endDate,
      },
    ]);
  });
}
