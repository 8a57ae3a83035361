'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { statusTone, useAddToCart } from '@/components/courses/use-add-to-cart';

// Loaded only when a program turns out to be full at the click (the card was rendered while seats were left).
const WaitlistButton = lazy(() =>
  import('@/components/waitlist/waitlist-button').then((m) => ({ default: m.WaitlistButton })),
);

/** Translated texts, passed by the server card (keeps the catalogue namespaces out of the client bundle). */
export type AddToCartLabels = {
  addToCart: string;
  /** Accessible name of the button, e.g. "Add Valuation Basics to the cart". */
  addToCartLabel?: string;
  adding: string;
  loginFirst: string;
  added: string;
  alreadyPurchased: string;
  /** 'This program is full.': the upstream said no seat is left (CART_FULL). Defaults to alreadyPurchased. */
  full?: string;
  cartError: string;
  /** Label of the "with exam" checkbox (shown only when hasExam). */
  withExam?: string;
};

export type AddToCartButtonProps = {
  /** Program PriceOptionID. */
  itemId: number;
  /** The course title: the waitlist's accessible name when the program turns out to be full. */
  title?: string;
  hasExam?: boolean;
  /** Initial state of the "with exam" checkbox (Program.WithExam). */
  defaultWithExam?: boolean;
  labels: AddToCartLabels;
  className?: string;
};

/**
 * Add to Cart for a program (docs/product/states.md#add-to-cart-program), with its exam when the box is ticked (program
 * first, then the exam): the shared hook (components/courses/use-add-to-cart) posts to the commerce BFF. 401 → "Please
 * log in first" and /{lang}/login?returnUrl=<this page>; result 1 → "Added to Cart", the header count refreshed, then
 * /{lang}/cart; a full program (the seats went while the page was open) → "This program is full." and the waitlist in
 * the button's place; any other answer → "You already purchased this item"; a 5xx or a network failure → a retry
 * message.
 */
export function AddToCartButton({
  itemId,
  title = '',
  hasExam = false,
  defaultWithExam = false,
  labels,
  className = '',
}: AddToCartButtonProps) {
  const [withExam, setWithExam] = useState(hasExam && defaultWithExam);
  const [full, setFull] = useState(false);
  const checkboxId = useId();
  const statusId = useId();
  const { add, pending, status } = useAddToCart({
    loginFirst: labels.loginFirst,
    added: labels.added,
    already: labels.alreadyPurchased,
    full: labels.full,
    failed: labels.cartError,
  });

  const tone = statusTone(status);
  // The button gives way to the waitlist panel: focus moves there rather than dropping to the body.
  const fullPanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (full) fullPanel.current?.focus();
  }, [full]);

  if (full) {
    const said = (
      <p role="status" className={`text-sm ${tone}`} data-testid="program-full">
        {status?.text ?? ''}
      </p>
    );
    return (
      <div ref={fullPanel} tabIndex={-1} className={`flex flex-col gap-2 outline-none ${className}`}>
        {/* The waitlist says the program is full itself; without it (no extension) the refusal stays shown. */}
        <Suspense fallback={said}>
          <WaitlistButton full programId={itemId} title={title}>
            {said}
          </WaitlistButton>
        </Suspense>
      </div>
    );
  }

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
        onClick={async () => {
          if ((await add({ ItemID: itemId, ItemType: 'program', WithExam: hasExam && withExam })) === 'full')
            setFull(true);
        }}
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
