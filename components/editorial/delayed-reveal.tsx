'use client';

import { useEffect, useState, type ReactNode } from 'react';

/**
 * Shows its (server-rendered) children after `delayMs` (the latest articles appear after 300 ms:
 * docs/product/constants.md#page-sizes). The markup is in the HTML from the start, only hidden, so crawlers still see
 * the links.
 */
export function DelayedReveal({
  delayMs,
  children,
  className = '',
}: {
  delayMs: number;
  children: ReactNode;
  className?: string;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <div hidden={!shown} className={className} data-testid="delayed-reveal">
      {children}
    </div>
  );
}
