'use client';

import { useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';

/** Where the button stands: its test id and its look. */
const PLACES = {
  /** Under a section's error state (components/ui/error-state.tsx). */
  section: {
    testId: 'retry',
    className:
      'mt-2 rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60',
  },
  /** Under a My Account screen's failed read. */
  account: {
    testId: 'account-retry',
    className:
      'inline-flex items-center justify-center rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-50',
  },
};

/** "Try again" after a failed load: renders the page again on the server (no full reload). */
export function RetryButton({ place = 'section' }: { place?: keyof typeof PLACES }) {
  const t = useTranslations('common');
  const router = useRouter();
  const [pending, start] = useTransition();
  const { testId, className } = PLACES[place];
  return (
    <button
      type="button"
      onClick={() => start(() => router.refresh())}
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid={testId}
      className={className}
    >
      {pending ? t('loading') : t('retry')}
    </button>
  );
}
