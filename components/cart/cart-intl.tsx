import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { CLIENT_NAMESPACES, clientMessages } from '@/lib/i18n/client-messages';

/** The cart's client components also read these namespaces (only on the cart page). */
export const CART_NAMESPACES = [...CLIENT_NAMESPACES, 'cart', 'forms', 'tax', 'security'] as const;

export async function CartIntl({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages(messages, CART_NAMESPACES)} timeZone="Asia/Dubai">
      {children}
    </NextIntlClientProvider>
  );
}
