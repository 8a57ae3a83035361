import { callerContext, endSession, getSession, isLoggedIn } from '@/lib/session/session';
import type { SessionAnswer } from '@/lib/bff/answer-types';
import { features } from '@/lib/extensions/availability';
import { customerSummary } from '@/lib/session/customer-summary';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * The per-user bits of cached pages (greeting, cart count, the wishlist hearts) and which API extensions the
 * upstream has (lib/extensions/availability), fetched by the browser with SWR.
 * Read from the sealed session; the cart count and the saved items from one upstream call where the API has it
 * (lib/session/customer-summary). Never returns the token or the session.
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

  const customer = await customerSummary(callerContext(session));
  if (customer.unauthorized) {
    // The upstream no longer accepts the token (revoked or expired): the visitor is logged out.
    endSession(session);
    return loggedOut();
  }
  const summary: SessionAnswer = {
    loggedIn: true,
    firstName: session.firstName ?? null,
    cartCount: customer.cartCount,
    // After the summary, which answered for the wishlist extension: only the others may still be probed.
    features: await features(),
    wishlist: customer.wishlist,
  };
  return Response.json(summary, { headers: noStore });
}
