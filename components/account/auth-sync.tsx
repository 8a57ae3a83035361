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
    const channel = authChannel();
    if (!channel) return;
    if (mounted++ === 0) channel.addEventListener('message', onMessage);
    return () => {
      if (--mounted === 0) channel.removeEventListener('message', onMessage);
    };
  }, []);
  return null;
}
