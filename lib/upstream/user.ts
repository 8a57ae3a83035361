import 'server-only';
import * as contract from '@/lib/contract';
import type { ProfileUpdate, ResetPasswordPayload, SignInPayload, SignUpUserInput } from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';

/**
 * The User calls of the accounts BFF (docs/product/contract.md#endpoints, base path User), one function per endpoint,
 * all through the one wrapper. They answer `{ ok, data } | { ok: false, error }` and never throw. Per-user calls take
 * the caller context built from the session (lib/session), which alone holds the token.
 */

export const signIn = (body: SignInPayload, ctx: CallerContext) => upstreamFetch(contract.signIn, { body, ctx });

/** Revokes the session's token upstream (logout): 1. */
export const signOut = (ctx: CallerContext) => upstreamFetch(contract.signOut, { ctx });

export const signUp = (body: SignUpUserInput, ctx: CallerContext) => upstreamFetch(contract.signUp, { body, ctx });

/** Sends a code to the email; data is the token to send back with it. */
export const generateOtp = (email: string, ctx: CallerContext) =>
  upstreamFetch(contract.generateOtp, { query: { email }, ctx });

/** 1 valid, 0 invalid or expired. */
export const verifyOtp = (query: { email: string; otp: string; token: string }, ctx: CallerContext) =>
  upstreamFetch(contract.verifyOtp, { query, ctx });

/** 200 done, 302 incorrect credentials, 500 failed code. */
export const resetPassword = (body: ResetPasswordPayload, ctx: CallerContext) =>
  upstreamFetch(contract.resetPassword, { body, ctx });

export const getProfile = (ctx: CallerContext) => upstreamFetch(contract.getProfile, { ctx });

export const getProfileCompletion = (ctx: CallerContext) => upstreamFetch(contract.getProfileCompletion, { ctx });

/** 200 saved, or a profile code (docs/product/errors.md#profile-codes). */
export const setProfile = (body: ProfileUpdate, ctx: CallerContext) =>
  upstreamFetch(contract.setProfile, { body, ctx });

/** Email change step 1: `i` 1 = accepted (a code went out if the address is free; the answer does not say), 0 = the
 *  caller's own address. */
export const validateChangeEmail = (email: string, ctx: CallerContext) =>
  upstreamFetch(contract.validateChangeEmail, { query: { email }, ctx });

/** Email change step 2: 1 = changed. */
export const changeUserEmail = (query: { email: string; otp: string; token: string }, ctx: CallerContext) =>
  upstreamFetch(contract.changeUserEmail, { query, ctx });

/** Files/upload (multipart: file, public, types). Data: `{ success, response: fileId }`. */
export const uploadFile = (body: { file: File; public: '0' | '1'; types: string }, ctx: CallerContext) =>
  upstreamFetch(contract.uploadFile, { body, ctx });

/** User/get-session-summary (an extension): the cart count and the saved items in one call. */
export const getSessionSummary = (ctx: CallerContext) => upstreamFetch(contract.getSessionSummary, { ctx });

// ---------------------------------------------------------------- My Account lists (web-my-account-initiatives)

/** User/get-customer-orders: the caller's orders (invoices), newest first. */
export const getCustomerOrders = (ctx: CallerContext) => upstreamFetch(contract.getCustomerOrders, { ctx });

/** User/get-customer-order-items?type: purchased items of one type (program, diploma, membership, book, exam). */
export const getCustomerOrderItems = (type: contract.ItemType, ctx: CallerContext) =>
  upstreamFetch(contract.getCustomerOrderItems, { query: { type }, ctx });

/** User/get-customer-inits: the caller's initiative registrations. */
export const getCustomerInits = (ctx: CallerContext) => upstreamFetch(contract.getCustomerInits, { ctx });

/** Cart/get-order?oid&uid: one order with its lines (oid = OrderUniqueID, uid = the owner's UniqueID). */
export const getOrder = (query: { oid: string; uid: string }, ctx: CallerContext) =>
  upstreamFetch(contract.getOrder, { query, ctx });

/** User/get-addresses: the caller's saved addresses (default first). */
export const getAddresses = (ctx: CallerContext) => upstreamFetch(contract.getAddresses, { ctx });

/** User/save-address: AddressID null creates; answers the saved address. */
export const saveAddress = (body: contract.AddressInput, ctx: CallerContext) =>
  upstreamFetch(contract.saveAddress, { body, ctx });

/** User/delete-address: data 1 deleted, 0 not one of the caller's addresses. */
export const deleteAddress = (addressId: number, ctx: CallerContext) =>
  upstreamFetch(contract.deleteAddress, { body: { AddressID: addressId }, ctx });
