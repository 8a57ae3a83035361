'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept in step with the browser. The server and the hydrating render see
 * `false` (no window), then the browser's answer, without a state update inside an effect.
 */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
