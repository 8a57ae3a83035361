'use client';

import { postJson, type BffResult } from '@/components/account/bff-client';
import type { CartReadAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer } from '@/lib/bff/client';
import { EMPTY_CART, type CartAnswer } from '@/lib/commerce/cart-view';
import { CART_API, CART_KEY } from './cart-keys';

/** The client caller of the commerce BFF: reads the cart (SWR fetcher) and posts its mutations. */
export async function fetchCart(lang: string): Promise<CartAnswer> {
  const { ok, status, body } = await fetchAnswer<CartReadAnswer>(`${CART_KEY}?lang=${encodeURIComponent(lang)}`, {
    cache: 'no-store',
  });
  if (status === 401) return { loggedIn: false, cart: EMPTY_CART, addresses: null };
  if (!ok || !body?.ok || !body.cart) throw new Error(`cart ${status}`);
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
