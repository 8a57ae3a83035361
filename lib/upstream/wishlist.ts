import 'server-only';
import * as contract from '@/lib/contract';
import type { WishlistKey } from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';

/**
 * The wishlist calls (a contract extension, lib/contract/endpoints/wishlist). On an API without them every
 * call answers `{ ok: false, error: { kind: 'unavailable' } }` (isUnavailable): the caller hides the feature.
 */

/** The caller's saved items with their current price and next program, newest first. */
export const getWishlist = (ctx: CallerContext) => upstreamFetch(contract.getWishlist, { ctx });

/** Which items the caller saved (anonymous: []). `timeoutMs`: a short deadline where a page waits on it. */
export const getWishlistKeys = (ctx: CallerContext, timeoutMs?: number) =>
  upstreamFetch(contract.getWishlistKeys, { ctx, timeoutMs });

/** Data: 1 saved (or already), 0 no such item, 2 list full (WishlistAddResult). */
export const addToWishlist = (body: WishlistKey, ctx: CallerContext) =>
  upstreamFetch(contract.addToWishlist, { body, ctx });

/** Data 1, also when it was not saved. */
export const removeFromWishlist = (body: WishlistKey, ctx: CallerContext) =>
  upstreamFetch(contract.removeFromWishlist, { body, ctx });
