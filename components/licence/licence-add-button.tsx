'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { statusTone, useAddToCart } from '@/components/courses/use-add-to-cart';

/** Add to Cart of the program the timeline offers (the site's one add-to-cart: components/courses/use-add-to-cart). */
export function LicenceAddButton({ programId, describedBy }: { programId: number; describedBy: string }) {
  const t = useTranslations('licence.cart');
  const { add, pending, status } = useAddToCart({
    added: t('added'),
    already: t('already'),
    full: t('full'),
    failed: t('failed'),
  });
  const statusId = useId();
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => add({ ItemID: programId, ItemType: 'program' })}
        aria-disabled={pending || undefined}
        aria-busy={pending}
        aria-describedby={`${describedBy} ${statusId}`}
        className="inline-flex items-center justify-center self-start rounded-md bg-accent px-5 py-2 text-sm font-semibold text-primary hover:bg-accent-600 aria-disabled:cursor-wait aria-disabled:opacity-70"
        data-testid="licence-add-to-cart"
      >
        {pending ? t('adding') : t('addToCart')}
      </button>
      <p id={statusId} role="status" aria-live="polite" className={`min-h-5 text-sm ${statusTone(status)}`}>
        {status?.text ?? ''}
      </p>
    </div>
  );
}
