import { z } from 'zod';
import { UuidSchema } from '../primitives';
import { EmailInputSchema } from './password';

/** Sign-in payload (User/sign-in body). */
export const SignInPayloadSchema = z.object({
  email: EmailInputSchema,
  password: z.string().min(1),
});
export type SignInPayload = z.infer<typeof SignInPayloadSchema>;

/** Sign-in response. CODE 200 ok (assumption), 302 incorrect credentials; the other fields are null on failure. */
export const SignInResponseSchema = z.object({
  CODE: z.number().int(),
  FirstName: z.string().nullable(),
  /** The user's secret token (sent back as x-secret-token). */
  token: z.string().nullable(),
  UniqueID: UuidSchema.nullable(),
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;
