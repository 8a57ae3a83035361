import 'server-only';
import { z } from 'zod';
import { filsToAed, toFils } from '@/lib/money';
import { refuseCrossSite } from '@/lib/security/origin';
import { BODY_LIMITS, payloadTooLarge, TOO_LARGE } from '@/lib/security/body-limit';
import { readJson } from '@/lib/session/bff-server';
import { getSession, isLoggedIn, type Session } from '@/lib/session/session';
import type { CallerContext, UpstreamError } from '@/lib/upstream/client';
import * as staff from '@/lib/upstream/staff';
import type { BulkData } from './bulk-types';

/**
 * The staff bulk-order BFF (app/api/staff/bulk-order): GET the page's data, POST to create the orders.
 * Only a staff session passes (403 `errors.notAuthorized` for everyone else, signed in or not); the upstream
 * checks the role again on its side. Answers `{ ok: true, … } | { ok: false, error: <message key>, message? }`.
 */

const NOT_AUTHORIZED = 'documents.bulkOrder.notAuthorized';
const FAILED = 'documents.bulkOrder.failed';
const INVALID = 'documents.bulkOrder.invalid';

function answer(body: object, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

type Staff = Session & { userId: string; token: string };

async function staffSession(): Promise<Staff | null> {
  const session = await getSession();
  return isLoggedIn(session) && session.role === 'staff' ? session : null;
}

const ctxOf = (s: Staff, request: Request): CallerContext => ({
  userId: s.userId,
  token: s.token,
  deviceId: s.deviceId,
  lang: new URL(request.url).searchParams.get('lang') === 'ar' ? 'ar' : 'en',
});

function upstreamFailure(error: UpstreamError): Response {
  if (error.kind === 'unauthorized') return answer({ ok: false, error: NOT_AUTHORIZED }, 403);
  return answer({ ok: false, error: `common.errorKinds.${error.kind}` }, 502);
}

/** GET: the courses (get-courses id -2), their programs and the students (all not selected). */
export async function readBulkOrder(request: Request): Promise<Response> {
  const session = await staffSession();
  if (!session) return answer({ ok: false, error: NOT_AUTHORIZED }, 403);
  const ctx = ctxOf(session, request);
  const [courses, programs, students] = await Promise.all([
    staff.getBulkCourses(ctx),
    staff.getBulkPrograms(ctx),
    staff.getStudents(ctx),
  ]);
  for (const r of [students, courses, programs]) if (!r.ok) return upstreamFailure(r.error);
  if (!courses.ok || !programs.ok || !students.ok) return answer({ ok: false, error: FAILED }, 502);

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
  return answer({ ok: true, ...data });
}

/** An amount as typed (AED, ≥ 0, at most 1,000,000), rounded to fils. */
const amount = z
  .number()
  .finite()
  .min(0)
  .max(1_000_000)
  .transform((v) => filsToAed(toFils(v)));

export const BulkOrderBodySchema = z.object({
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
export async function createBulkOrders(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const session = await staffSession();
  if (!session) return answer({ ok: false, error: NOT_AUTHORIZED }, 403);

  const raw = await readJson(request, BODY_LIMITS.bulkOrder);
  if (raw === TOO_LARGE) return payloadTooLarge();
  const parsed = BulkOrderBodySchema.safeParse(raw);
  if (!parsed.success) return answer({ ok: false, error: INVALID }, 400);
  const body = parsed.data;
  const result = await staff.generateOrders(
    { ...body, examPrice: body.withExam ? body.examPrice : 0 },
    ctxOf(session, request),
  );
  if (!result.ok) {
    if (result.error.kind === 'unauthorized') return answer({ ok: false, error: NOT_AUTHORIZED }, 403);
    return answer({ ok: false, error: FAILED, message: null }, 502);
  }
  if (!result.data.success)
    return answer({ ok: false, error: FAILED, message: (result.data.data ?? '').slice(0, 500) || null }, 422);
  return answer({ ok: true, count: body.students.length });
}
