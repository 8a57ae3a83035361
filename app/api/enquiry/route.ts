import type { $ZodError } from 'zod/v4/core';
import type { EnquiryAnswer } from '@/lib/bff/answer-types';
import { bffRoute, type Refusals } from '@/lib/bff/route';
import { BODY_LIMITS } from '@/lib/security/body-limit';
import { getCourse } from '@/lib/upstream/courses';
import { sendMessage } from '@/lib/upstream/shared';
import { EnquiryPostSchema, toEnquiryRequest, type EnquiryInput } from '@/lib/validation/enquiry';
import { verifyCaptcha } from '../captcha/altcha';

export const dynamic = 'force-dynamic';

function answer(body: EnquiryAnswer, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * A course page sends 'I am interested in this course', with the course title and id (docs/product/errors.md#messages).
 */
const COURSE_INTEREST = 'I am interested in this course';

function courseInterestSubject(title: string, id: number): string {
  return `${COURSE_INTEREST}: ${title.trim()} (ID ${id})`.slice(0, 200);
}

/**
 * The Shared/send-message request. A course-interest enquiry names the course as the catalogue does (its
 * English title, read by id, never the title the browser sent); an unknown course is bad input.
 */
async function enquiryRequest(
  input: EnquiryInput,
): Promise<ReturnType<typeof toEnquiryRequest> | 'unknown_course' | 'failed'> {
  if (!input.isCourse || input.courseId === null) return toEnquiryRequest(input);
  const course = await getCourse(input.courseId);
  if (!course.ok) return course.error.kind === 'not_found' ? 'unknown_course' : 'failed';
  const title = course.data.course.ProductTitle_en;
  const request = toEnquiryRequest({ ...input, courseTitle: title });
  return { ...request, Subject: courseInterestSubject(title, input.courseId) };
}

/** The fields the schema refused (the form marks them); none for a body that is not JSON. */
function refusedFields(error: $ZodError): string[] {
  return [...new Set(error.issues.map((issue) => String(issue.path[0] ?? '')))].filter(Boolean);
}

const REFUSALS: Partial<Refusals> = {
  crossSite: () => answer({ ok: false, error: 'forbidden' }, 403),
  tooMany: (wait) => answer({ ok: false, error: 'rate_limited' }, 429, { 'Retry-After': String(wait) }),
  tooLarge: () => answer({ ok: false, error: 'too_large' }, 413),
  invalid: (error) => {
    const fields = refusedFields(error);
    return answer(fields.length ? { ok: false, error: 'invalid', fields } : { ok: false, error: 'invalid' }, 400);
  },
};

/**
 * BFF for the enquiry form: Origin check (CSRF), rate limit (before the body: a flood of bad bodies counts too),
 * the form's own zod schema, the ALTCHA solution, then Shared/send-message with the composed Subject and Body.
 * Answers an error code only.
 */
export const POST = bffRoute(
  {
    body: EnquiryPostSchema,
    bodyLimit: BODY_LIMITS.enquiry,
    limit: 'enquiry',
    order: ['limit', 'body'],
    refusals: REFUSALS,
  },
  async ({ input: { altcha, ...input } }) => {
    if (!(await verifyCaptcha(altcha))) return answer({ ok: false, error: 'captcha' }, 400);
    const message = await enquiryRequest(input);
    if (message === 'unknown_course') return answer({ ok: false, error: 'invalid', fields: ['courseId'] }, 400);
    if (message === 'failed') return answer({ ok: false, error: 'failed' }, 502);
    const sent = await sendMessage(message);
    if (!sent.ok || sent.data !== true) return answer({ ok: false, error: 'failed' }, 502);
    return answer({ ok: true }, 200);
  },
);
