'use client';

/**
 * Login state across tabs (docs/product/states.md#login-state): a login or logout posts on the BroadcastChannel 'auth';
 * the other tabs reload. One channel object per tab, shared by the sender and the listener, so a tab never hears
 * itself.
 */
export type AuthEvent = 'login' | 'logout';

let channel: BroadcastChannel | null | undefined;

export function authChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('auth');
  return channel;
}

export function notifyAuthChange(event: AuthEvent): void {
  authChannel()?.postMessage({ type: event, at: Date.now() });
}
