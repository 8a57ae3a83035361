import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { WishlistItemSchema, WishlistKeySchema } from '../entities/wishlist';

/**
 * Wishlist (an extension: docs/product/contract.md#extensions). Stored by the API, so a customer's list follows them
 * across devices and the app. An API without these answers 404 and the web hides the hearts and the my-wishlist
 * content.
 */
const noQuery = z.object({});

/** The caller's saved items, newest first, with their current price and next program. */
export const getWishlist = defineEndpoint({
  method: 'GET',
  path: 'Wishlist/get-wishlist',
  query: noQuery,
  response: z.array(WishlistItemSchema),
  auth: 'user',
  extension: true,
  summary: "The customer's wishlist with current prices and next programs",
});

/** Only which items are saved (to fill the hearts on every page). Anonymous callers get []. */
export const getWishlistKeys = defineEndpoint({
  method: 'GET',
  path: 'Wishlist/get-wishlist-keys',
  query: noQuery,
  response: z.array(WishlistKeySchema),
  extension: true,
  summary: 'Which items the caller saved (anonymous: an empty list)',
});

/** Saves an item (idempotent). Data: 1 saved or already saved, 0 no such item, 2 list full (WishlistAddResult). */
export const addToWishlist = defineEndpoint({
  method: 'POST',
  path: 'Wishlist/add-to-wishlist',
  query: noQuery,
  body: WishlistKeySchema,
  response: z.number().int(),
  auth: 'user',
  extension: true,
  summary: 'Save an item to the wishlist',
});

/** Removes an item. Data 1, also when it was not saved. */
export const removeFromWishlist = defineEndpoint({
  method: 'POST',
  path: 'Wishlist/remove-from-wishlist',
  query: noQuery,
  body: WishlistKeySchema,
  response: z.literal(1),
  auth: 'user',
  extension: true,
  summary: 'Remove an item from the wishlist',
});

export const wishlistEndpoints = { getWishlist, getWishlistKeys, addToWishlist, removeFromWishlist } as const;
