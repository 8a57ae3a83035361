'use client';

import { createContext, use, useDeferredValue, type ReactNode } from 'react';
import useSWR from 'swr';
import type { SessionAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer, nextTask } from '@/lib/bff/client';
import { SESSION_KEY } from '@/components/cart/cart-keys';

/**
 * What /api/session answers: enough for the greeting, the cart badge and the wishlist hearts, never the token.
 * `features.wishlist` is undefined until the answer arrives (then whether the upstream has the extension);
 * `wishlist` holds the saved items as `type:id`.
 */
export type SessionSummary = Omit<SessionAnswer, 'features'> & { features: Partial<SessionAnswer['features']> };

const ANONYMOUS: SessionSummary = { loggedIn: false, firstName: null, cartCount: 0, features: {}, wishlist: [] };

const SessionSummaryContext = createContext<SessionSummary>(ANONYMOUS);

async function fetchSummary(url: string): Promise<SessionSummary> {
  await nextTask();
  const { ok, status, body } = await fetchAnswer<Partial<SessionAnswer>>(url);
  if (!ok || !body) throw new Error(`session ${status}`);
  // Filled in over the defaults: an answer without a newer field (an older server mid-deploy) still reads.
  return { ...ANONYMOUS, ...body };
}

/**
 * The per-user bits of cached pages, fetched once in the browser (SWR, key /api/session, which the cart and the
 * hearts mutate) and handed down through context. One subscription, not one per consumer: a course list has a
 * wishlist heart on each of its 40 cards, and with a `useSWR` each, the answer's arrival re-rendered all of them in
 * one synchronous task (SWR's store updates are synchronous), and hydration ran 40 subscriptions' effects. The value
 * is deferred, so the consumers re-render in an interruptible background render instead
 * (docs/architecture.md#page-weight).
 */
export function SessionSummaryProvider({ children }: { children: ReactNode }) {
  const { data } = useSWR(SESSION_KEY, fetchSummary, { revalidateOnFocus: true, shouldRetryOnError: false });
  const summary = useDeferredValue(data ?? ANONYMOUS);
  return <SessionSummaryContext value={summary}>{children}</SessionSummaryContext>;
}

/** The session summary of SessionSummaryProvider (the site layout's); anonymous and feature-less until it arrives. */
export function useSessionSummary(): SessionSummary {
  return use(SessionSummaryContext);
}
