'use client';

import { useId } from 'react';
import { statusTone, useAddToCart, type CartMessages } from './use-add-to-cart';

export type AddItemButtonProps = {
  itemId: number;
  itemType: 'membership' | 'book';
  labels: CartMessages & { addToCart: string; adding: string };
  /** id of the element that names the item (the card title): the button's description. */
  describedBy?: string;
};

/** Add to Cart of a membership or a book (docs/product/screens.md#memberships-and-books). */
export function AddItemButton({ itemId, itemType, labels, describedBy }: AddItemButtonProps) {
  const { add, pending, status } = useAddToCart(labels);
  const statusId = useId();
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => add({ ItemID: itemId, ItemType: itemType })}
        aria-disabled={pending || undefined}
        aria-busy={pending}
        aria-describedby={describedBy ? `${describedBy} ${statusId}` : statusId}
        className="inline-flex items-center justify-center self-start rounded-md bg-accent px-5 py-2 text-sm font-semibold text-primary hover:bg-accent-600 aria-disabled:cursor-wait aria-disabled:opacity-70"
        data-testid="add-item-to-cart"
      >
        {pending ? labels.adding : labels.addToCart}
      </button>
      <p id={statusId} role="status" aria-live="polite" className={`min-h-5 text-sm ${statusTone(status)}`}>
        {status?.text ?? ''}
      </p>
    </div>
  );
}
