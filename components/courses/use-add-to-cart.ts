'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { mutate } from 'swr';
import { setCartFlash } from '@/components/cart/flash';
import { CART_API, CART_KEY } from '@/lib/bff/hooks/cart';
import { SESSION_KEY } from '@/lib/bff/hooks/session';
import type { LoginReason } from '@/lib/auth/login-reason';
import type { AddToCartAnswer } from '@/lib/bff/answer-types';
import { postAnswer } from '@/lib/bff/client';
import { useRouter } from '@/lib/i18n/navigation';
import { CART_PATH, loginPath } from '@/lib/routes';
import { CART_MSG } from '@/lib/validation/cart';

export type CartStatus = { kind: 'info' | 'success' | 'error'; text: string } | null;

export type CartMessages = {
  /** Not shown by the hook: the login page says it (lib/auth/login-reason). Kept for the callers' labels. */
  loginFirst?: string;
  added: string;
  /**
   * Any answer other than 1 (docs/product/states.md#add-to-cart-program): "You already purchased this item" / "…already
   * enrolled…".
   */
  already: string;
  /** A program with no seat left (the upstream's CART_FULL extension): defaults to `already`. */
  full?: string;
  failed: string;
  /** Bad input (a diploma without its language): defaults to `failed`. */
  invalid?: string;
};

/** What the BFF's POST /api/cart/add takes. Programs may bring their exam along (WithExam). */
export type CartItem =
  | { ItemID: number; ItemType: 'program'; WithExam?: boolean }
  | { ItemID: number; ItemType: 'diploma'; DiplomaLang: 'en' | 'ar' | null }
  | { ItemID: number; ItemType: 'membership' | 'book' };

export type AddOutcome = 'added' | 'login' | 'already' | 'full' | 'invalid' | 'failed' | 'busy';

/**
 * The one add-to-cart of the site (program cards, diplomas, memberships, books), through the commerce BFF
 * `POST /api/cart/add` (lib/bff/cart): 401 → "Please log in first" and login with this page as returnUrl;
 * result 1 → "Added to Cart", the header count (SWR /api/session) refreshed, a toast waiting on the cart page,
 * then /{lang}/cart; 400 → `invalid`; a full program (error 'errors.programFull') → `full`; any other answer → `already`; a 5xx or a network failure → `failed`
 * (a server failure must not claim the item was bought). A second click while one is sending is ignored.
 */
export function useAddToCart(messages: CartMessages) {
  const router = useRouter();
  const errors = useTranslations('errors');
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<CartStatus>(null);
  const sending = useRef(false);

  /** 'Please log in first' is said by the login page itself (lib/auth/login-reason), not here for an instant. */
  function loginFirst(): AddOutcome {
    const returnUrl = `${window.location.pathname}${window.location.search}`;
    const reason: LoginReason = 'login-first';
    router.push(loginPath(returnUrl, reason));
    return 'login';
  }

  async function add(item: CartItem): Promise<AddOutcome> {
    if (sending.current) return 'busy';
    sending.current = true;
    setPending(true);
    setStatus(null);
    try {
      const { status: code, ok, body } = await postAnswer<AddToCartAnswer>(CART_API.add, item);
      if (code === 401) return loginFirst();
      // 0: no answer (a network failure).
      if (code === 0 || code >= 500 || code === 404 || code === 403 || code === 429) {
        throw new Error(`cart ${code}`);
      }
      if (ok && body && Number(body.result) === 1) {
        setStatus({ kind: 'success', text: messages.added });
        setCartFlash('added');
        await Promise.all([mutate(SESSION_KEY), mutate(CART_KEY)]);
        router.push(CART_PATH);
        return 'added';
      }
      if (code === 400) {
        setStatus({ kind: 'error', text: messages.invalid ?? messages.failed });
        return 'invalid';
      }
      // The cart holds a company's seats: personal lines wait until those are ordered or removed.
      if (body && !body.ok && body.error === CART_MSG.mixedCart) {
        setStatus({ kind: 'error', text: errors('mixedCart') });
        return 'already';
      }
      if (body && !body.ok && body.error === CART_MSG.programFull) {
        setStatus({ kind: 'error', text: messages.full ?? messages.already });
        return 'full';
      }
      setStatus({ kind: 'error', text: messages.already });
      return 'already';
    } catch {
      setStatus({ kind: 'error', text: messages.failed });
      return 'failed';
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  return { add, pending, status, setStatus, loginFirst };
}

export function statusTone(status: CartStatus): string {
  if (status?.kind === 'success') return 'text-seats-high';
  if (status?.kind === 'error') return 'text-seats-low';
  return 'text-primary';
}
