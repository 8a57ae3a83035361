'use client';

import { useId, useState } from 'react';
import { CART_API } from '@/components/cart/cart-keys';
import { statusTone, useAddToCart } from '@/components/courses/use-add-to-cart';

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

/** The BFF route and the SWR key of the session summary (components/cart/cart-keys). */
export { SESSION_KEY } from '@/components/cart/cart-keys';
export const CART_ADD_URL = CART_API.add;

/**
 * Add to Cart for a program (docs/product/states.md#add-to-cart-program), with its exam when the box is ticked (program
 * first, then the exam): the shared hook (components/courses/use-add-to-cart) posts to the commerce BFF. 401 → "Please
 * log in first" and /{lang}/login?returnUrl=<this page>; result 1 → "Added to Cart", the header count refreshed, then
 * /{lang}/cart; any other answer → "You already purchased this item"; a 5xx or a network failure → a retry message.
 */
export function AddToCartButton({
  itemId,
  hasExam = false,
  defaultWithExam = false,
  labels,
  className = '',
}: AddToCartButtonProps) {
  const [withExam, setWithExam] = useState(hasExam && defaultWithExam);
  const checkboxId = useId();
  const statusId = useId();
  const { add, pending, status } = useAddToCart({
    loginFirst: labels.loginFirst,
    added: labels.added,
    already: labels.alreadyPurchased,
    failed: labels.cartError,
  });

  const tone = statusTone(status);

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
        onClick={() => add({ ItemID: itemId, ItemType: 'program', WithExam: hasExam && withExam })}
        aria-disabled={pending || undefined}
        aria-busy={pending}
        aria-label={pending ? undefined : labels.addToCartLabel}
        aria-describedby={statusId}
        className="btn-accent"
      >
        {pending ? labels.adding : labels.addToCart}
      </button>
      <p id={statusId} role="status" aria-live="polite" className={`min-h-5 text-sm ${tone}`}>
        {status?.text ?? ''}
      </p>
    </div>
  );
}
