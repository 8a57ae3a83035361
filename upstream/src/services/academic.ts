// Diplomas (academic programs) and their courses; memberships and books.
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Diploma, DiplomaCourse, Membership } from '@shared/contract/entities';
import type { Db } from '../db/client';
import { courses, diplomaCourses, diplomas, membershipsBooks } from '../db/schema';
import { aed, fileId, nullIfEmpty } from '../lib/shape';

async function shapeDiplomas(
  db: Db,
  rows: (typeof diplomas.$inferSelect)[],
  withDescription: boolean,
): Promise<Diploma[]> {
  const ids = rows.map((d) => d.id);
  const counts = ids.length
    ? await db
        .select({ id: diplomaCourses.diplomaId, n: count() })
        .from(diplomaCourses)
        .where(inArray(diplomaCourses.diplomaId, ids))
        .groupBy(diplomaCourses.diplomaId)
    : [];
  const n = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((d) => ({
    DiplomaID: d.id,
    Link: d.link,
    DiplomaCover: fileId(d.cover),
    DiplomaTitle_en: d.titleEn,
    DiplomaTitle_ar: d.titleAr,
    DiplomaShortDesc_en: nullIfEmpty(d.shortDescEn),
    DiplomaShortDesc_ar: nullIfEmpty(d.shortDescAr),
    DiplomaDesc_en: withDescription ? nullIfEmpty(d.descEn) : null,
    DiplomaDesc_ar: withDescription ? nullIfEmpty(d.descAr) : null,
    COURSES_COUNT: n.get(d.id) ?? 0,
    CreditHours: d.creditHours,
    Price: aed(d.priceFils),
    OldPrice: aed(d.oldPriceFils),
    // Beyond the contract: diploma 4 style "English only" (language selector hidden, preset to en).
    EnglishOnly: d.englishOnly,
  }));
}

export async function listDiplomas(db: Db): Promise<Diploma[]> {
  const rows = await db.select().from(diplomas).orderBy(asc(diplomas.sort), asc(diplomas.id));
  return shapeDiplomas(db, rows, false);
}

export async function getDiploma(db: Db, id: number): Promise<{ diploma: Diploma; courses: DiplomaCourse[] } | null> {
  const [d] = await db.select().from(diplomas).where(eq(diplomas.id, id)).limit(1);
  if (!d) return null;
  const [diploma] = await shapeDiplomas(db, [d], true);
  const list = await db
    .select({
      DiplomaID: diplomaCourses.diplomaId,
      ProductId: courses.id,
      Link: courses.link,
      ProductTitle_en: courses.titleEn,
      ProductTitle_ar: courses.titleAr,
    })
    .from(diplomaCourses)
    .innerJoin(courses, eq(courses.id, diplomaCourses.courseId))
    .where(eq(diplomaCourses.diplomaId, id))
    .orderBy(asc(diplomaCourses.sort));
  return { diploma, courses: list };
}

export async function listMemberships(db: Db, isBook: boolean): Promise<Membership[]> {
  const rows = await db
    .select()
    .from(membershipsBooks)
    .where(eq(membershipsBooks.isBook, isBook))
    .orderBy(asc(membershipsBooks.sort), asc(membershipsBooks.id));
  return rows.map((m) => ({
    MemID: m.id,
    IsBook: m.isBook,
    MemTitle_en: m.titleEn,
    MemTitle_ar: m.titleAr,
    MemDesc_en: nullIfEmpty(m.descEn),
    MemDesc_ar: nullIfEmpty(m.descAr),
    MainPhoto: fileId(m.mainPhoto),
    Price: aed(m.priceFils),
  }));
}
