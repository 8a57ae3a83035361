import {
  EnquiryFormSchema,
  EnquiryPostSchema,
  enquiryBody,
  orderedIssues,
  toEnquiryRequest,
  type EnquiryFormValues,
} from '@/lib/validation/enquiry';
import { EnquiryRequestSchema } from '@/lib/contract';

const base: EnquiryFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  isCourse: false,
  courseId: null,
  courseTitle: null,
};

function issues(values: Partial<EnquiryFormValues>) {
  const result = EnquiryFormSchema.safeParse({ ...base, ...values });
  if (result.success) return [];
  const errors: Record<string, { message?: string }> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= { message: issue.message };
  return orderedIssues(errors).map((i) => `${i.field}:${i.key}`);
}

describe('enquiry form schema', () => {
  it('checks name, email, phone, message in this order', () => {
    expect(issues({})).toEqual(['name:required', 'email:required', 'phone:required', 'message:required']);
  });

  it('reports a bad email instead of a missing one', () => {
    expect(issues({ name: 'Sara', email: 'sara@', phone: '050', message: 'Hi' })).toEqual(['email:email']);
    expect(issues({ name: 'Sara', email: 'sara @example.com', phone: '050', message: 'Hi' })).toEqual(['email:email']);
  });

  it('trims blanks: spaces only are missing', () => {
    expect(issues({ name: '   ', email: 'a@b.co', phone: ' ', message: 'x' })).toEqual([
      'name:required',
      'phone:required',
    ]);
  });

  it('does not require the message for a course enquiry', () => {
    expect(
      issues({ name: 'A', email: 'a@b.co', phone: '1', isCourse: true, courseId: 12, courseTitle: 'Broker' }),
    ).toEqual([]);
  });

  it('the BFF schema also needs the captcha payload', () => {
    const ok = { ...base, name: 'A', email: 'a@b.co', phone: '1', message: 'x' };
    expect(EnquiryPostSchema.safeParse(ok).success).toBe(false);
    expect(EnquiryPostSchema.safeParse({ ...ok, altcha: 'payload' }).success).toBe(true);
  });
});

describe('enquiry e-mail', () => {
  const input = EnquiryFormSchema.parse({
    ...base,
    name: 'Sara <b>',
    email: 'sara@example.com',
    phone: '+971 50 1',
    message: 'Line 1\nLine 2\r\n<script>x</script>',
  });

  it('turns line breaks into <br /> and escapes HTML', () => {
    expect(enquiryBody(input)).toBe(
      'Line 1<br />Line 2<br />&lt;script&gt;x&lt;/script&gt;<br /><br />Full Name: Sara &lt;b&gt;<br />Mobile Number: +971 50 1<br />Email Address: sara@example.com',
    );
  });

  it('builds a Shared/send-message request with the default subject', () => {
    const request = toEnquiryRequest(input);
    expect(request.Subject).toBe('New Enquiry from Sara <b>');
    expect(EnquiryRequestSchema.safeParse(request).success).toBe(true);
  });

  it('names the course in a course enquiry', () => {
    const course = EnquiryFormSchema.parse({
      ...base,
      name: 'A',
      email: 'a@b.co',
      phone: '1',
      isCourse: true,
      courseId: 7,
      courseTitle: 'Broker & Co',
    });
    const request = toEnquiryRequest(course);
    expect(request.isCourse).toBe(true);
    expect(request.courseId).toBe(7);
    expect(request.Body).toContain('I am interested in this course<br />Course: Broker &amp; Co (ID 7)');
    expect(EnquiryRequestSchema.safeParse(request).success).toBe(true);
  });
});
