// My Account lists: orders (newest first), purchased items by type, initiative registrations.
// Orders come from the commerce tables; until checkout writes them these lists are simply empty.
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { CustomerInitiative, Order, OrderItem } from '@shared/contract/entities';
import type { ItemType } from '@shared/contract/constants/item-type';
import type { Db } from '../../db/client';
import {
  certificates,
  courseTypes,
  courses,
  diplomaCourses,
  initiativePrograms,
  initiativeRegistrations,
  initiatives,
  orderCompany,
  orderItems,
  orders,
  paymentStatuses,
  programs,
} from '../../db/schema';
import { aed, iso, isoOrNull, nullIfEmpty } from '../../lib/shape';
import { initCertLink } from '../certificates';
import { orderBillingOf } from './billing';
import { companyBuyersOf } from '../company/order-buyer';

const PAID = 2;
const CREDIT = 4;
/** Orders whose items count as the customer's: pending (pay later) and paid; not cancelled or refunded. */
const LIVE_STATUSES = [1, PAID];

const doc = (kind: string, oid: string, uid: string) => `/pdf/${kind}?oid=${oid}&uid=${uid}`;

/**
 * The customer's orders. `extensions`: add the contract extension fields (the billing copy, the e-invoice links);
 * off, the orders look as on an API without them.
 */
export async function listOrders(db: Db, userId: string, { extensions = false } = {}): Promise<Order[]> {
  const rows = await db
    .select({ o: orders, st: paymentStatuses })
    .from(orders)
    .innerJoin(paymentStatuses, eq(paymentStatuses.id, orders.statusId))
    // A company seat's 0 AED booking is no sale: no tax invoice or receipt (its program is in My Courses).
    .where(and(eq(orders.userId, userId), ne(orders.paymentMethod, 'seat')))
    .orderBy(desc(orders.orderDate), desc(orders.id));
  const billing = extensions
    ? await orderBillingOf(
        db,
        rows.map((r) => r.o.id),
      )
    : new Map();
  const buyers = extensions
    ? await companyBuyersOf(
        db,
        rows.map((r) => r.o.id),
      )
    : new Map();
  return rows.map(({ o, st }) => ({
    OrderID: o.orderNumber,
    OrderUniqueID: o.uniqueId,
    OrderDate: iso(o.orderDate),
    OrderTotal: aed(o.totalFils),
    PaymentStatusID: o.statusId as Order['PaymentStatusID'],
    PaymentStatusTitle_en: st.titleEn,
    PaymentStatusTitle_ar: st.titleAr,
    PaymentLink: o.statusId === 1 && o.paymentLinkToken ? `/payment-link/${o.paymentLinkToken}` : null,
    Invoice: doc('invoice', o.uniqueId, userId),
    Receipt: o.statusId === PAID ? doc('receipt', o.uniqueId, userId) : null,
    CreditNote: o.statusId === CREDIT ? doc('credit-note', o.uniqueId, userId) : null,
    FirstName: o.firstName,
    LastName: o.lastName,
    CompanyName: o.companyName,
    TRN: o.trn || '-',
    SubTotal: aed(o.subTotalFils),
    Discount: aed(o.discountFils),
    TotalAfterDiscount: aed(o.totalAfterDiscountFils),
    VAT: aed(o.vatFils),
    PaymentReceivedDate: isoOrNull(o.paymentReceivedDate),
    PaymentReceiveType: o.paymentReceiveType,
    RefundDate: isoOrNull(o.refundDate),
    ...(extensions ? extensionFields(o, userId, billing.get(o.id), buyers.get(o.id)) : {}),
  }));
}

/** The billing copy, or a company order's company (its buyer), and the e-invoice links they allow. */
function extensionFields(
  o: typeof orders.$inferSelect,
  userId: string,
  billing: { address: Order['BillingAddress']; tradeLicenseNumber: string | null } | undefined,
  buyer: NonNullable<Order['CompanyBuyer']> | undefined,
): Partial<Order> {
  const address = buyer?.Address ?? billing?.address ?? null;
  return {
    BillingAddress: address,
    TradeLicenseNumber: buyer?.TradeLicenseNumber ?? billing?.tradeLicenseNumber ?? null,
    // No billing address, no e-invoice (Cart/get-e-invoice answers null): the PDF tax invoice stands alone.
    EInvoice: address ? doc('invoice/xml', o.uniqueId, userId) : null,
    ECreditNote: o.statusId === CREDIT && address ? doc('credit-note/xml', o.uniqueId, userId) : null,
    CompanyBuyer: buyer ?? null,
  };
}

