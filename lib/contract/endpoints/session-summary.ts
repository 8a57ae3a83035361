import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { WishlistKeySchema } from '../entities/wishlist';

/**
 * The per-page figures of a signed-in customer in one call (an extension: docs/product/contract.md#extensions):
 * what Cart/cart-total and Wishlist/get-wishlist-keys answer, read behind one token check. The web asks for them on
 * every page view of a signed-in customer (/api/session); an API without this endpoint answers 404 and the web makes
 * those two calls instead. An API that has it has the wishlist too.
 */
const SessionSummarySchema = z.object({
  CNT: z.number().int(),
  WishlistKeys: z.array(WishlistKeySchema),
});

export const getSessionSummary = defineEndpoint({
  method: 'GET',
  path: 'User/get-session-summary',
  query: z.object({}),
  response: SessionSummarySchema,
  auth: 'user',
  extension: true,
  summary: "The caller's cart count and saved items, for every page view (one token check instead of two)",
});

export const sessionSummaryEndpoints = { getSessionSummary } as const;
