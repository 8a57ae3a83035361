import 'server-only';
import { knownAbsent, learn } from '@/lib/extensions/availability';
import type { CallerContext } from '@/lib/upstream/client';
import { isUnavailable, type UpstreamResult } from '@/lib/upstream/result';
import { getCartCount } from '@/lib/upstream/cart';
import { getSessionSummary } from '@/lib/upstream/user';
import { getWishlistKeys } from '@/lib/upstream/wishlist';
import { wishlistKey, type WishlistKeyText } from '@/lib/wishlist/keys';
import type { WishlistKey } from '@/lib/contract';

/** What every page view of a signed-in customer shows: the cart count and the hearts of the saved items. */
export type CustomerSummary =
  { unauthorized: true } | { unauthorized: false; cartCount: number; wishlist: WishlistKeyText[] };

const keysOf = (keys: WishlistKey[]) => keys.map((k) => wishlistKey(k.ItemType, k.ItemID));
const UNAUTHORIZED = { unauthorized: true } as const;
const isUnauthorized = (result: UpstreamResult<unknown>) => !result.ok && result.error.kind === 'unauthorized';

/**
 * One upstream call (User/get-session-summary) where the API has it, else Cart/cart-total and
 * Wishlist/get-wishlist-keys at once, as before that extension: both are answered behind a token check, and this runs
 * on every signed-in page view. `unauthorized`: the upstream no longer accepts the token.
 * A failed read shows an empty cart count and no hearts rather than failing the page (the cart page has the truth).
 */
export async function customerSummary(ctx: CallerContext): Promise<CustomerSummary> {
  if (!knownAbsent('sessionSummary')) {
    const summary = await getSessionSummary(ctx);
    learn('sessionSummary', summary);
    if (!isUnavailable(summary)) {
      if (isUnauthorized(summary)) return UNAUTHORIZED;
      // An API with the summary has the wishlist (the contract says so): the hearts show.
      if (summary.ok) learn('wishlist', summary);
      return summary.ok
        ? { unauthorized: false, cartCount: summary.data.CNT, wishlist: keysOf(summary.data.WishlistKeys) }
        : { unauthorized: false, cartCount: 0, wishlist: [] };
    }
  }
  const [count, keys] = await Promise.all([getCartCount(ctx), getWishlistKeys(ctx)]);
  learn('wishlist', keys);
  if (isUnauthorized(count)) return UNAUTHORIZED;
  return {
    unauthorized: false,
    cartCount: count.ok ? count.data.CNT : 0,
    wishlist: keys.ok ? keysOf(keys.data) : [],
  };
}
