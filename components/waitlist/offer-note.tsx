'use client';

import { useLocale, useTranslations } from 'next-intl';
import { heldUntil } from './held-until';

/**
 * 'A seat is held for you until …' of the waitlist panel. Its own module, loaded when an offer stands: the date
 * formatting (date-fns and its two locales) would otherwise ride in the card chunk of every catalogue page.
 */
export default function OfferNote({ expiresAt }: { expiresAt: string | null }) {
  const t = useTranslations('lifecycle.island');
  return <>{t('offered', { until: heldUntil(expiresAt, useLocale()) })}</>;
}
