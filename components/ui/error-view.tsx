'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { AlertIcon } from '@/components/ui/icons';

/**
 * What an error boundary (error.tsx) shows: a translated message and a retry (Next's `retry()` fetches the
 * segment from the server again, so it recovers by itself once the upstream answers). The error's digest is
 * shown as a reference, never its message or stack.
 */
export function ErrorView({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('common');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section
      role="alert"
      data-testid="error-view"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center"
    >
      <AlertIcon size={32} className="text-seats-mid" />
      <h1 className="text-2xl font-bold text-primary">{t('somethingWrong')}</h1>
      <p className="text-muted">{t('loadFailed')}</p>
      <button
        type="button"
        onClick={() => retry()}
        className="mt-2 rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
      >
        {t('retry')}
      </button>
      {error.digest ? (
        <p className="text-xs text-muted" dir="ltr">
          {t('errorReference', { digest: error.digest })}
        </p>
      ) : null}
    </section>
  );
}
