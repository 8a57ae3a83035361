'use client';

import { useState } from 'react';
import { mutate } from 'swr';
import { CART_ADD_URL, SESSION_KEY } from '@/components/catalog/add-to-cart-button';
import { useRouter } from '@/lib/i18n/navigation';

export type CartStatus = { kind: 'info' | 'success' | 'error'; text: string } | null;

export type CartMessages = {
  loginFirst: string;
  added: string;
  /** Any answer other than 1 (spec 4): "You already purchased this item" / "…already enrolled…". */
  already: string;
  failed: string;
};

export type CartItem = { ItemID: number; ItemType: 'diploma' | 'membership' | 'book'; DiplomaLang?: 'en' | 'ar' };

/** Sends a visitor to login with this page as returnUrl (spec 4, 6). */
function useLoginRedirect() {
  const router = useRouter();
  return () => {
    const returnUrl = `${window.location.pathname}${window.location.search}`;
    router.push({ pathname: '/login', query: { returnUrl } });
  };
}

/** Whether the browser has a signed-in session (asked at click time: cached pages carry no user data). */
export async function isLoggedIn(): Promise<boolean | null> {
  try {
    const response = await fetch(SESSION_KEY, { credentials: 'same-origin', headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { loggedIn?: boolean };
    return body.loggedIn === true;
  } catch {
    return null;
  }
}

/**
 * Add to cart for diplomas, memberships and books through the BFF (`POST /api/cart/add`, contract in
 * components/catalog/add-to-cart-button). A visitor (per /api/session) or a 401 → "Please log in first"
 * and login with returnUrl; result 1 →
 * "Added to Cart", the session summary (cart count) refreshed, then /{lang}/cart; another result → `already`;
 * a 5xx or a network failure → `failed` (a server failure must not claim the item was bought).
 */
export function useAddToCart(messages: CartMessages) {
  const router = useRouter();
  const toLogin = useLoginRedirect();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<CartStatus>(null);

  function loginFirst() {
    setStatus({ kind: 'info', text: messages.loginFirst });
    toLogin();
  }

  /** `sessionChecked`: the caller already asked /api/session (skips the second look-up). */
  async function add(item: CartItem, sessionChecked = false) {
    setPending(true);
    setStatus(null);
    try {
      // Cached pages know nothing of the visitor: ask first, so a visitor is sent to login (spec 4).
      if (!sessionChecked && (await isLoggedIn()) === false) return loginFirst();
      const response = await fetch(CART_ADD_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(item),
      });
      if (response.status === 401) return loginFirst();
      if (response.status >= 500 || response.status === 404) throw new Error(`cart ${response.status}`);
      const body = (await response.json().catch(() => null)) as { result?: unknown } | null;
      if (response.ok && body && Number(body.result) === 1) {
        setStatus({ kind: 'success', text: messages.added });
        await mutate(SESSION_KEY);
        router.push('/cart');
        return;
      }
      setStatus({ kind: 'error', text: messages.already });
    } catch {
      setStatus({ kind: 'error', text: messages.failed });
    } finally {
      setPending(false);
    }
  }

  return { add, pending, setPending, status, setStatus, loginFirst };
}

export function statusTone(status: CartStatus): string {
  if (status?.kind === 'success') return 'text-seats-high';
  if (status?.kind === 'error') return 'text-seats-low';
  return 'text-primary';
}
