import 'server-only';
import { z } from 'zod';
import { filsToAed, toFils } from '@/lib/money';
import type { BulkDataAnswer, BulkOrderAnswer } from '@/lib/bff/answer-types';
import { answer, failure } from '@/lib/bff/answers';
import { bffRoute, SESSION_FIRST, type Refusals } from '@/lib/bff/route';
import { BODY_LIMITS } from '@/lib/security/body-limit';
import type { UpstreamError } from '@/lib/upstream/client';
import * as staff from '@/lib/upstream/staff';
import type { BulkData } from '@/lib/documents/bulk-types';

/**
 * The staff bulk-order BFF (app/api/staff/bulk-order): GET the page's data, POST to create the orders.
 * Only a staff session passes (403 `errors.notAuthorized` for everyone else, signed in or not); the upstream
 * checks the role again on its side. Answers `{ ok: true, … } | { ok: false, error: <message key>, message? }`.
 */

const NOT_AUTHORIZED = 'documents.bulkOrder.notAuthorized';
const FAILED = 'documents.bulkOrder.failed';
const INVALID = 'documents.bulkOrder.invalid';

/** Everyone but staff, signed in or not, gets the same 403. */
const STAFF_ONLY: Partial<Refusals> = { signedOut: () => failure(NOT_AUTHORIZED, 403) };

function staffFailure(error: UpstreamError): Response {
  if (error.kind === 'unauthorized') return failure(NOT_AUTHORIZED, 403);
  return failure(`common.errorKinds.${error.kind}`, 502);
}

/** GET: the courses (get-courses id -2), their programs and the students (all not selected). */
export const readBulkOrder = bffRoute({ auth: 'staff', refusals: STAFF_ONLY }, async ({ caller: ctx }) => {
  const [courses, programs, students] = await Promise.all([
    staff.getBulkCourses(ctx),
    staff.getBulkPrograms(ctx),
    staff.getStudents(ctx),
  ]);
  for (const r of [students, courses, programs]) if (!r.ok) return staffFailure(r.error);
  if (!courses.ok || !programs.ok || !students.ok) return failure(FAILED, 502);

  const courseIds = new Set(courses.data.map((c) => c.ProductId));
  const data: BulkData = {
    courses: courses.data.map((c) => ({ id: c.ProductId, title_en: c.ProductTitle_en, title_ar: c.ProductTitle_ar })),
    programs: programs.data
      .filter((p) => courseIds.has(p.ProductId))
      .map((p) => ({
        id: p.PriceOptionID,
        courseId: p.ProductId,
        start: p.StartDate_DESC,
        end: p.EndDate_DESC,
        type_en: p.CourseType_en,
        type_ar: p.CourseType_ar,
        languages_en: p.CourseLanguages_en,
        languages_ar: p.CourseLanguages_ar,
        price: p.SchedulePrice,
        examPrice: p.ExamPrice,
        hasExam: p.HasExam,
        seats: p.MaxStudents,
      })),
    students: students.data.map((s) => ({ id: s.UniqueID, text: s.DisplayText })),
  };
  return answer<BulkDataAnswer>({ ok: true, ...data });
});

/** An amount as typed (AED, ≥ 0, at most 1,000,000), rounded to fils. */
const amount = z
  .number()
  .finite()
  .min(0)
  .max(1_000_000)
  .transform((v) => filsToAed(toFils(v)));

const BulkOrderBodySchema = z.object({
  programId: z.number().int().positive(),
  programPrice: amount,
  withExam: z.boolean(),
  examPrice: amount,
  paid: z.boolean(),
  students: z
    .array(z.guid())
    .min(1)
    .max(1000)
    .refine((list) => new Set(list.map((s) => s.toLowerCase())).size === list.length),
});

/** POST: Courses/generate-orders. Success → `{ ok, count }`; the upstream's refusal → `{ ok: false, error, message }`. */
export const createBulkOrders = bffRoute(
  {
    body: BulkOrderBodySchema,
    bodyLimit: BODY_LIMITS.bulkOrder,
    invalid: INVALID,
    auth: 'staff',
    order: SESSION_FIRST,
    refusals: STAFF_ONLY,
  },
  async ({ input: body, caller }) => {
    const result = await staff.generateOrders({ ...body, examPrice: body.withExam ? body.examPrice : 0 }, caller);
    if (!result.ok) {
      if (result.error.kind === 'unauthorized') return failure(NOT_AUTHORIZED, 403);
      return answer<BulkOrderAnswer>({ ok: false, error: FAILED, message: null }, 502);
    }
    if (!result.data.success) {
      const message = (result.data.data ?? '').slice(0, 500) || null;
      return answer<BulkOrderAnswer>({ ok: false, error: FAILED, message }, 422);
    }
    return answer<BulkOrderAnswer>({ ok: true, count: body.students.length });
  },
);
