'use client';

import { useEffect } from 'react';
import { nextTask } from '@/lib/bff/client';

const KEY = 'visits';

/**
 * Records one visit per browser session (docs/product/entities.md#what-the-browser-keeps: session storage "visits";
 * POST /api/visit → Shared/visit).
 */
export function VisitTracker() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(KEY)) return;
      sessionStorage.setItem(KEY, '1');
    } catch {
      return; // storage blocked: do not count
    }
    // The answer is read to its end: Chrome reports an unread response (or a `keepalive` one) as never finished,
    // so Lighthouse waited for the network to go quiet while the home carousels kept moving
    // (docs/performance.md#total-blocking-time). Sent at mount, the request need not outlive the page.
    // In a task of its own, not the hydration's (lib/bff/client.ts, nextTask).
    void nextTask()
      .then(() => fetch('/api/visit', { method: 'POST' }))
      .then((response) => response.text())
      .catch(() => undefined);
  }, []);
  return null;
}
