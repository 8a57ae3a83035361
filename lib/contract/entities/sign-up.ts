import { z } from 'zod';
import { DEFAULT_COUNTRY_ID } from '../constants/limits';
import { IdSchema, textSchema } from '../primitives';
import { EmailInputSchema, OtpSchema, PasswordSchema, TokenSchema } from './password';
import { SignInResponseSchema } from './sign-in';

/** Sign-up user (User/sign-up body), docs/product/entities.md#accounts. */
export const SignUpUserSchema = z.object({
  email: EmailInputSchema,
  password: PasswordSchema,
  /** The token returned by User/generate-otp. */
  token: TokenSchema,
  otp: OtpSchema,
  /** Printed on certificates and invoices. */
  FirstName: z
    .string()
    .trim()
    .min(1)
    .pipe(textSchema(60, { printed: true })),
  LastName: z
    .string()
    .trim()
    .min(1)
    .pipe(textSchema(60, { printed: true })),
  RegType: z.literal('email'),
  CountryID: IdSchema.default(DEFAULT_COUNTRY_ID),
  /** Sent as an integer (docs/product/validation.md#sign-up-details), without the country code. */
  MobileNumber: z.number().int().positive().max(999_999_999_999_999),
});
export type SignUpUser = z.infer<typeof SignUpUserSchema>;
export type SignUpUserInput = z.input<typeof SignUpUserSchema>;

/** Sign-up response: same shape as sign-in. CODE 302 email exists, 301 mobile exists. */
export const SignUpResponseSchema = SignInResponseSchema;
