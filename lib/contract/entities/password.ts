import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';

/** Password rule (spec 5): at least 8 characters, 1 digit and 1 special character. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .regex(/\d/, 'digit')
  .regex(/[^A-Za-z0-9\s]/, 'special');

/** 6-digit sign-up / reset code. */
export const OtpSchema = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`));

/** Trimmed email. */
export const EmailInputSchema = z.string().trim().pipe(z.email());

/** User/reset-password body (spec: "body not shown"; chosen fields). Data: 200 ok, 302 incorrect, 500 failed OTP. */
export const ResetPasswordPayloadSchema = z.object({
  email: EmailInputSchema,
  otp: OtpSchema,
  token: z.string().min(1),
  password: PasswordSchema,
});
export type ResetPasswordPayload = z.infer<typeof ResetPasswordPayloadSchema>;
