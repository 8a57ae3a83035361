// Catalogue reads: categories, courses and programs, shaped as lib/contract's Category, Course and Program.
import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Category, Course, Program } from '@shared/contract/entities';
import type { Db } from '../db/client';
import { categories, courseTypes, courses, instructors, programInstructors, programs } from '../db/schema';
import { aed, fileId, iso, isoOrNull, nullIfEmpty } from '../lib/shape';

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.isTrainingField, true))
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((c) => ({
    CategoryId: c.id,
    CatLink: c.link,
    CategoryTitle_en: c.titleEn,
    CategoryTitle_ar: c.titleAr,
    CategoryPhoto: fileId(c.image),
  }));
}

const courseColumns = {
  course: courses,
  cat: { link: categories.link, titleEn: categories.titleEn, titleAr: categories.titleAr },
};
type CourseRow = { course: typeof courses.$inferSelect; cat: { link: string; titleEn: string; titleAr: string } };

function shapeCourse({ course: c, cat }: CourseRow, withDescription = true): Course {
  return {
    ProductId: c.id,
    Link: c.link,
    MainPhoto: fileId(c.mainPhoto),
    ProductTitle_en: c.titleEn,
    ProductTitle_ar: c.titleAr,
    ProductShortDescription_en: c.shortDescEn,
    ProductShortDescription_ar: c.shortDescAr,
    ProductDescription_en: withDescription ? c.descEn : null,
    ProductDescription_ar: withDescription ? c.descAr : null,
    CategoryId: c.categoryId,
    CatLink: cat.link,
    CategoryTitle_en: cat.titleEn,
    CategoryTitle_ar: cat.titleAr,
    Price: aed(c.priceFils),
    OldPrice: aed(c.oldPriceFils),
    CreditHours: c.creditHours,
    HasExam: c.hasExam,
    ExtraInfo3: nullIfEmpty(c.extraInfo3),
  };
}

function courseQuery(db: Db) {
  return db.select(courseColumns).from(courses).innerJoin(categories, eq(categories.id, courses.categoryId));
}

/** Lists drop the long HTML description (cards show the short one); details keep it. */
export async function listCourses(db: Db, categoryId: number): Promise<Course[]> {
  const where =
    categoryId > 0 ? and(eq(courses.published, true), eq(courses.categoryId, categoryId)) : eq(courses.published, true);
  const rows = await courseQuery(db).where(where).orderBy(asc(courses.sort), asc(courses.id));
  return rows.map((r) => shapeCourse(r, false));
}

export async function listFeaturedCourses(db: Db): Promise<Course[]> {
  const rows = await courseQuery(db)
    .where(and(eq(courses.published, true), eq(courses.featured, true)))
    .orderBy(asc(courses.sort), asc(courses.id));
  return rows.map((r) => shapeCourse(r, false));
}

export async function getCourse(db: Db, id: number): Promise<Course | null> {
  const [row] = await courseQuery(db)
    .where(and(eq(courses.id, id), eq(courses.published, true)))
    .limit(1);
  return row ? shapeCourse(row) : null;
}

/** Related = same category; other = the rest. Both exclude the course itself and are capped by `top`. */
export async function relatedAndOther(db: Db, course: Course, top: number) {
  const rows = await courseQuery(db)
    .where(and(eq(courses.published, true), ne(courses.id, course.ProductId)))
    .orderBy(asc(courses.sort), asc(courses.id));
  const related = rows
    .filter((r) => r.course.categoryId === course.CategoryId)
    .slice(0, top)
    .map((r) => shapeCourse(r, false));
  const other = rows
    .filter((r) => r.course.categoryId !== course.CategoryId)
    .slice(0, top)
    .map((r) => shapeCourse(r, false));
  return { related, other };
}

/** Upcoming programs (start in the future), soonest first; optionally of one course. */
export async function listUpcomingPrograms(
  db: Db,
  now: Date,
  opts: { courseId?: number; top: number },
): Promise<Program[]> {
  const conds = [eq(programs.published, true), eq(courses.published, true), gte(programs.startDate, now)];
  if (opts.courseId !== undefined) conds.push(eq(programs.courseId, opts.courseId));
  const rows = await db
    .select({
      p: programs,
      c: {
        id: courses.id,
        link: courses.link,
        titleEn: courses.titleEn,
        titleAr: courses.titleAr,
        creditHours: courses.creditHours,
      },
      t: courseTypes,
    })
    .from(programs)
    .innerJoin(courses, eq(courses.id, programs.courseId))
    .innerJoin(courseTypes, eq(courseTypes.id, programs.courseTypeId))
    .where(and(...conds))
    .orderBy(asc(programs.startDate), asc(programs.id))
    .limit(opts.top);
  const names = await instructorNames(
    db,
    rows.map((r) => r.p.id),
  );
  return rows.map(({ p, c, t }) => ({
    PriceOptionID: p.id,
    ProductId: c.id,
    Link: c.link,
    ProductTitle_en: c.titleEn,
    ProductTitle_ar: c.titleAr,
    StartDate_DESC: iso(p.startDate),
    EndDate_DESC: iso(p.endDate),
    LastDateToRegister_DESC: isoOrNull(p.lastDateToRegister),
    MaxStudents: p.seatsAvailable,
    CreditHours: p.creditHours ?? c.creditHours,
    CourseType: t.code,
    CourseTypeID: t.id as Program['CourseTypeID'],
    CourseType_en: t.titleEn,
    CourseType_ar: t.titleAr,
    CourseLanguages_en: p.languagesEn,
    CourseLanguages_ar: p.languagesAr,
    InstructorIDs_en: nullIfEmpty(names.get(p.id)?.en),
    InstructorIDs_ar: nullIfEmpty(names.get(p.id)?.ar),
    CourseTiming_en: nullIfEmpty(p.timingEn),
    CourseTiming_ar: nullIfEmpty(p.timingAr),
    CourseLocation_en: nullIfEmpty(p.locationEn),
    CourseLocation_ar: nullIfEmpty(p.locationAr),
    CourseArea_en: nullIfEmpty(p.areaEn),
    CourseArea_ar: nullIfEmpty(p.areaAr),
    CourseCity_en: nullIfEmpty(p.cityEn),
    CourseCity_ar: nullIfEmpty(p.cityAr),
    SchedulePrice: aed(p.priceFils),
    OldPrice: aed(p.oldPriceFils),
    HasExam: p.hasExam,
    WithExam: p.withExam,
    ExamPrice: aed(p.examPriceFils),
    TID_ExamSchedule_DESC: isoOrNull(p.examScheduleDate),
  }));
}

/** "Name A, Name B" per program, from the instructors table, in the program's order. */
async function instructorNames(db: Db, programIds: number[]) {
  const out = new Map<number, { en: string; ar: string }>();
  if (programIds.length === 0) return out;
  const rows = await db
    .select({ programId: programInstructors.programId, en: instructors.nameEn, ar: instructors.nameAr })
    .from(programInstructors)
    .innerJoin(instructors, eq(instructors.id, programInstructors.instructorId))
    .where(inArray(programInstructors.programId, programIds))
    .orderBy(asc(programInstructors.programId), asc(programInstructors.sort));
  for (const r of rows) {
    const cur = out.get(r.programId);
    out.set(r.programId, cur ? { en: `${cur.en}, ${r.en}`, ar: `${cur.ar}، ${r.ar}` } : { en: r.en, ar: r.ar });
  }
  return out;
}
