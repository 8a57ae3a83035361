'use client';

import { useEffect } from 'react';

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
    void fetch('/api/visit', { method: 'POST', keepalive: true }).catch(() => undefined);
  }, []);
  return null;
}
