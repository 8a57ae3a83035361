'use client';

import { useTranslations } from 'next-intl';
import { AddToCartButton } from './add-to-cart-button';

export type ProgramCartButtonProps = {
  /** Program PriceOptionID. */
  itemId: number;
  /** Course title, for the button's accessible name. */
  title: string;
  hasExam: boolean;
  defaultWithExam: boolean;
  /** The exam's price as the page shows it ("AED 450.00"), for the "with exam" label. */
  examPrice: string;
};

/**
 * A program card's Add to Cart island: it takes the few fields it needs and reads its texts from the client
 * messages (lib/i18n/client-messages: 'program.cart'), so a list of 87 cards does not repeat eight labels each.
 */
export function ProgramCartButton({ itemId, title, hasExam, defaultWithExam, examPrice }: ProgramCartButtonProps) {
  const t = useTranslations('program');
  const errors = useTranslations('errors');
  return (
    <AddToCartButton
      itemId={itemId}
      title={title}
      hasExam={hasExam}
      defaultWithExam={defaultWithExam}
      labels={{
        addToCart: t('addToCart'),
        addToCartLabel: t('addToCartLabel', { title }),
        adding: t('adding'),
        loginFirst: t('loginFirst'),
        added: t('added'),
        alreadyPurchased: t('alreadyPurchased'),
        full: errors('programFull'),
        cartError: t('cartError'),
        withExam: hasExam ? t('withExam', { price: examPrice }) : undefined,
      }}
    />
  );
}
