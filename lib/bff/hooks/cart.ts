import useSWR from 'swr';
import type { BffAnswer, CartReadAnswer } from '@/lib/bff/answer-types';
import { answerOf, fetchAnswer, postAnswer } from '@/lib/bff/client';
import { EMPTY_CART, type CartAnswer } from '@/lib/commerce/cart-view';

/**
 * The browser's side of the cart BFF (app/api/cart, lib/bff/cart.ts): its SWR key and paths (shared by the
 * add-to-cart buttons, the header badge and the cart page), the cart read and its mutations.
 */
export const CART_KEY = '/api/cart';
export const CART_API = {
  add: '/api/cart/add',
  remove: '/api/cart/remove',
  exam: '/api/cart/exam',
  diplomaLang: '/api/cart/diploma-lang',
  promo: '/api/cart/promo',
  promoRemove: '/api/cart/promo/remove',
  submit: '/api/cart/submit',
} as const;

async function fetchCart(lang: string): Promise<CartAnswer> {
  const { ok, status, body } = await fetchAnswer<CartReadAnswer>(`${CART_KEY}?lang=${encodeURIComponent(lang)}`, {
    cache: 'no-store',
  });
  if (status === 401) return { loggedIn: false, cart: EMPTY_CART, addresses: null };
  if (!ok || !body?.ok || !body.cart) throw new Error(`cart ${status}`);
  return { loggedIn: Boolean(body.loggedIn), cart: body.cart, addresses: body.addresses ?? null };
}

/** The visitor's cart (GET /api/cart), read again on focus; an empty cart for a visitor. */
export function useCart(lang: string) {
  return useSWR(CART_KEY, () => fetchCart(lang), { revalidateOnFocus: true, shouldRetryOnError: false });
}

export type CartAction = keyof typeof CART_API;

export async function postCart<T extends object = object>(
  action: CartAction,
  body: unknown,
  lang: string,
): Promise<BffAnswer<T>> {
  return answerOf(await postAnswer<BffAnswer<T>>(CART_API[action], body, { lang }));
}

/** A full navigation (the card page is another origin; my-orders must be read fresh). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
