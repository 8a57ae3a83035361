import 'server-only';
import * as contract from '@/lib/contract';
import type { ItemType, PaymentMethod } from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';

/**
 * The Cart calls of the commerce BFF (docs/product/contract.md#endpoints, base path Cart), one function per endpoint,
 * all through the one wrapper. Per-user calls take the caller context built from the session (lib/session), which alone
 * holds the token. They answer `{ ok, data } | { ok: false, error }` and never throw.
 */

/** ItemID: PriceOptionID (program, exam), DiplomaID (diploma), MemID (membership, book). Data 1 = added. */
export const addToCart = (
  item: { ItemID: number; ItemType: ItemType; DiplomaLang?: 'en' | 'ar' | null },
  ctx: CallerContext,
) =>
  upstreamFetch(contract.addToCart, {
    body: { ItemID: item.ItemID, ItemType: item.ItemType, DiplomaLang: item.DiplomaLang ?? null },
    ctx,
  });

export const updateDiplomaLang = (body: { CITID: number; DiplomaLang: 'en' | 'ar' }, ctx: CallerContext) =>
  upstreamFetch(contract.updateDiplomaLang, { body, ctx });

/** Removing a program also removes its exam; an exam: ItemID = the program's PriceOptionID, ItemType 'exam'. */
export const deleteFromCart = (body: { ItemID: number; ItemType: ItemType }, ctx: CallerContext) =>
  upstreamFetch(contract.deleteFromCart, { body, ctx });

/** data.summary and data.cart (items plus the details lists, matched by CITID). */
export const getCart = (ctx: CallerContext) => upstreamFetch(contract.getCart, { ctx });

/** 1 applied, 0 invalid or expired. */
export const applyPromoCode = (promoCode: string, ctx: CallerContext) =>
  upstreamFetch(contract.getCartPromoCode, { query: { promoCode }, ctx });

/** Extension: takes the applied voucher off (1). `unavailable` on an API without it. */
export const removePromoCode = (ctx: CallerContext) => upstreamFetch(contract.removePromoCode, { ctx });

/** data.OrderUniqueID and data.Total. trn '-' when empty. */
export const submitOrder = (
  query: { paymentMethod: PaymentMethod; trn: string; addressId?: number },
  ctx: CallerContext,
) => upstreamFetch(contract.submitOrder, { query, ctx, timeoutMs: 15_000 });

/** The header's cart badge (Cart/cart-total → CNT), for /api/session. */
export const getCartCount = (ctx: CallerContext) => upstreamFetch(contract.cartTotal, { ctx });

/** The saved addresses, for the shipping address of a cart that holds a book (User/get-addresses). */
export const getShippingAddresses = (ctx: CallerContext) => upstreamFetch(contract.getAddresses, { ctx });
