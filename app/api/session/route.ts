import { callerContext, endSession, getSession, isLoggedIn } from '@/lib/session/session';
import { getCartCount } from '@/lib/upstream/user';

export const dynamic = 'force-dynamic';

export type SessionSummary = { loggedIn: boolean; firstName: string | null; cartCount: number };

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * The per-user bits of cached pages (greeting, cart count), fetched by the browser with SWR.
 * Read from the sealed session; the cart count from Cart/cart-total. Never returns the token or the session.
 */
export async function GET(): Promise<Response> {
  const session = await getSession();
  if (!isLoggedIn(session))
    return Response.json({ loggedIn: false, firstName: null, cartCount: 0 } satisfies SessionSummary, {
      headers: noStore,
    });

  const count = await getCartCount(callerContext(session));
  if (!count.ok && count.error.kind === 'unauthorized') {
    // The upstream no longer accepts the token (revoked or expired): the visitor is logged out.
    endSession(session);
    return Response.json({ loggedIn: false, firstName: null, cartCount: 0 } satisfies SessionSummary, {
      headers: noStore,
    });
  }
  const summary: SessionSummary = {
    loggedIn: true,
    firstName: session.firstName ?? null,
    cartCount: count.ok ? count.data.CNT : 0,
  };
  return Response.json(summary, { headers: noStore });
}
