// Certificates: the data the PDF pages print (course, diploma, initiative) and the public verification behind the QR.
// Every read is keyed by the pair (uid, cid|id): a pair that does not match one live certificate answers null (404),
// whether the id does not exist, belongs to someone else or is not issued, so nothing about other people leaks.
//   course:  cid = CITID of the program order line   (CourseCertDownloadLink  /pdf/course-certificate?cid&uid)
//   diploma: cid = DiplomaRegistrationID (order line) (DiplomaCertDownloadLink /pdf/diploma-certificate?cid&uid)
//   init:    id  = CustomerInitiative.ID (registration) (InitCertDownloadLink  /pdf/init-cert?id&uid&lang)
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  CertificateLogo,
  CertificateType,
  CertificateVerification,
  CourseCertificateResponse,
  DiplomaCertificateResponse,
  InitiativeCertificateResponse,
} from '@shared/contract/entities';
import type { Db } from '../../db/client';
import {
  accreditationLogos,
  certificates,
  courses,
  diplomas,
  initiativePrograms,
  initiativeRegistrations,
  initiatives,
  orderItems,
  orders,
  programs,
  settings,
  users,
} from '../../db/schema';
import { iso, nullIfEmpty } from '../../lib/shape';

/** Orders whose lines count as the customer's (pending and paid), as in the My Account lists. */
const LIVE_STATUSES = [1, 2];
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are PostgreSQL integers: anything outside never matches (and must not reach the driver). */
const isId = (n: number) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647;
const valid = (uid: string, id: number) => UUID_RE.test(uid) && isId(id);

/** The initiative certificate page link of a registration (web route under /{lang}/). */
export const initCertLink = (id: number, uid: string, lang: 'en' | 'ar') =>
  `/pdf/init-cert?id=${id}&uid=${uid}&lang=${lang}`;

type Permit = { PermitLine_en: string | null; PermitLine_ar: string | null };

async function permitLine(db: Db): Promise<Permit> {
  const [s] = await db
    .select({ en: settings.permitLineEn, ar: settings.permitLineAr })
    .from(settings)
    .where(eq(settings.id, 1))
    .limit(1);
  return { PermitLine_en: nullIfEmpty(s?.en), PermitLine_ar: nullIfEmpty(s?.ar) };
}

async function logos(db: Db): Promise<CertificateLogo[]> {
  const rows = await db
    .select()
    .from(accreditationLogos)
    .orderBy(asc(accreditationLogos.sort), asc(accreditationLogos.id));
  return rows.map((l) => ({
    LogoFile: l.logo,
    LogoName_en: nullIfEmpty(l.nameEn),
    LogoName_ar: nullIfEmpty(l.nameAr),
  }));
}

const joinName = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');

