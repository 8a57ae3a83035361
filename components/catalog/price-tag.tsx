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

/** Price or FREE, the old price struck through when > 0, and the VAT note when the price is > 0 (spec 2, 9). */
export function PriceTag({ price, oldPrice, freeStyle = 'upper', size = 'md', className = '' }: Props) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const paid = price > 0;
  const old = oldPrice ?? 0;
  return (
    <div className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className}`} data-testid="price">
      <span className={`font-bold text-primary ${size === 'lg' ? 'text-2xl' : 'text-lg'}`} data-testid="price-current">
        {paid ? formatAed(price, locale) : t(freeStyle === 'upper' ? 'free' : 'freeTitle')}
      </span>
      {old > 0 && (
        <del className="text-sm text-muted" data-testid="price-old">
          <span className="sr-only">{t('oldPrice', { price: formatAed(old, locale) })}</span>
          <span aria-hidden="true">{formatAed(old, locale)}</span>
        </del>
      )}
      {paid && (
        <span className="text-xs text-muted" data-testid="price-vat">
          {t('vatNote')}
        </span>
      )}
    </div>
  );
}
