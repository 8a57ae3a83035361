import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import { providerMessages } from './messages';

export const MESSAGES = { en, ar } as const;

/** Renders under NextIntlClientProvider with the real messages of the locale, in a dir'd container. */
export function renderIn(locale: 'en' | 'ar', ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale={locale} messages={providerMessages(locale)} timeZone="Asia/Dubai">
      <div dir={locale === 'ar' ? 'rtl' : 'ltr'}>{ui}</div>
    </NextIntlClientProvider>,
  );
}
