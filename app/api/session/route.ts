import { callerContext, endSession, getSession, isLoggedIn } from '@/lib/session/session';
import { getCartCount } from '@/lib/upstream/user';
import type { SessionAnswer } from '@/lib/bff/answer-types';
import { features } from '@/lib/extensions/availability';
import { customerWishlist } from '@/lib/wishlist/summary';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * The per-user bits of cached pages (greeting, cart count, the wishlist hearts) and which API extensions the
 * upstream has (lib/extensions/availability), fetched by the browser with SWR.
 * Read from the sealed session; the cart count from Cart/cart-total, the saved items from Wishlist/get-wishlist-keys
 * (both at once). Never returns the token or the session.
 */
export async function GET(): Promise<Response> {
  const session = await getSession();
  const loggedOut = async () =>
    Response.json(
      {
        loggedIn: false,
        firstName: null,
        cartCount: 0,
        features: await features(),
        wishlist: [],
      } satisfies SessionAnswer,
      { headers: noStore },
    );
  if (!isLoggedIn(session)) return loggedOut();

  const ctx = callerContext(session);
  const [count, wishlist] = await Promise.all([getCartCount(ctx), customerWishlist(ctx)]);
  if (!count.ok && count.error.kind === 'unauthorized') {
    // The upstream no longer accepts the token (revoked or expired): the visitor is logged out.
    endSession(session);
    return loggedOut();
  }
  const summary: SessionAnswer = {
    loggedIn: true,
    firstName: session.firstName ?? null,
    cartCount: count.ok ? count.data.CNT : 0,
    // After the wishlist call, which answered for its extension: only the others may still be probed.
    features: await features(),
    wishlist,
  };
  return Response.json(summary, { headers: noStore });
}
