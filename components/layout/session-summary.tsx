'use client';

import { createContext, use, useDeferredValue, type ReactNode } from 'react';
import { ANONYMOUS, useSession, type SessionSummary } from '@/lib/bff/hooks/session';

const SessionSummaryContext = createContext<SessionSummary>(ANONYMOUS);

/**
 * The per-user bits of cached pages, fetched once in the browser (SWR, key /api/session, which the cart and the
 * hearts mutate) and handed down through context. One subscription, not one per consumer: a course list has a
 * wishlist heart on each of its 40 cards, and with a `useSWR` each, the answer's arrival re-rendered all of them in
 * one synchronous task (SWR's store updates are synchronous), and hydration ran 40 subscriptions' effects. The value
 * is deferred, so the consumers re-render in an interruptible background render instead
 * (docs/architecture.md#page-weight).
 */
export function SessionSummaryProvider({ children }: { children: ReactNode }) {
  const { data } = useSession();
  const summary = useDeferredValue(data ?? ANONYMOUS);
  return <SessionSummaryContext value={summary}>{children}</SessionSummaryContext>;
}

/** The session summary of SessionSummaryProvider (the site layout's); anonymous and feature-less until it arrives. */
export function useSessionSummary(): SessionSummary {
  return use(SessionSummaryContext);
}
