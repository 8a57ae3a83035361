'use client';

import { useEffect } from 'react';
import { authChannel } from './auth-channel';

function onMessage(event: MessageEvent) {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'login' || type === 'logout') window.location.reload();
}

/** How many AuthSync are mounted in this tab (the header's, and a page's own): one listener serves them all. */
let mounted = 0;

/**
 * Reloads this tab when another tab logs in or out (BroadcastChannel 'auth', docs/product/states.md#login-state).
 * Renders nothing and reads no cookie, so it can sit in the header of cached public pages. Mounting it twice is
 * harmless.
 */
export function AuthSync() {
  useEffect(() => {
    let channel: BroadcastChannel | null = null;
    // Opened in a task of its own: creating the channel takes the browser a few milliseconds, and mount effects run
    // in the task that ends hydration, the page's longest.
    const timer = setTimeout(() => {
      channel = authChannel();
      if (channel && mounted++ === 0) channel.addEventListener('message', onMessage);
    });
    return () => {
      clearTimeout(timer);
      if (channel && --mounted === 0) channel.removeEventListener('message', onMessage);
    };
  }, []);
  return null;
}
