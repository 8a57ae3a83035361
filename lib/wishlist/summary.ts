import 'server-only';
import { learn } from '@/lib/extensions/availability';
import type { CallerContext } from '@/lib/upstream/client';
import { getWishlistKeys } from '@/lib/upstream/wishlist';
import { wishlistKey, type WishlistKeyText } from './keys';

/**
 * What the signed-in customer saved, for the hearts of /api/session (run beside the cart count, so the answer stays
 * one round trip). The call also tells whether the upstream has the extension (lib/extensions/availability).
 */
export async function customerWishlist(ctx: CallerContext): Promise<WishlistKeyText[]> {
  const keys = await getWishlistKeys(ctx);
  learn('wishlist', keys);
  return keys.ok ? keys.data.map((k) => wishlistKey(k.ItemType, k.ItemID)) : [];
}
