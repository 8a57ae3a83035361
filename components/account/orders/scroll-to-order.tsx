'use client';

import { useEffect } from 'react';

/** my-orders?id=: brings the requested order into view and moves the focus to it. */
export function ScrollToOrder({ targetId }: { targetId: string | null }) {
  useEffect(() => {
    if (!targetId) return;
    const element = document.getElementById(targetId);
    if (!element) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
  }, [targetId]);
  return null;
}
