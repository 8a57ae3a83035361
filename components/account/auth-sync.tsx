'use client';

import { useEffect } from 'react';
import { authChannel } from './auth-channel';

/** Reloads this tab when another tab logs in or out (BroadcastChannel 'auth'). Renders nothing. */
export function AuthSync() {
  useEffect(() => {
    const channel = authChannel();
    if (!channel) return;
    const onMessage = (event: MessageEvent) => {
      const type = (event.data as { type?: string } | null)?.type;
      if (type === 'login' || type === 'logout') window.location.reload();
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }, []);
  return null;
}