export async function listOrderItems(db: Db, userId: string, type: ItemType): Promise<OrderItem[]> {
  const rows = await db
    .select({ i: orderItems, orderNumber: orders.orderNumber })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    // A company order's seats are its agents' (each gets a booking of their own), not the buying admin's courses.
    .leftJoin(orderCompany, eq(orderCompany.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.itemType, type),
        inArray(orders.statusId, LIVE_STATUSES),
        isNull(orderCompany.orderId),
      ),
    )
    .orderBy(desc(orders.orderDate), asc(orderItems.id));
  if (!rows.length) return [];

  const itemIds = [...new Set(rows.map((r) => r.i.itemId))];
  const progs =
    type === 'program' || type === 'exam'
      ? await db
          .select({ p: programs, t: courseTypes })
          .from(programs)
          .innerJoin(courseTypes, eq(courseTypes.id, programs.courseTypeId))
          .where(inArray(programs.id, itemIds))
      : [];
  const progById = new Map(progs.map((r) => [r.p.id, r]));
  const dipCourses =
    type === 'diploma'
      ? await db
          .select({ diplomaId: diplomaCourses.diplomaId, c: courses })
          .from(diplomaCourses)
          .innerJoin(courses, eq(courses.id, diplomaCourses.courseId))
          .where(inArray(diplomaCourses.diplomaId, itemIds))
          .orderBy(asc(diplomaCourses.sort), asc(courses.id))
      : [];
  const certs = await db
    .select({ orderItemId: certificates.orderItemId, kind: certificates.kind })
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, userId),
        inArray(
          certificates.orderItemId,
          rows.map((r) => r.i.id),
        ),
      ),
    );
  const certOf = (id: number, kind: 'course' | 'diploma') => certs.some((c) => c.orderItemId === id && c.kind === kind);

  return rows.map(({ i, orderNumber }) => {
    const pr = progById.get(i.itemId);
    const p = pr?.p;
    const isProgram = type === 'program';
    const isExam = type === 'exam';
    return {
      CITID: i.id,
      ItemID: i.itemId,
      OrderID: orderNumber,
      ItemType: type,
      ItemName_en: i.nameEn,
      ItemName_ar: i.nameAr,
      DiplomaRegistrationID: type === 'diploma' ? i.id : null,
      CourseID: p ? p.courseId : null,
      // The exam booking's own number (its order line), not the program's id, which ItemID already is.
      TID: isExam ? i.id : null,
      StartDate_DESC: p ? iso(isExam && p.examScheduleDate ? p.examScheduleDate : p.startDate) : null,
      EndDate_DESC: p ? iso(isExam && p.examScheduleDate ? p.examScheduleDate : p.endDate) : null,
      CourseType_en: pr ? pr.t.titleEn : null,
      CourseType_ar: pr ? pr.t.titleAr : null,
      CourseTiming_en: p ? nullIfEmpty(p.timingEn) : null,
      CourseTiming_ar: p ? nullIfEmpty(p.timingAr) : null,
      CourseLocation_en: p ? nullIfEmpty(p.locationEn) : null,
      CourseLocation_ar: p ? nullIfEmpty(p.locationAr) : null,
      CourseArea_en: p ? nullIfEmpty(p.areaEn) : null,
      CourseArea_ar: p ? nullIfEmpty(p.areaAr) : null,
      CourseCity_en: p ? nullIfEmpty(p.cityEn) : null,
      CourseCity_ar: p ? nullIfEmpty(p.cityAr) : null,
      CourseCertDownloadLink:
        isProgram && certOf(i.id, 'course') ? `/pdf/course-certificate?cid=${i.id}&uid=${userId}` : null,
      DiplomaCertDownloadLink:
        type === 'diploma' && certOf(i.id, 'diploma') ? `/pdf/diploma-certificate?cid=${i.id}&uid=${userId}` : null,
      DiplomaPrograms:
        type === 'diploma'
          ? dipCourses
              .filter((d) => d.diplomaId === i.itemId)
              .map(({ c }) => ({
                ProductId: c.id,
                Link: c.link,
                ProductTitle_en: c.titleEn,
                ProductTitle_ar: c.titleAr,
              }))
          : null,
    };
  });
}

export async function listInitiatives(db: Db, userId: string): Promise<CustomerInitiative[]> {
  const rows = await db
    .select({ r: initiativeRegistrations, p: initiativePrograms, i: initiatives })
    .from(initiativeRegistrations)
    .innerJoin(initiativePrograms, eq(initiativePrograms.id, initiativeRegistrations.programId))
    .innerJoin(initiatives, eq(initiatives.id, initiativePrograms.initiativeId))
    .where(eq(initiativeRegistrations.userId, userId))
    .orderBy(desc(initiativePrograms.startDate), desc(initiativeRegistrations.id));
  return rows.map(({ r, p, i }) => ({
    ID: r.id,
    InitID: i.id,
    Link: i.link,
    InitTitle_en: i.titleEn,
    InitTitle_ar: i.titleAr,
    StartDate: iso(p.startDate),
    EndDate: iso(p.endDate),
    TimeSlot_form: p.timeFrom,
    TimeSlot_to: p.timeTo,
    InitLocation_en: nullIfEmpty(p.locationEn),
    InitLocation_ar: nullIfEmpty(p.locationAr),
    HasCert: p.hasCert && r.certIssued,
    PageLanguage: i.pageLanguage === 'en' ? 'en' : 'ar',
    InitCertDownloadLink:
      p.hasCert && r.certIssued ? initCertLink(r.id, userId, i.pageLanguage === 'en' ? 'en' : 'ar') : null,
  }));
}
