import * as z from 'zod/mini';
import { withoutUnsafeCharacters } from '@/lib/contract/text-rules';

/**
 * The enquiry form (docs/product/validation.md#enquiry-form), shared by the form (react-hook-form) and the BFF route
 * (/api/enquiry). Fields are checked in this order: name, email, phone, message. Each issue's message is a key:
 * 'required' → "Please enter ({field label})", 'email' → "Please enter a valid email". The message is neither required
 * nor shown for course-interest enquiries.
 */
const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryIssueKey = 'required' | 'email';

/** A standard email pattern: something@host.tld, no spaces, no control characters (\p{Cc}). */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}]+\.[^\s@<>()[\]\\,;:".\p{Cc}]{2,}$/u;

/** Free text of an enquiry: control characters are dropped (line breaks kept in the message). */
const clean = (max: number, multiline = false) =>
  z.pipe(
    z.string().check(z.maxLength(max)),
    z.transform((v) => withoutUnsafeCharacters(v, { multiline }).trim()),
  );

const base = z.object({
  name: clean(120),
  email: z.string().check(z.trim(), z.maxLength(254)),
  phone: clean(30),
  message: clean(5000, true),
  isCourse: z.boolean(),
  /** ProductId of the course (course-interest mode). */
  courseId: z.nullable(z.int().check(z.positive())),
  /** Title of the course, for the e-mail body (course-interest mode). */
  courseTitle: z.nullable(clean(300)),
});

type EnquiryShape = z.infer<typeof base>;

function checkInOrder(value: EnquiryShape, ctx: z.core.$RefinementCtx) {
  const required = (path: EnquiryField) => ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
  if (!value.name) required('name');
  if (!value.email) required('email');
  else if (!EMAIL_PATTERN.test(value.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: 'email' });
  if (!value.phone) required('phone');
  if (!value.isCourse && !value.message) required('message');
  if (value.isCourse && value.courseId === null)
    ctx.addIssue({ code: 'custom', path: ['courseId'], message: 'required' });
}

/** What the form holds. */
export const EnquiryFormSchema = base.check(z.superRefine(checkInOrder));
export type EnquiryFormValues = z.input<typeof EnquiryFormSchema>;
export type EnquiryInput = z.output<typeof EnquiryFormSchema>;

/** What the browser posts to /api/enquiry: the form plus the solved ALTCHA payload. */
export const EnquiryPostSchema = z
  .extend(base, { altcha: z.string().check(z.minLength(1), z.maxLength(20_000)) })
  .check(z.superRefine(checkInOrder));

export const EMPTY_ENQUIRY: EnquiryFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  isCourse: false,
  courseId: null,
  courseTitle: null,
};

/** The first issue of each field, in the spec's order (for the form's error summary). */
export function orderedIssues(
  errors: Partial<Record<string, { message?: string } | undefined>>,
): { field: EnquiryField; key: EnquiryIssueKey }[] {
  return ENQUIRY_FIELDS.flatMap((field) => {
    const key = errors[field]?.message;
    return key === 'required' || key === 'email' ? [{ field, key }] : [];
  });
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** "New Enquiry from {name}" (docs/product/validation.md#enquiry-form). */
function enquirySubject(name: string): string {
  return `New Enquiry from ${name.trim()}`.slice(0, 200);
}

/**
 * The e-mail Body: the message with its line breaks as <br />, then the full name, mobile number
 * and email address. Every user value is HTML-escaped; a course enquiry states the course instead of a message.
 */
export function enquiryBody(input: EnquiryInput): string {
  const lines: string[] = [];
  if (input.isCourse) {
    lines.push('I am interested in this course');
    lines.push(`Course: ${escapeHtml(input.courseTitle ?? '')} (ID ${input.courseId})`);
  }
  if (input.message) lines.push(escapeHtml(input.message).replace(/\r\n|\r|\n/g, '<br />'));
  const details = [
    `Full Name: ${escapeHtml(input.name)}`,
    `Mobile Number: ${escapeHtml(input.phone)}`,
    `Email Address: ${escapeHtml(input.email)}`,
  ].join('<br />');
  return lines.length ? `${lines.join('<br />')}<br /><br />${details}` : details;
}

/** The Shared/send-message request of a validated enquiry. */
export function toEnquiryRequest(input: EnquiryInput) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.isCourse ? input.message || null : input.message,
    isCourse: input.isCourse,
    courseId: input.isCourse ? input.courseId : null,
    Subject: enquirySubject(input.name),
    Body: enquiryBody(input),
  };
}
