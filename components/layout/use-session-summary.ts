'use client';

import useSWR from 'swr';
import type { SessionAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer } from '@/lib/bff/client';

/**
 * What /api/session answers: enough for the greeting, the cart badge and the wishlist hearts, never the token.
 * `features.wishlist` is undefined until the answer arrives (then whether the upstream has the extension);
 * `wishlist` holds the saved items as `type:id`.
 */
export type SessionSummary = Omit<SessionAnswer, 'features'> & { features: Partial<SessionAnswer['features']> };

const ANONYMOUS: SessionSummary = { loggedIn: false, firstName: null, cartCount: 0, features: {}, wishlist: [] };

async function fetchSummary(url: string): Promise<SessionSummary> {
  const { ok, status, body } = await fetchAnswer<Partial<SessionAnswer>>(url);
  if (!ok || !body) throw new Error(`session ${status}`);
  // Filled in over the defaults: an answer without a newer field (an older server mid-deploy) still reads.
  return { ...ANONYMOUS, ...body };
}

/** Per-user bits of cached pages: fetched in the browser, shared by every component through SWR. */
export function useSessionSummary(): SessionSummary {
  const { data } = useSWR('/api/session', fetchSummary, { revalidateOnFocus: true, shouldRetryOnError: false });
  return data ?? ANONYMOUS;
}
