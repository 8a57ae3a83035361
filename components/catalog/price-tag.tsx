import type { PriceText } from '@/lib/cards/types';
import type { Translator } from '@/lib/i18n/message-keys';
import { useLocale, useTranslations } from 'next-intl';
import { formatAed } from './money';

type Props = {
  price: number;
  oldPrice?: number | null;
  /** 'upper' → "FREE" (course and program cards), 'title' → "Free" (diplomas). */
  freeStyle?: 'upper' | 'title';
  size?: 'md' | 'lg';
  className?: string;
};

/**
 * Price or FREE, the old price struck through when > 0, and the VAT note when the price is > 0
 * (docs/product/screens.md#course-card).
 */
export function PriceTag({ price, oldPrice, freeStyle = 'upper', size = 'md', className = '' }: Props) {
  return <PriceTagView price={usePriceText(price, oldPrice, freeStyle)} size={size} className={className} />;
}

/** The words of a price in the current locale. */
function usePriceText(price: number, oldPrice?: number | null, freeStyle: 'upper' | 'title' = 'upper'): PriceText {
  return priceText(price, oldPrice, freeStyle, useLocale(), useTranslations('catalog'));
}

/** A translator of the 'catalog' messages (useTranslations or getTranslations). */
export type CatalogT = Translator<'catalog'>;

/** The words of a price, for a locale and the 'catalog' translator. */
export function priceText(
  price: number,
  oldPrice: number | null | undefined,
  freeStyle: 'upper' | 'title',
  locale: string,
  t: CatalogT,
): PriceText {
  const paid = price > 0;
  const old = oldPrice ?? 0;
  return {
    current: paid ? formatAed(price, locale) : t(freeStyle === 'upper' ? 'free' : 'freeTitle'),
    old: old > 0 ? formatAed(old, locale) : null,
    vat: paid,
  };
}

/**
 * The price markup, from its formatted amounts; its fixed words come from the 'catalog' messages (sent to the browser
 * with the client messages, lib/i18n/client-messages.ts), so the server and client-rendered cards share it.
 */
export function PriceTagView({
  price,
  size = 'md',
  className = '',
}: {
  price: PriceText;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const t = useTranslations('catalog');
  return (
    <div className={`price-row ${className}`} data-testid="price">
      <span className={`font-bold text-primary ${size === 'lg' ? 'text-2xl' : 'text-lg'}`} data-testid="price-current">
        {price.current}
      </span>
      {price.old && (
        <del className="text-sm text-muted" data-testid="price-old">
          <span className="sr-only">{t('oldPrice', { price: price.old })}</span>
          <span aria-hidden="true">{price.old}</span>
        </del>
      )}
      {price.vat && (
        // Under the amounts in an enrol panel, whatever its width and font: beside them, a phone's row was within
        // 3 px of wrapping, so whether it wrapped changed when the web font replaced the fallback, and the page moved.
        <span className={`text-xs text-muted ${size === 'lg' ? 'basis-full' : ''}`} data-testid="price-vat">
          {t('vatNote')}
        </span>
      )}
    </div>
  );
}
