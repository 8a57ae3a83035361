import 'server-only';
import { z } from 'zod';
import { WishlistAddResult, WishlistItemTypeSchema } from '@/lib/contract/entities/wishlist';
import { answer, failure, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute, SESSION_FIRST } from '@/lib/bff/route';
import type { Session } from '@/lib/session/session';
import type { UpstreamError } from '@/lib/upstream/client';
import * as upstream from '@/lib/upstream/wishlist';
import { MSG } from '@/lib/validation/messages';

/** Error keys of the wishlist BFF (messages `wishlist.errors.*`, and the shared 'Please log in first'). */
const WISHLIST_MSG = {
  loginFirst: MSG.notLoggedIn,
  invalid: 'wishlist.errors.invalid',
  gone: 'wishlist.errors.gone',
  full: 'wishlist.errors.full',
  unavailable: 'wishlist.errors.unavailable',
  failed: 'wishlist.errors.failed',
} as const;

const WishlistInputSchema = z.object({
  ItemType: WishlistItemTypeSchema,
  ItemID: z.number().int().positive(),
});

/** Origin, then the session (a visitor → 401 'Please log in first'), then the body, then the user's rate limit. */
const MUTATION = {
  body: WishlistInputSchema,
  invalid: WISHLIST_MSG.invalid,
  auth: 'user',
  limit: 'wishlist',
  order: SESSION_FIRST,
} as const;

function wishlistFailure(error: UpstreamError, session: Session): Response {
  if (error.kind === 'unauthorized') return upstreamFailure(error, session);
  // An API without the extension: the browser hides the hearts when it next reads /api/session.
  if (error.kind === 'unavailable') return failure(WISHLIST_MSG.unavailable, 404);
  return failure(WISHLIST_MSG.failed, 502);
}

/** POST /api/wishlist/add `{ ItemType, ItemID }`: saved (also when it already was) → `{ ok: true }`. */
export const addItem = bffRoute(MUTATION, async ({ input, session, caller }) => {
  const result = await upstream.addToWishlist(input, caller);
  if (!result.ok) return wishlistFailure(result.error, session);
  if (result.data === WishlistAddResult.Full) return failure(WISHLIST_MSG.full, 409);
  if (result.data !== WishlistAddResult.Saved) return failure(WISHLIST_MSG.gone, 409);
  return answer({ ok: true });
});

/** POST /api/wishlist/remove `{ ItemType, ItemID }`: no longer saved → `{ ok: true }`. */
export const removeItem = bffRoute(MUTATION, async ({ input, session, caller }) => {
  const result = await upstream.removeFromWishlist(input, caller);
  if (!result.ok) return wishlistFailure(result.error, session);
  return answer({ ok: true });
});
