import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { PriceTagView } from '@/components/catalog/price-tag';
import { clientMessages } from '@/lib/i18n/client-messages';
import { MESSAGES } from '../../support/render';

/** Under the messages the browser gets (the root layout's clientMessages), as in a client-rendered card list. */
function renderInBrowser(locale: 'en' | 'ar', price: Parameters<typeof PriceTagView>[0]['price']) {
  return render(
    <NextIntlClientProvider locale={locale} messages={clientMessages(MESSAGES[locale] as AbstractIntlMessages)}>
      <PriceTagView price={price} />
    </NextIntlClientProvider>,
  );
}

describe('PriceTagView: a card carries its amounts, the price its own words', () => {
  it.each([
    ['en', 'Previous price: AED 1,500.00', '+ 5% VAT'],
    ['ar', 'السعر السابق: 1,500.00 د.إ', '+ 5% ضريبة القيمة المضافة'],
  ] as const)('%s: the VAT note and the old price reading come from the client messages', (locale, reading, vat) => {
    const old = locale === 'en' ? 'AED 1,500.00' : '1,500.00 د.إ';
    renderInBrowser(locale, { current: 'AED 1,250.00', old, vat: true });
    expect(screen.getByTestId('price-old')).toHaveTextContent(reading);
    expect(screen.getByTestId('price-vat')).toHaveTextContent(vat);
  });

  it('a free price has neither', () => {
    renderInBrowser('en', { current: 'FREE', old: null, vat: false });
    expect(screen.getByTestId('price-current')).toHaveTextContent('FREE');
    expect(screen.queryByTestId('price-old')).toBeNull();
    expect(screen.queryByTestId('price-vat')).toBeNull();
  });
});
