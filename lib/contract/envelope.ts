import { z } from 'zod';

/** Every success response is `{ data: <payload> }` (HTTP 200). */
export function envelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/**
 * Error codes of the error envelope (docs/product/contract.md#responses: 400, 401, 404, 500), plus the 409s of
 * Cart/submit-order: fully_booked (a program has no seat left), promo_invalid (the applied voucher is expired, used up
 * or its minimum is not met; the voucher is removed from the cart), cart_empty (nothing to order), address_required
 * (the cart holds a book and no valid addressId was given), pending_limit (extension: the customer already holds the
 * allowed number of unpaid bookings of a program in the cart), billing_address_required (extension: a TRN was given and
 * the customer's billing details hold no address, which the tax invoice and the e-invoice of a registered buyer need).
 */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'server_error',
  'fully_booked',
  'promo_invalid',
  'cart_empty',
  'address_required',
  'pending_limit',
  'billing_address_required',
] as const;
/** The 409 codes of Cart/submit-order (the order is refused; see above). */
export const SUBMIT_ORDER_CONFLICTS = [
  'fully_booked',
  'promo_invalid',
  'cart_empty',
  'address_required',
  'pending_limit',
  'billing_address_required',
] as const satisfies readonly (typeof ERROR_CODES)[number][];
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One zod issue as sent in a 400 (kept loose: path + message are what clients read). */
export const ErrorIssueSchema = z
  .object({
    path: z.array(z.union([z.string(), z.number()])).optional(),
    message: z.string().optional(),
    code: z.string().optional(),
  })
  .loose();

/** Every failure is `{ error: { code, issues?, message? } }`. The code is a string; the known ones are ERROR_CODES. */
export const ErrorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string().optional(),
    issues: z.array(ErrorIssueSchema).optional(),
  }),
});
