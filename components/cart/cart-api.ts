'use client';

import { postJson, type BffResult } from '@/components/account/bff-client';
import { EMPTY_CART, type CartAnswer } from '@/lib/commerce/cart-view';
import { CART_API, CART_KEY } from './cart-keys';

/** The client caller of the commerce BFF: reads the cart (SWR fetcher) and posts its mutations. */
export async function fetchCart(lang: string): Promise<CartAnswer> {
  const response = await fetch(`${CART_KEY}?lang=${encodeURIComponent(lang)}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  const body = (await response.json().catch(() => null)) as ({ ok: boolean } & Partial<CartAnswer>) | null;
  if (response.status === 401) return { loggedIn: false, cart: EMPTY_CART, addresses: null };
  if (!response.ok || !body?.ok || !body.cart) throw new Error(`cart ${response.status}`);
  return { loggedIn: Boolean(body.loggedIn), cart: body.cart, addresses: body.addresses ?? null };
}

export type CartAction = keyof typeof CART_API;

export function postCart<T extends object = object>(
  action: CartAction,
  body: unknown,
  lang: string,
): Promise<BffResult<T>> {
  return postJson<T>(CART_API[action], body, lang);
}

/** A full navigation (the card page is another origin; my-orders must be read fresh). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
