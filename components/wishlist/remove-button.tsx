'use client';

import { useState, useTransition } from 'react';
import type { WishlistItemType } from '@/lib/contract/entities/wishlist';
import { useRouter } from '@/lib/i18n/navigation';
import { markSaved, postWishlist } from './wishlist-api';
import { useOnRemoved } from './wishlist-list';
import { loginPath } from '@/lib/routes';

export type RemoveLabels = { remove: string; removeLabel: string; removing: string; removed: string; failed: string };

/** Removes one item of my-wishlist, then reads the page again (the hearts elsewhere follow through SWR). */
export function RemoveFromWishlist({ type, id, labels }: { type: WishlistItemType; id: number; labels: RemoveLabels }) {
  const router = useRouter();
  const onRemoved = useOnRemoved();
  const [sending, setSending] = useState(false);
  const [refreshing, startTransition] = useTransition();
  const [error, setError] = useState('');
  const busy = sending || refreshing;

  async function remove() {
    if (busy) return;
    setSending(true);
    setError('');
    const outcome = await postWishlist('remove', { type, id });
    setSending(false);
    if (outcome === 'login') {
      router.push(loginPath(window.location.pathname));
      return;
    }
    if (outcome !== 'done') {
      setError(labels.failed);
      return;
    }
    await markSaved({ type, id }, false);
    onRemoved(labels.removed);
    startTransition(() => router.refresh());
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={remove}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={busy ? undefined : labels.removeLabel}
        className="inline-flex min-h-10 items-center rounded-lg border border-line px-4 text-sm font-semibold text-seats-low hover:border-seats-low disabled:opacity-60"
        data-testid="wishlist-remove"
      >
        {busy ? labels.removing : labels.remove}
      </button>
      {error && (
        <p role="alert" className="text-sm text-seats-low">
          {error}
        </p>
      )}
    </div>
  );
}
