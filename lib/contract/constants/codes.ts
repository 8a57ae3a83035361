import { z } from 'zod';

/** Profile code catalogue (docs/product/errors.md#profile-codes). Translated in messages `codes.<code>`. */
export const ProfileCode = {
  EmailOrMobileInUse: 301,
  InvalidLogin: 302,
  InvalidVerificationLink: 303,
  EmailInUse: 304,
  MobileInUse: 305,
  InvalidVerificationCode: 306,
  CurrentPasswordWrong: 307,
  UseDifferentPassword: 308,
} as const;
export const PROFILE_CODES = [301, 302, 303, 304, 305, 306, 307, 308] as const;

/** Missing-profile items (docs/product/errors.md#missing-profile-items). */
export const MissingCode = {
  VerifyEmail: 901,
  DateOfBirth: 902,
  Gender: 903,
  ProfilePhoto: 904,
  EidFront: 905,
  EidBack: 906,
  EidNumber: 907,
  EidNotVerified: 999,
} as const;
export const MISSING_CODES = [901, 902, 903, 904, 905, 906, 907, 999] as const;
export const MissingCodeSchema = z.literal(MISSING_CODES);
export type MissingCodeId = z.infer<typeof MissingCodeSchema>;

/** The success code returned where a numeric code travels (sign-in/sign-up CODE, reset-password, set-profile). ASSUMPTION: 200 (spec shows 200 only for reset-password). */
export const CODE_OK = 200;

/** Sign-in CODE (docs/product/errors.md#response-codes): 302 incorrect credentials ('User not found'). */
export const SignInCode = { Ok: CODE_OK, IncorrectCredentials: 302 } as const;
/** Sign-up CODE (docs/product/errors.md#response-codes): 302 email exists, 301 mobile exists. */
export const SignUpCode = { Ok: CODE_OK, MobileExists: 301, EmailExists: 302 } as const;
/**
 * Reset-password data (docs/product/errors.md#response-codes): 302 incorrect credentials, 500 failed OTP, 200 success.
 */
export const ResetPasswordCode = { Ok: 200, IncorrectCredentials: 302, FailedOtp: 500 } as const;
/**
 * Initiative registration status (docs/product/states.md#initiative-registration): 200 success, 202 special alert, 403
 * full, 201/500 email error.
 */
export const InitRegStatus = { Ok: 200, EmailError: 201, Special: 202, Full: 403, ServerEmailError: 500 } as const;
/** Add-to-cart / cart mutations: 1 success; anything else = 'You already purchased this item'. */
export const CART_OK = 1;
/**
 * Add-to-cart of a program: 2 = no seat left (contract extension, docs/product/errors.md#response-codes). The spec
 * answers any refusal with one code; the reference upstream tells "full" apart so the site can offer the waitlist
 * instead of saying "already purchased". An API without it answers 0 here too, which the site still reads as
 * "already purchased", as the spec says.
 */
export const CART_FULL = 2;
/**
 * Add-to-cart (extension, docs/company.md#buying-seats): 3 = the cart holds the company's team lines; a cart holds
 * either personal lines or team lines, so the customer checks out or removes those first. Without the extensions: 0.
 */
export const CART_MIXED = 3;
/** Promo code: 0 invalid or expired. */
export const PROMO_INVALID = 0;
