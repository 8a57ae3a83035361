import * as contract from '@/lib/contract';
import { upstreamFetch } from '@/lib/upstream/client';
import { getCourse } from '@/lib/upstream/courses';
import { EnquiryPostSchema, toEnquiryRequest, type EnquiryInput } from '@/lib/validation/enquiry';
import { verifyCaptcha } from '../captcha/altcha';
import { isSameOrigin } from '@/lib/security/origin';
import { BODY_LIMITS, readJsonWithin, TOO_LARGE } from '@/lib/security/body-limit';
import { clientAddress } from '@/lib/security/client-address';
import { consume } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

type Answer =
  | { ok: true }
  | {
      ok: false;
      error: 'forbidden' | 'rate_limited' | 'invalid' | 'captcha' | 'failed' | 'too_large';
      fields?: string[];
    };

function answer(body: Answer, status: number, headers: Record<string, string> = {}) {
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

/**
 * BFF for the enquiry form: Origin check (CSRF), rate limit, the form's own zod schema, the ALTCHA
 * solution, then Shared/send-message with the composed Subject and Body. Answers an error key only.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return answer({ ok: false, error: 'forbidden' }, 403);

  const wait = await consume(['enquiry', clientAddress(request)]);
  if (wait > 0) return answer({ ok: false, error: 'rate_limited' }, 429, { 'Retry-After': String(wait) });

  const json = await readJsonWithin(request, BODY_LIMITS.enquiry);
  if (json === TOO_LARGE) return answer({ ok: false, error: 'too_large' }, 413);
  if (json === undefined) return answer({ ok: false, error: 'invalid' }, 400);
  const parsed = EnquiryPostSchema.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))].filter(Boolean);
    return answer({ ok: false, error: 'invalid', fields }, 400);
  }

  const { altcha, ...input } = parsed.data;
  if (!(await verifyCaptcha(altcha))) return answer({ ok: false, error: 'captcha' }, 400);

  const message = await enquiryRequest(input);
  if (message === 'unknown_course') return answer({ ok: false, error: 'invalid', fields: ['courseId'] }, 400);
  if (message === 'failed') return answer({ ok: false, error: 'failed' }, 502);
  const sent = await upstreamFetch(contract.sendMessage, { body: message });
  if (!sent.ok || sent.data !== true) return answer({ ok: false, error: 'failed' }, 502);
  return answer({ ok: true }, 200);
}