/** The certificate row of one order line of `uid` (course or diploma), only while its order is live. */
async function orderLineCertificate(db: Db, uid: string, cid: number, kind: 'course' | 'diploma') {
  const [row] = await db
    .select({ cert: certificates, item: orderItems })
    .from(certificates)
    .innerJoin(orderItems, eq(orderItems.id, certificates.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(certificates.orderItemId, cid),
        eq(certificates.userId, uid),
        eq(certificates.kind, kind),
        eq(orders.userId, uid),
        eq(orderItems.itemType, kind === 'course' ? 'program' : 'diploma'),
        inArray(orders.statusId, LIVE_STATUSES),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function courseCert(db: Db, uid: string, cid: number) {
  const row = await orderLineCertificate(db, uid, cid, 'course');
  if (!row) return null;
  let courseId = row.cert.courseId;
  if (courseId === null) {
    const [p] = await db
      .select({ courseId: programs.courseId })
      .from(programs)
      .where(eq(programs.id, row.cert.programId ?? row.item.itemId))
      .limit(1);
    courseId = p?.courseId ?? null;
  }
  const [c] =
    courseId === null
      ? []
      : await db
          .select({ en: courses.titleEn, ar: courses.titleAr })
          .from(courses)
          .where(eq(courses.id, courseId))
          .limit(1);
  return {
    NameOnCertificate: row.cert.nameOnCertificate,
    ProductTitle_en: c?.en ?? row.item.nameEn,
    ProductTitle_ar: c?.ar ?? row.item.nameAr,
    GivenDate_DESC: iso(row.cert.givenDate),
    CertificateNumber: row.cert.certificateNumber,
  };
}

async function diplomaCert(db: Db, uid: string, cid: number) {
  const row = await orderLineCertificate(db, uid, cid, 'diploma');
  if (!row) return null;
  const [d] = await db
    .select({ en: diplomas.titleEn, ar: diplomas.titleAr })
    .from(diplomas)
    .where(eq(diplomas.id, row.cert.diplomaId ?? row.item.itemId))
    .limit(1);
  const [u] = await db.select().from(users).where(eq(users.uniqueId, uid)).limit(1);
  return {
    NameOnCertificate_en: row.cert.nameOnCertificate,
    NameOnCertificate_ar: nullIfEmpty(joinName(u?.firstNameAr, u?.middleNameAr, u?.lastNameAr)),
    DiplomaTitle_en: d?.en ?? row.item.nameEn,
    DiplomaTitle_ar: d?.ar ?? row.item.nameAr,
    GivenDate: iso(row.cert.givenDate),
    CERT_NUMBER: row.cert.certificateNumber,
  };
}

/** Same calendar month in Dubai (UTC+4), as the certificate prints dates. */
function sameDubaiMonth(a: Date, b: Date): boolean {
  const x = new Date(a.getTime() + 4 * 3600_000);
  const y = new Date(b.getTime() + 4 * 3600_000);
  return x.getUTCFullYear() === y.getUTCFullYear() && x.getUTCMonth() === y.getUTCMonth();
}

/** An initiative registration of `uid` whose certificate is issued (HasCert), with its certificate row when there is one. */
async function initCert(db: Db, uid: string, id: number) {
  const [row] = await db
    .select({ r: initiativeRegistrations, p: initiativePrograms, i: initiatives, u: users })
    .from(initiativeRegistrations)
    .innerJoin(initiativePrograms, eq(initiativePrograms.id, initiativeRegistrations.programId))
    .innerJoin(initiatives, eq(initiatives.id, initiativePrograms.initiativeId))
    .innerJoin(users, eq(users.uniqueId, initiativeRegistrations.userId))
    .where(
      and(
        eq(initiativeRegistrations.id, id),
        eq(initiativeRegistrations.userId, uid),
        eq(initiativePrograms.hasCert, true),
        eq(initiativeRegistrations.certIssued, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { r, p, i, u } = row;
  const [c] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.kind, 'init'), eq(certificates.initRegistrationId, r.id), eq(certificates.userId, uid)))
    .limit(1);
  const nameAr = joinName(u.firstNameAr, u.middleNameAr, u.lastNameAr);
  const nameEn = joinName(u.firstName, u.middleName, u.lastName);
  // The initiative certificate is printed in the page language (Arabic by default): the name in that script when known.
  const StudentName = c?.nameOnCertificate || (i.pageLanguage === 'ar' ? nameAr || nameEn : nameEn || nameAr);
  return {
    cert: {
      StudentName,
      InitTitle_en: i.titleEn,
      InitTitle_ar: i.titleAr,
      StartDate: iso(p.startDate),
      EndDate: iso(p.endDate),
      IsSameMonth: sameDubaiMonth(p.startDate, p.endDate),
      InitID: i.id,
      ID: r.id,
      GivenDate: iso(c?.givenDate ?? p.endDate),
    },
    number: c?.certificateNumber ?? `${i.id}-${r.id}`,
  };
}

export async function getCourseCertificate(
  db: Db,
  uid: string,
  cid: number,
): Promise<CourseCertificateResponse | null> {
  if (!valid(uid, cid)) return null;
  const cert = await courseCert(db, uid.toLowerCase(), cid);
  if (!cert) return null;
  return { cert, logos: await logos(db), ...(await permitLine(db)) };
}

export async function getDiplomaCertificate(
  db: Db,
  uid: string,
  cid: number,
): Promise<DiplomaCertificateResponse | null> {
  if (!valid(uid, cid)) return null;
  const cert = await diplomaCert(db, uid.toLowerCase(), cid);
  if (!cert) return null;
  return { cert, logos: await logos(db), ...(await permitLine(db)) };
}

export async function getInitCertificate(
  db: Db,
  uid: string,
  id: number,
): Promise<InitiativeCertificateResponse | null> {
  if (!valid(uid, id)) return null;
  const found = await initCert(db, uid.toLowerCase(), id);
  if (!found) return null;
  return { cert: found.cert, ...(await permitLine(db)) };
}

/** The public check behind the QR: holder, title, date and number of a genuine certificate; null otherwise. */
export async function verifyCertificate(
  db: Db,
  uid: string,
  cid: number,
  type: CertificateType,
): Promise<CertificateVerification | null> {
  if (!valid(uid, cid)) return null;
  const id = uid.toLowerCase();
  if (type === 'course') {
    const c = await courseCert(db, id, cid);
    return (
      c && {
        valid: true,
        NameOnCertificate: c.NameOnCertificate,
        Title_en: c.ProductTitle_en,
        Title_ar: c.ProductTitle_ar,
        GivenDate: c.GivenDate_DESC,
        CertificateNumber: c.CertificateNumber,
      }
    );
  }
  if (type === 'diploma') {
    const d = await diplomaCert(db, id, cid);
    return (
      d && {
        valid: true,
        NameOnCertificate: d.NameOnCertificate_en,
        Title_en: d.DiplomaTitle_en,
        Title_ar: d.DiplomaTitle_ar,
        GivenDate: d.GivenDate,
        CertificateNumber: d.CERT_NUMBER,
      }
    );
  }
  const i = await initCert(db, id, cid);
  return (
    i && {
      valid: true,
      NameOnCertificate: i.cert.StudentName,
      Title_en: i.cert.InitTitle_en,
      Title_ar: i.cert.InitTitle_ar,
      GivenDate: i.cert.GivenDate,
      CertificateNumber: i.number,
    }
  );
}
