'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** Reads the screen again (a fresh server render) after a failed load. */
export function RetryButton() {
  const t = useTranslations('common');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      onClick={() => startTransition(() => router.refresh())}
      disabled={pending}
      aria-busy={pending || undefined}
      className="inline-flex items-center justify-center rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
      data-testid="account-retry"
    >
      {pending ? t('loading') : t('retry')}
    </button>
  );
}
