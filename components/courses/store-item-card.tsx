import { useLocale, useTranslations } from 'next-intl';
import { FileImage } from '@/components/catalog/file-image';
import { PriceTag } from '@/components/catalog/price-tag';
import { SafeHtml } from '@/components/ui/safe-html';
import type { Membership } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { AddItemButton } from './add-item-button';
import { BuyForTeam } from '@/components/company-buy/buy-for-team';
import { RICH_TEXT } from '@/components/ui/rich-text';

/**
 * Membership or book card (docs/product/screens.md#memberships-and-books): photo, title, description (upstream HTML
 * through SafeHtml), price, and Add to Cart (`ItemType` membership or book).
 */
export function StoreItemCard({ item }: { item: Membership }) {
  const t = useTranslations('program');
  const locale = useLocale();
  const title = pick(item, 'MemTitle', locale);
  const titleId = `store-item-${item.MemID}`;
  const itemType = item.IsBook ? 'book' : 'membership';

  return (
    <article className="card" data-testid={`${itemType}-card`}>
      <div className={`overflow-hidden bg-primary-50 ${item.IsBook ? 'aspect-[4/3]' : 'aspect-[3/2]'}`}>
        <FileImage
          fileId={item.MainPhoto}
          ratio={item.IsBook ? 4 / 3 : 3 / 2}
          width={600}
          height={item.IsBook ? 450 : 400}
          alt=""
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          className={`h-full w-full ${item.IsBook ? 'object-contain p-4' : 'object-cover'}`}
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 id={titleId} className="card-title">
          {title}
        </h2>
        <SafeHtml html={pick(item, 'MemDesc', locale)} className={RICH_TEXT.courseSmall} />
        <PriceTag price={item.Price} className="mt-auto" />
        <AddItemButton
          itemId={item.MemID}
          itemType={itemType}
          describedBy={titleId}
          labels={{
            addToCart: t('addToCart'),
            adding: t('adding'),
            loginFirst: t('loginFirst'),
            added: t('added'),
            already: t('alreadyPurchased'),
            failed: t('cartError'),
          }}
        />
        {!item.IsBook && <BuyForTeam itemType="membership" itemId={item.MemID} />}
      </div>
    </article>
  );
}
