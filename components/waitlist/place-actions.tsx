'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAddToCart } from '@/components/courses/use-add-to-cart';
import { useRouter } from '@/lib/i18n/navigation';
import { postAnswer } from '@/lib/bff/client';
import { WAITLIST_API } from '@/lib/bff/hooks/waitlist';

const button =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-70';

/** My Waitlist: leave a line, or book (the cart takes the held seat) or decline an offered seat. */
export function PlaceActions({ programId, offered, title }: { programId: number; offered: boolean; title: string }) {
  const t = useTranslations('lifecycle.island');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(false);
  const cart = useAddToCart({
    loginFirst: t('loginFirst'),
    added: t('book'),
    already: t('failed'),
    failed: t('failed'),
  });

  async function leave() {
    if (pending) return;
    setPending(true);
    setError(false);
    try {
      const r = await postAnswer(WAITLIST_API, { action: 'leave', PriceOptionID: programId });
      if (!r.body?.ok) throw new Error(String(r.status));
      router.refresh();
    } catch {
      setError(true);
    } finally {
      setPending(false);
    }
  }

  const busy = pending || cart.pending;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {offered && (
          <button
            type="button"
            onClick={() => cart.add({ ItemID: programId, ItemType: 'program' })}
            disabled={busy}
            className={`${button} bg-accent text-primary hover:bg-accent-600`}
          >
            {t('book')}
          </button>
        )}
        <button
          type="button"
          onClick={leave}
          disabled={busy}
          aria-busy={pending}
          aria-label={`${offered ? t('decline') : t('leave')}: ${title}`}
          className={`${button} border border-line bg-white text-primary hover:bg-primary-50`}
        >
          {offered ? t('decline') : t('leave')}
        </button>
      </div>
      <p role="status" aria-live="polite" className={`min-h-5 text-sm ${error ? 'text-seats-low' : 'text-primary'}`}>
        {error ? t('failed') : (cart.status?.text ?? '')}
      </p>
    </div>
  );
}
