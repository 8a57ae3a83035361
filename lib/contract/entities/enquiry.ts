import { z } from 'zod';
import { IdSchema } from '../primitives';

/** Contact / course-interest enquiry (Shared/send-message body), spec 3 and 5. message is required unless isCourse. */
export const EnquiryRequestSchema = z
  .object({
    name: z.string().trim().min(1),
    email: z.email(),
    phone: z.string().trim().min(1),
    /** Not required for course enquiries. */
    message: z.string().nullable(),
    isCourse: z.boolean(),
    /** The course's ProductId for course enquiries, else null. */
    courseId: IdSchema.nullable(),
    /** Defaults to 'New Enquiry from {name}'. */
    Subject: z.string().min(1),
    /** HTML: message with <br />, plus name, mobile and email. */
    Body: z.string().min(1),
  })
  .refine((e) => e.isCourse || (e.message ?? '').trim().length > 0, { path: ['message'], message: 'required' });
export type EnquiryRequest = z.infer<typeof EnquiryRequestSchema>;
