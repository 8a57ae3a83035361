import { z } from 'zod';
import { UuidSchema } from '../primitives';
import { EmailInputSchema } from './password';

/** Sign-in payload (User/sign-in body). */
export const SignInPayloadSchema = z.object({
  email: EmailInputSchema,
  password: z.string().min(1).max(128),
});
export type SignInPayload = z.infer<typeof SignInPayloadSchema>;

/**
 * The account's role: customers, or staff (the bulk-order page). An addition: the institute's API does not show the
 * role (docs/product/roles.md).
 */
export const UserRoleSchema = z.enum(['customer', 'staff']);

/**
 * Sign-in response. CODE 200 ok (assumption), 302 incorrect credentials; the other fields are null on failure.
 * `Role` is an addition (docs/product/entities.md#accounts, so the web knows staff); an API without it reads as
 * 'customer'.
 */
export const SignInResponseSchema = z.object({
  CODE: z.number().int(),
  FirstName: z.string().nullable(),
  /** The user's secret token (sent back as x-secret-token). */
  token: z.string().nullable(),
  UniqueID: UuidSchema.nullable(),
  Role: UserRoleSchema.nullable().default(null),
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;
