'use client';

import { mutate } from 'swr';
import { SESSION_KEY, type SessionSummary } from '@/lib/bff/hooks/session';
import type { WishlistItemType } from '@/lib/contract/entities/wishlist';
import { postAnswer } from '@/lib/bff/client';
import { WISHLIST_API, wishlistKey } from '@/lib/wishlist/keys';

/** How a save or removal ended: the browser shows a message for each (login leads to the login page). */
export type WishlistOutcome = 'done' | 'login' | 'full' | 'gone' | 'failed';

/** Posts to the wishlist BFF; never throws. */
export async function postWishlist(
  action: 'add' | 'remove',
  item: { type: WishlistItemType; id: number },
): Promise<WishlistOutcome> {
  try {
    const { ok, status, body } = await postAnswer(WISHLIST_API[action], { ItemType: item.type, ItemID: item.id });
    if (ok) return 'done';
    if (status === 401) return 'login';
    const error = body && !body.ok ? body.error : undefined;
    if (error === 'wishlist.errors.full') return 'full';
    if (error === 'wishlist.errors.gone') return 'gone';
    return 'failed';
  } catch {
    return 'failed';
  }
}

/** Marks the item saved or not in the shared /api/session answer at once, so every heart on the page agrees. */
export function markSaved(item: { type: WishlistItemType; id: number }, saved: boolean): Promise<unknown> {
  const key = wishlistKey(item.type, item.id);
  return mutate<SessionSummary>(
    SESSION_KEY,
    (current) =>
      current && {
        ...current,
        wishlist: saved
          ? [key, ...current.wishlist.filter((k) => k !== key)]
          : current.wishlist.filter((k) => k !== key),
      },
    { revalidate: false },
  );
}

/** Reads /api/session again (after a failure, or a change made elsewhere). */
export const refreshSummary = () => mutate(SESSION_KEY);

// A visitor's heart click survives the trip to the login page: back on the page, that heart saves the item.
const PENDING = 'wishlist:pending';
const PENDING_MS = 30 * 60_000;

export function rememberPending(key: string): void {
  try {
    sessionStorage.setItem(PENDING, JSON.stringify({ key, at: Date.now() }));
  } catch {
    // storage refused (private mode): the visitor saves it again after login
  }
}

/** The pending item when it is `key` (and recent); it is forgotten as it is taken. */
export function takePending(key: string): boolean {
  try {
    const raw = sessionStorage.getItem(PENDING);
    if (!raw) return false;
    const pending = JSON.parse(raw) as { key?: string; at?: number };
    if (pending.key !== key) return false;
    sessionStorage.removeItem(PENDING);
    return Date.now() - (pending.at ?? 0) < PENDING_MS;
  } catch {
    return false;
  }
}
