import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { CLIENT_NAMESPACES, clientMessages } from '@/lib/i18n/client-messages';

/** The bulk-order client component also reads `documents.bulkOrder` (only on that page). */
export const STAFF_NAMESPACES = [...CLIENT_NAMESPACES, 'documents.bulkOrder'] as const;

export async function StaffIntl({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages(messages, STAFF_NAMESPACES)} timeZone="Asia/Dubai">
      {children}
    </NextIntlClientProvider>
  );
}
