import 'server-only';
import type { CallerContext } from '@/lib/upstream/client';
import { isUnavailable } from '@/lib/upstream/result';
import { getWishlistKeys } from '@/lib/upstream/wishlist';
import { wishlistAvailable } from './availability';
import { wishlistKey, type WishlistKeyText } from './keys';

/** The wishlist's part of /api/session: whether it exists here, and what the signed-in customer saved. */
export type WishlistSummary = { features: { wishlist: boolean }; wishlist: WishlistKeyText[] };

/** A visitor: only whether the hearts show (a probe remembered for a few minutes). */
export async function visitorWishlist(): Promise<WishlistSummary> {
  return { features: { wishlist: await wishlistAvailable() }, wishlist: [] };
}

/**
 * A signed-in customer: their saved keys (run beside the cart count, so /api/session stays one round trip).
 * Only the extension's 404 hides the hearts; a failed read shows them unfilled.
 */
export async function customerWishlist(ctx: CallerContext): Promise<WishlistSummary> {
  const keys = await getWishlistKeys(ctx);
  return {
    features: { wishlist: !isUnavailable(keys) },
    wishlist: keys.ok ? keys.data.map((k) => wishlistKey(k.ItemType, k.ItemID)) : [],
  };
}
