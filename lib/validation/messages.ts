import type { PlainMessageKey } from '@/lib/i18n/message-keys';

/**
 * Message keys of the account forms (paths in messages/*.json). A zod issue's `message` is one of these keys,
 * the BFF answers `{ ok: false, error: <key> }`, and the page translates it with `t(key)` at the root.
 */
export const MSG = {
  // docs/product/validation.md#login
  enterPassword: 'forms.enterPassword',
  enterEmail: 'forms.enterEmail',
  invalidEmail: 'forms.invalidEmail', // 'invalid email'
  // docs/product/validation.md#sign-up-email, #sign-up-details
  fillEmail: 'forms.fillEmail', // 'please fill (email)'
  acceptTerms: 'forms.acceptTerms',
  required: 'forms.required',
  invalidPassword: 'forms.invalidPassword',
  invalidMobile: 'forms.invalidMobile',
  mobileNineDigits: 'forms.mobileNineDigits', // 'Mobile Number must be 9 numbers only' (UAE)
  codeLength: 'forms.codeLength',
  // shared catalogue (docs/product/errors.md#messages; the shell's errors namespace)
  enterValidEmail: 'errors.enterValidEmail',
  fillRequired: 'errors.fillRequired',
  invalidEmiratesId: 'errors.invalidEmiratesId',
  userNotFound: 'errors.userNotFound',
  emailInUse: 'errors.emailInUse',
  mobileInUse: 'errors.mobileInUse',
  invalidOtp: 'errors.invalidOtp',
  cannotUseEmail: 'errors.cannotUseEmail',
  // email change (docs/product/states.md#email-change)
  emailError: 'account.emailError', // 'email_error'
  failedOtp: 'account.failedOtp', // failed_otp
  // the BFF's own
  forbidden: 'forms.forbidden',
  tooMany: 'forms.tooMany',
  invalid: 'forms.invalid',
  failed: 'forms.failed',
  expired: 'forms.codeExpired',
  notLoggedIn: 'errors.loginFirst',
  fileType: 'forms.fileType',
  fileSize: 'forms.fileSize',
  // control or bidi override characters in a field
  invalidCharacters: 'security.invalidCharacters',
} as const satisfies Record<string, PlainMessageKey>;
