'use client';

import useSWR from 'swr';

/**
 * What /api/session answers: enough for the greeting, the cart badge and the wishlist hearts, never the token.
 * `features.wishlist` is undefined until the answer arrives (then whether the upstream has the extension);
 * `wishlist` holds the saved items as `type:id`.
 */
export type SessionSummary = {
  loggedIn: boolean;
  firstName: string | null;
  cartCount: number;
  features: { wishlist?: boolean };
  wishlist: string[];
};

const ANONYMOUS: SessionSummary = { loggedIn: false, firstName: null, cartCount: 0, features: {}, wishlist: [] };

async function fetchSummary(url: string): Promise<SessionSummary> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`session ${response.status}`);
  // Filled in over the defaults: an answer without a newer field (an older server mid-deploy) still reads.
  return { ...ANONYMOUS, ...((await response.json()) as Partial<SessionSummary>) };
}

/** Per-user bits of cached pages: fetched in the browser, shared by every component through SWR. */
export function useSessionSummary(): SessionSummary {
  const { data } = useSWR('/api/session', fetchSummary, { revalidateOnFocus: true, shouldRetryOnError: false });
  return data ?? ANONYMOUS;
}
