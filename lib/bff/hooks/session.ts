import useSWR from 'swr';
import type { SessionAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer, nextTask } from '@/lib/bff/client';

/** The SWR key of GET /api/session, which the cart and the wishlist hearts mutate. */
export const SESSION_KEY = '/api/session';

/**
 * What /api/session answers: enough for the greeting, the cart badge and the wishlist hearts, never the token.
 * `features.wishlist` is undefined until the answer arrives (then whether the upstream has the extension);
 * `wishlist` holds the saved items as `type:id`.
 */
export type SessionSummary = Omit<SessionAnswer, 'features'> & { features: Partial<SessionAnswer['features']> };

export const ANONYMOUS: SessionSummary = { loggedIn: false, firstName: null, cartCount: 0, features: {}, wishlist: [] };

async function fetchSummary(url: string): Promise<SessionSummary> {
  await nextTask();
  const { ok, status, body } = await fetchAnswer<Partial<SessionAnswer>>(url);
  if (!ok || !body) throw new Error(`session ${status}`);
  // Filled in over the defaults: an answer without a newer field (an older server mid-deploy) still reads.
  return { ...ANONYMOUS, ...body };
}

/** GET /api/session, read again on focus; one subscription, the site layout's (components/layout/session-summary). */
export function useSession() {
  return useSWR(SESSION_KEY, fetchSummary, { revalidateOnFocus: true, shouldRetryOnError: false });
}
