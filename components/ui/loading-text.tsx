'use client';

import { useTranslations } from 'next-intl';

/**
 * The translated "Loading..." of the loading skeletons. A client component on purpose: `loading.tsx` renders
 * beside the page, before its `setRequestLocale` runs, so next-intl on the server would fall back to reading
 * the request headers, and that turns every route with a loading state dynamic (and made on-demand ISR of the
 * detail pages fail with DYNAMIC_SERVER_USAGE). On the client the locale comes from NextIntlClientProvider.
 */
export function LoadingText() {
  const t = useTranslations('catalog');
  return <>{t('loading')}</>;
}
