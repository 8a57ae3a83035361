'use client';

import useSWR from 'swr';

/** What /api/session answers: enough for the greeting and the cart badge, never the token. */
export type SessionSummary = { loggedIn: boolean; firstName: string | null; cartCount: number };

const ANONYMOUS: SessionSummary = { loggedIn: false, firstName: null, cartCount: 0 };

async function fetchSummary(url: string): Promise<SessionSummary> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`session ${response.status}`);
  return (await response.json()) as SessionSummary;
}

/** Per-user bits of cached pages: fetched in the browser, shared by every component through SWR. */
export function useSessionSummary(): SessionSummary {
  const { data } = useSWR('/api/session', fetchSummary, { revalidateOnFocus: true, shouldRetryOnError: false });
  return data ?? ANONYMOUS;
}
