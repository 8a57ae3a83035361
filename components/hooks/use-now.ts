'use client';

import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

function subscribe(onTick: () => void) {
  const id = setInterval(onTick, MINUTE);
  return () => clearInterval(id);
}

/**
 * The current time to the minute, in the browser; null while rendering on the server and hydrating. Cached
 * (ISR) pages must not decide "has it started yet" at render time: the answer would be frozen into the HTML.
 */
export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / MINUTE) * MINUTE,
    () => null,
  );
}
