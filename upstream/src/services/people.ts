// Instructors and the courses they teach.
import { and, asc, eq } from 'drizzle-orm';
import type { Instructor, InstructorCourse } from '@shared/contract/entities';
import type { Db } from '../db/client';
import { courseInstructors, courses, instructors } from '../db/schema';
import { fileId, nullIfEmpty } from '../lib/shape';

const shape = (i: typeof instructors.$inferSelect, withBio: boolean): Instructor => ({
  InstructorID: i.id,
  InstructorLink: i.link,
  InstructorPhoto: fileId(i.photo),
  InstructorName_en: i.nameEn,
  InstructorName_ar: i.nameAr,
  InstructorBio_en: withBio ? nullIfEmpty(i.bioEn) : null,
  InstructorBio_ar: withBio ? nullIfEmpty(i.bioAr) : null,
});

export async function listInstructors(db: Db): Promise<Instructor[]> {
  const rows = await db.select().from(instructors).orderBy(asc(instructors.sort), asc(instructors.id));
  return rows.map((i) => shape(i, false));
}

export async function getInstructor(
  db: Db,
  id: number,
): Promise<{ instructor: Instructor; courses: InstructorCourse[] } | null> {
  const [i] = await db.select().from(instructors).where(eq(instructors.id, id)).limit(1);
  if (!i) return null;
  const list = await db
    .select({
      Link: courses.link,
      ProductId: courses.id,
      ProductTitle_en: courses.titleEn,
      ProductTitle_ar: courses.titleAr,
    })
    .from(courseInstructors)
    .innerJoin(courses, eq(courses.id, courseInstructors.courseId))
    .where(and(eq(courseInstructors.instructorId, id), eq(courses.published, true)))
    .orderBy(asc(courseInstructors.sort), asc(courses.id));
  return { instructor: shape(i, true), courses: list };
}
