import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { SITE_TIME_ZONE } from '@/lib/dates/format';
import { CLIENT_NAMESPACES, clientMessages } from '@/lib/i18n/client-messages';

/**
 * Messages for the client components of one part of the site (account, cart, staff pages), on top of those every
 * page sends: a nested provider replaces the outer one's messages, so the shared namespaces always come along,
 * and the part's own (lib/i18n/client-messages.ts) reach the browser only on its pages.
 */
export async function ScopedIntl({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={clientMessages(messages, [...CLIENT_NAMESPACES, ...namespaces])}
      timeZone={SITE_TIME_ZONE}
    >
      {children}
    </NextIntlClientProvider>
  );
}
