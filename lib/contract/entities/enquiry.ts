import { z } from 'zod';
import { IdSchema, textSchema } from '../primitives';

/**
 * Contact / course-interest enquiry (Shared/send-message body), docs/product/entities.md#enquiry. message is required
 * unless isCourse.
 */
export const EnquiryRequestSchema = z
  .object({
    name: z.string().trim().min(1).pipe(textSchema(120)),
    email: z.email().max(254),
    phone: z.string().trim().min(1).pipe(textSchema(40)),
    /** Not required for course enquiries. */
    message: textSchema(5000, { multiline: true }).nullable(),
    isCourse: z.boolean(),
    /** The course's ProductId for course enquiries, else null. */
    courseId: IdSchema.nullable(),
    /** Defaults to 'New Enquiry from {name}'. */
    Subject: z.string().min(1).pipe(textSchema(300)),
    /** HTML: message with <br />, plus name, mobile and email. */
    Body: z
      .string()
      .min(1)
      .pipe(textSchema(20_000, { multiline: true })),
  })
  .refine((e) => e.isCourse || (e.message ?? '').trim().length > 0, { path: ['message'], message: 'required' });
export type EnquiryRequest = z.infer<typeof EnquiryRequestSchema>;
