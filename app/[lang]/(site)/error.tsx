'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';

/** An unexpected render error inside the site chrome: a translated message and a retry, never a blank page. */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('common');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-primary">{t('somethingWrong')}</h1>
      <p className="text-muted">{t('loadFailed')}</p>
      <button type="button" onClick={reset} className="mt-2 rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700">
        {t('retry')}
      </button>
    </section>
  );
}
