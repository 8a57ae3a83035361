import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { CLIENT_NAMESPACES, clientMessages } from '@/lib/i18n/client-messages';

/** The account screens' client components also read these namespaces (only on these pages). */
export const ACCOUNT_NAMESPACES = [
  ...CLIENT_NAMESPACES,
  'auth',
  'forms',
  'account',
  'profile',
  'tax',
  'privacy',
  'identity',
  'security',
] as const;

export async function AccountIntl({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={clientMessages(messages, ACCOUNT_NAMESPACES)}
      timeZone="Asia/Dubai"
    >
      {children}
    </NextIntlClientProvider>
  );
}
