'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { answerOf, postAnswer } from '@/lib/bff/client';
import { useAuthDone } from './use-auth-done';
import { HOME_PATH, localePath } from '@/lib/routes';

/** Destroys the session, tells the other tabs, and goes home. */
export function LogoutButton() {
  const t = useTranslations('account');
  const lang = useLocale();
  const done = useAuthDone();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const result = answerOf(await postAnswer('/api/auth/logout', {}, { lang }));
        if (!result.ok) {
          setBusy(false);
          return;
        }
        await done('logout', localePath(lang, HOME_PATH));
      }}
      className="block w-full whitespace-nowrap rounded-lg px-3 py-2 text-start text-sm font-semibold text-seats-low hover:bg-red-50 disabled:opacity-60"
    >
      {busy ? t('loggingOut') : t('logout')}
    </button>
  );
}
