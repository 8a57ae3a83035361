import * as z from 'zod/mini';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/contract/constants/limits';
import { EMAIL_PATTERN } from './enquiry';
import { MSG } from './messages';
import { mobileIssue } from './mobile';
import { trimmed, withoutSeparators } from './text';

/**
 * Account forms (docs/product/validation.md#login, #sign-up-details, #forgot-password), shared by the forms
 * (react-hook-form + zodResolver) and the BFF routes. Each check adds its issue in the spec's order inside one
 * superRefine, so `issues[0]` is the message the spec shows first; every issue's `message` is a message key
 * (lib/validation/messages.ts).
 */

const add = (ctx: z.core.$RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/**
 * The password rule (docs/product/constants.md#lengths): at least 8 characters, one digit and one special character.
 */
function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password) && /[^A-Za-z0-9\s]/.test(password);
}

export const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const email = trimmed(254);
const password = z.string().check(z.maxLength(128));
const otp = () => z.string().check(z.maxLength(OTP_LENGTH * 2));

// --- Login: password required, then email (trimmed) required, then the pattern ('invalid email').
export const LoginSchema = z.object({ email, password }).check(
  z.superRefine((v, ctx) => {
    if (!v.password) add(ctx, 'password', MSG.enterPassword);
    if (!v.email) add(ctx, 'email', MSG.enterEmail);
    else if (!EMAIL_PATTERN.test(v.email)) add(ctx, 'email', MSG.invalidEmail);
  }),
);
export type LoginValues = z.input<typeof LoginSchema>;

// --- Sign-up step 1: email trimmed and non-empty ('please fill (email)'), then a usable address.
export const SignUpEmailSchema = z
  .object({ email })
  .check(z.superRefine((v, ctx) => checkEmail(v.email, ctx, MSG.fillEmail)));
export type EmailValues = z.input<typeof SignUpEmailSchema>;

// --- Forgot password step 1: trimmed, non-empty, then the pattern.
export const ForgotEmailSchema = z
  .object({ email })
  .check(z.superRefine((v, ctx) => checkEmail(v.email, ctx, MSG.enterEmail)));

/** The code request of the BFF (/api/auth/code): sign-up or forgot password. */
export const CodeRequestSchema = z
  .object({ purpose: z.enum(['signup', 'reset']), email })
  .check(z.superRefine((v, ctx) => checkEmail(v.email, ctx, v.purpose === 'signup' ? MSG.fillEmail : MSG.enterEmail)));
function checkEmail(value: string, ctx: z.core.$RefinementCtx, emptyKey: string) {
  if (!value) add(ctx, 'email', emptyKey);
  else if (!EMAIL_PATTERN.test(value)) add(ctx, 'email', MSG.enterValidEmail);
}

// --- The 6-digit code (sign-up step 2, reset, email change).
export const CodeSchema = z.object({ otp: otp() }).check(
  z.superRefine((v, ctx) => {
    if (!CODE_PATTERN.test(v.otp)) add(ctx, 'otp', MSG.codeLength);
  }),
);

// --- Sign-up step 3: terms first, then first name, last name, mobile, password (required), then the password rule.
const detailsShape = z.object({
  FirstName: trimmed(60),
  LastName: trimmed(60),
  CountryID: z.int().check(z.positive()),
  MobileNumber: withoutSeparators(20),
  password,
  terms: z.boolean(),
  /** Marketing e-mails: optional, off unless ticked (recorded as its own consent). */
  marketing: z.optional(z.boolean()),
});
type Details = z.output<typeof detailsShape>;
function checkDetails(v: Details, ctx: z.core.$RefinementCtx) {
  if (!v.terms) add(ctx, 'terms', MSG.acceptTerms);
  if (!v.FirstName) add(ctx, 'FirstName', MSG.required);
  if (!v.LastName) add(ctx, 'LastName', MSG.required);
  if (!v.MobileNumber) add(ctx, 'MobileNumber', MSG.required);
  else {
    const mobile = mobileIssue(v.CountryID, v.MobileNumber);
    if (mobile) add(ctx, 'MobileNumber', mobile);
  }
  if (!v.password) add(ctx, 'password', MSG.required);
  else if (!isValidPassword(v.password)) add(ctx, 'password', MSG.invalidPassword);
}
export const SignUpDetailsSchema = detailsShape.check(z.superRefine(checkDetails));
export type SignUpDetailsValues = z.input<typeof SignUpDetailsSchema>;

/** What the browser posts to /api/auth/sign-up: the details and the verified code (email and token stay in the session). */
export const SignUpPostSchema = z.extend(detailsShape, { otp: otp() }).check(
  z.superRefine((v, ctx) => {
    if (!CODE_PATTERN.test(v.otp)) add(ctx, 'otp', MSG.codeLength);
    checkDetails(v, ctx);
  }),
);

// --- Reset password: the code, then a non-empty password, then the rule.
export const ResetSchema = z.object({ otp: otp(), password }).check(
  z.superRefine((v, ctx) => {
    if (!CODE_PATTERN.test(v.otp)) add(ctx, 'otp', MSG.codeLength);
    if (!v.password) add(ctx, 'password', MSG.enterPassword);
    else if (!isValidPassword(v.password)) add(ctx, 'password', MSG.invalidPassword);
  }),
);
export type ResetValues = z.input<typeof ResetSchema>;

/** The first issue's message key (the one the spec shows). */
export function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? MSG.invalid;
}
