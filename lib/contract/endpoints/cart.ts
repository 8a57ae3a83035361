import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { ItemTypeSchema, PaymentMethodSchema } from '../constants/schemas';
import { IdSchema, LangSchema, MoneySchema, queryInt, textSchema } from '../primitives';
import { CartResponseSchema } from '../entities/cart';
import { OrderWithLinesSchema } from '../entities/order';
import { TrnSchema } from '../entities/billing';
import { EMPTY_TRN } from '../constants/limits';
import { SUBMIT_ORDER_CONFLICTS } from '../envelope';

const noQuery = z.object({});
/** Cart mutation result: 1 success (CART_OK); anything else = 'You already purchased this item'. */
const cartResult = z.number().int();

/** ItemID: PriceOptionID (program, exam), DiplomaID (diploma), MemID (membership, book). DiplomaLang only for diplomas. */
export const addToCart = defineEndpoint({
  method: 'POST',
  path: 'Cart/add-to-cart',
  summary: 'Add an item to the cart',
  query: noQuery,
  body: z.object({ ItemID: IdSchema, ItemType: ItemTypeSchema, DiplomaLang: LangSchema.nullable() }),
  response: cartResult,
  auth: 'user',
});
export const updateDiplomaLang = defineEndpoint({
  method: 'POST',
  path: 'Cart/update-diploma-lang',
  summary: "Change a diploma's language in the cart",
  query: noQuery,
  body: z.object({ CITID: IdSchema, DiplomaLang: LangSchema }),
  response: cartResult,
  auth: 'user',
});
/** Removing a program also removes its exam; removing an exam: ItemID = PriceOptionID, ItemType 'exam'. */
export const deleteFromCart = defineEndpoint({
  method: 'POST',
  path: 'Cart/delete-from-cart',
  summary: 'Remove an item from the cart',
  query: noQuery,
  body: z.object({ ItemID: IdSchema, ItemType: ItemTypeSchema }),
  response: cartResult,
  auth: 'user',
});
/** Anonymous callers get an empty cart. */
export const getCart = defineEndpoint({
  method: 'GET',
  path: 'Cart/get-cart',
  summary: 'The cart with its lines and totals',
  query: noQuery,
  response: CartResponseSchema,
});
/** Applies a voucher to the cart. Data 0 = invalid or expired (PROMO_INVALID); 1 = applied (then re-read get-cart). */
export const getCartPromoCode = defineEndpoint({
  method: 'GET',
  path: 'Cart/get-cart-promo-code',
  summary: 'Apply a voucher to the cart',
  query: z.object({ promoCode: z.string().trim().min(1).pipe(textSchema(50)) }),
  response: z.number().int(),
  auth: 'user',
});
/**
 * trn '-' when empty, else a UAE TRN of 15 digits (refused otherwise: it is printed on the tax invoice).
 * addressId: beyond the spec (chosen shipping address, optional). Total 0 → go to my-orders.
 */
export const submitOrder = defineEndpoint({
  method: 'POST',
  path: 'Cart/submit-order',
  summary: 'Place the order for the cart',
  query: z.object({
    paymentMethod: PaymentMethodSchema,
    trn: z.union([z.literal(EMPTY_TRN), TrnSchema]),
    addressId: queryInt().optional(), // beyond the spec
  }),
  body: undefined,
  response: z.object({ OrderUniqueID: z.string(), Total: MoneySchema }),
  auth: 'user',
  conflicts: SUBMIT_ORDER_CONFLICTS,
});
/** Anonymous callers get { CNT: 0 }. */
export const cartTotal = defineEndpoint({
  method: 'GET',
  path: 'Cart/cart-total',
  summary: 'The number of items in the cart',
  query: noQuery,
  response: z.object({ CNT: z.number().int() }),
});
/**
 * oid = OrderUniqueID, uid = the customer's UniqueID (who may open a print page: docs/product/roles.md). Unknown pair →
 * 404.
 */
export const getOrder = defineEndpoint({
  method: 'GET',
  path: 'Cart/get-order',
  summary: 'One order with its lines',
  query: z.object({ oid: z.string().min(1).pipe(textSchema(64)), uid: z.guid() }),
  response: OrderWithLinesSchema,
});

export const cartEndpoints = {
  addToCart,
  updateDiplomaLang,
  deleteFromCart,
  getCart,
  getCartPromoCode,
  submitOrder,
  cartTotal,
  getOrder,
} as const;
