import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { ItemTypeSchema } from '../constants/schemas';
import { IdSchema } from '../primitives';
import { AddressInputSchema, AddressSchema } from '../entities/address';
import { CustomerInitiativeSchema } from '../entities/customer-initiative';
import { OrderSchema } from '../entities/order';
import { OrderItemSchema } from '../entities/order-item';
import { EmailInputSchema, OtpSchema, ResetPasswordPayloadSchema, TokenSchema } from '../entities/password';
import { ProfileSchema, ProfileUpdateSchema } from '../entities/profile';
import { ProfileCompletionSchema } from '../entities/profile-completion';
import { SignInPayloadSchema, SignInResponseSchema } from '../entities/sign-in';
import { SignUpResponseSchema, SignUpUserSchema } from '../entities/sign-up';

const noQuery = z.object({});
const otpQuery = z.object({ email: EmailInputSchema, otp: OtpSchema, token: TokenSchema });

/** Sends a 6-digit code to the email (sign-up, forgot password). Data: the token to send back with the code. */
export const generateOtp = defineEndpoint({
  method: 'GET',
  path: 'User/generate-otp',
  summary: 'E-mail a one-time code (sign-up, forgotten password)',
  query: z.object({ email: EmailInputSchema }),
  response: z.string(),
});
/**
 * Email change step 1. Chosen meaning of i: 1 accepted, with a token: a code went to the address unless another
 * account uses it (the answer does not tell; that account's owner is told by e-mail instead, and no code matches the
 * token); 0 not usable, the caller's own address ("You can't use this email"), token null.
 */
export const validateChangeEmail = defineEndpoint({
  method: 'POST',
  path: 'User/validate-change-email',
  summary: 'E-mail change, step 1: send a code to the new address',
  query: z.object({ email: EmailInputSchema }),
  body: undefined,
  response: z.object({ i: z.number().int(), token: z.string().nullable() }),
  auth: 'user',
});
/** Email change step 2. Data 1 = success; other = failed_otp. */
export const changeUserEmail = defineEndpoint({
  method: 'POST',
  path: 'User/change-user-email',
  summary: 'E-mail change, step 2: confirm with the code',
  query: otpQuery,
  body: undefined,
  response: z.number().int(),
  auth: 'user',
});
/** Chosen response: 1 valid, 0 invalid or expired. */
export const verifyOtp = defineEndpoint({
  method: 'GET',
  path: 'User/verify-otp',
  summary: 'Check a one-time code',
  query: otpQuery,
  response: z.number().int(),
});
export const signIn = defineEndpoint({
  method: 'POST',
  path: 'User/sign-in',
  summary: 'Sign in with e-mail and password',
  query: noQuery,
  body: SignInPayloadSchema,
  response: SignInResponseSchema,
});
/**
 * Revokes the caller's token (logout), so it is refused from then on. Data 1. An addition: the institute's API has no
 * sign-out call (docs/product/contract.md#endpoints).
 */
export const signOut = defineEndpoint({
  method: 'POST',
  path: 'User/sign-out',
  summary: "Sign out: revoke the caller's token",
  query: noQuery,
  body: undefined,
  response: z.literal(1),
  auth: 'user',
});
export const signUp = defineEndpoint({
  method: 'POST',
  path: 'User/sign-up',
  summary: 'Create an account with a verified one-time code',
  query: noQuery,
  body: SignUpUserSchema,
  response: SignUpResponseSchema,
});
/** Data: 200 success, 302 incorrect credentials, 500 failed OTP (ResetPasswordCode). */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: 'User/reset-password',
  summary: 'Set a new password with a one-time code',
  query: noQuery,
  body: ResetPasswordPayloadSchema,
  response: z.number().int(),
});
export const getProfile = defineEndpoint({
  method: 'GET',
  path: 'User/get-profile',
  summary: "The signed-in user's profile",
  query: noQuery,
  response: ProfileSchema,
  auth: 'user',
});
export const getProfileCompletion = defineEndpoint({
  method: 'GET',
  path: 'User/get-profile-completion',
  summary: 'How complete the profile is',
  query: noQuery,
  response: ProfileCompletionSchema,
  auth: 'user',
});
/** Chosen response: 200 saved, or a profile code (301, 305, …). */
export const setProfile = defineEndpoint({
  method: 'POST',
  path: 'User/set-profile',
  summary: 'Save the profile',
  query: noQuery,
  body: ProfileUpdateSchema,
  response: z.number().int(),
  auth: 'user',
});
/** Newest first. */
export const getCustomerOrders = defineEndpoint({
  method: 'GET',
  path: 'User/get-customer-orders',
  summary: "The customer's orders, newest first",
  query: noQuery,
  response: z.array(OrderSchema),
  auth: 'user',
});
export const getCustomerInits = defineEndpoint({
  method: 'GET',
  path: 'User/get-customer-inits',
  summary: "The customer's initiative registrations",
  query: noQuery,
  response: z.array(CustomerInitiativeSchema),
  auth: 'user',
});
export const getCustomerOrderItems = defineEndpoint({
  method: 'GET',
  path: 'User/get-customer-order-items',
  summary: "The customer's purchased items of one type",
  query: z.object({ type: ItemTypeSchema }),
  response: z.array(OrderItemSchema),
  auth: 'user',
});
// beyond the spec: the addresses screen.
export const getAddresses = defineEndpoint({
  method: 'GET',
  path: 'User/get-addresses',
  summary: "The customer's shipping addresses",
  query: noQuery,
  response: z.array(AddressSchema),
  auth: 'user',
});
// beyond the spec: AddressID null creates; returns the saved address. IsDefault true clears the others' flag.
export const saveAddress = defineEndpoint({
  method: 'POST',
  path: 'User/save-address',
  summary: 'Add or change a shipping address',
  query: noQuery,
  body: AddressInputSchema,
  response: AddressSchema,
  auth: 'user',
});
// beyond the spec: data 1 = deleted.
export const deleteAddress = defineEndpoint({
  method: 'POST',
  path: 'User/delete-address',
  summary: 'Delete a shipping address',
  query: noQuery,
  body: z.object({ AddressID: IdSchema }),
  response: z.number().int(),
  auth: 'user',
});

export const userEndpoints = {
  generateOtp,
  validateChangeEmail,
  changeUserEmail,
  verifyOtp,
  signIn,
  signOut,
  signUp,
  resetPassword,
  getProfile,
  getProfileCompletion,
  setProfile,
  getCustomerOrders,
  getCustomerInits,
  getCustomerOrderItems,
  getAddresses,
  saveAddress,
  deleteAddress,
} as const;
