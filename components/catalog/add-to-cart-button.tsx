'use client';

import { useId, useState } from 'react';
import { mutate } from 'swr';
import { useRouter } from '@/lib/i18n/navigation';

/** Translated texts, passed by the server card (keeps the catalogue namespaces out of the client bundle). */
export type AddToCartLabels = {
  addToCart: string;
  /** Accessible name of the button, e.g. "Add Valuation Basics to the cart". */
  addToCartLabel?: string;
  adding: string;
  loginFirst: string;
  added: string;
  alreadyPurchased: string;
  cartError: string;
  /** Label of the "with exam" checkbox (shown only when hasExam). */
  withExam?: string;
};

export type AddToCartButtonProps = {
  /** Program PriceOptionID. */
  itemId: number;
  hasExam?: boolean;
  /** Initial state of the "with exam" checkbox (Program.WithExam). */
  defaultWithExam?: boolean;
  labels: AddToCartLabels;
  className?: string;
};

/** Contract of the BFF route (commerce work): POST /api/cart/add { ItemID, ItemType, WithExam } → 200 { result: 1 } | 200 { result: n } | 401. */
export const CART_ADD_URL = '/api/cart/add';
export const SESSION_KEY = '/api/session';

type Status = { kind: 'info' | 'success' | 'error'; text: string } | null;

/**
 * Add to Cart for a program (spec 4): 401 → "Please log in first" and /{lang}/login?returnUrl=<this page>;
 * { result: 1 } → "Added to Cart", the session summary (cart count) is refreshed, then /{lang}/cart;
 * any other answer → "You already purchased this item"; a 5xx or a network failure → a generic retry message
 * (a server failure must not claim the item was bought).
 */
export function AddToCartButton({ itemId, hasExam = false, defaultWithExam = false, labels, className = '' }: AddToCartButtonProps) {
  const router = useRouter();
  const [withExam, setWithExam] = useState(hasExam && defaultWithExam);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const checkboxId = useId();

  async function add() {
    setPending(true);
    setStatus(null);
    try {
      const response = await fetch(CART_ADD_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ItemID: itemId, ItemType: 'program', WithExam: hasExam && withExam }),
      });
      if (response.status === 401) {
        setStatus({ kind: 'info', text: labels.loginFirst });
        const returnUrl = `${window.location.pathname}${window.location.search}`;
        router.push({ pathname: '/login', query: { returnUrl } });
        return;
      }
      if (response.status >= 500) throw new Error(`cart ${response.status}`);
      const body = (await response.json().catch(() => null)) as { result?: unknown } | null;
      if (response.ok && body && Number(body.result) === 1) {
        setStatus({ kind: 'success', text: labels.added });
        await mutate(SESSION_KEY);
        router.push('/cart');
        return;
      }
      setStatus({ kind: 'error', text: labels.alreadyPurchased });
    } catch {
      setStatus({ kind: 'error', text: labels.cartError });
    } finally {
      setPending(false);
    }
  }

  const tone = status?.kind === 'success' ? 'text-seats-high' : status?.kind === 'error' ? 'text-seats-low' : 'text-primary';

  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {hasExam && labels.withExam && (
        <div className="flex items-center gap-2 text-sm">
          <input
            id={checkboxId}
            type="checkbox"
            className="size-4 accent-primary"
            checked={withExam}
            disabled={pending}
            onChange={(e) => setWithExam(e.target.checked)}
          />
          <label htmlFor={checkboxId}>{labels.withExam}</label>
        </div>
      )}
      <button
        type="button"
        onClick={add}
        disabled={pending}
        aria-busy={pending}
        aria-label={pending ? undefined : labels.addToCartLabel}
        className="inline-flex items-center justify-center rounded-md bg-accent px-4 py-2 text-sm font-semibold text-primary hover:bg-accent-600 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? labels.adding : labels.addToCart}
      </button>
      <p role="status" aria-live="polite" className={`min-h-5 text-sm ${tone}`}>
        {status?.text ?? ''}
      </p>
    </div>
  );
}
