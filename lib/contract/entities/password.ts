import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { textSchema } from '../primitives';

/** Password rule (docs/product/constants.md#lengths): at least 8 characters, 1 digit and 1 special character. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(128)
  .regex(/\d/, 'digit')
  .regex(/[^A-Za-z0-9\s]/, 'special');

/** 6-digit sign-up / reset code. */
export const OtpSchema = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`));

/** Trimmed email (RFC 5321: 254 characters at most). */
export const EmailInputSchema = z.string().trim().max(254).pipe(z.email());

/** A token handed out by the upstream (codes, sessions): bounded, no control characters. */
export const TokenSchema = z.string().min(1).pipe(textSchema(512));

/** User/reset-password body (spec: "body not shown"; chosen fields). Data: 200 ok, 302 incorrect, 500 failed OTP. */
export const ResetPasswordPayloadSchema = z.object({
  email: EmailInputSchema,
  otp: OtpSchema,
  token: TokenSchema,
  password: PasswordSchema,
});
export type ResetPasswordPayload = z.infer<typeof ResetPasswordPayloadSchema>;
