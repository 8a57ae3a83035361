'use client';

import { useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';

/** "Try again" under an error state: renders the page again on the server (no full reload). */
export function RetryButton({ className = '' }: { className?: string }) {
  const t = useTranslations('common');
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      onClick={() => start(() => router.refresh())}
      disabled={pending}
      data-testid="retry"
      className={`mt-2 rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60 ${className}`}
    >
      {pending ? t('loading') : t('retry')}
    </button>
  );
}
