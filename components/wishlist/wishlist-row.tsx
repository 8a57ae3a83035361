import { getTranslations } from 'next-intl/server';
import { FileImage } from '@/components/catalog/file-image';
import { PriceTag } from '@/components/catalog/price-tag';
import { Detail } from '@/components/account/items/screen';
import { coursePath, diplomaPath } from '@/lib/routes';
import type { WishlistItem } from '@/lib/contract/entities/wishlist';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { RemoveFromWishlist } from './remove-button';

function DateRange({ start, end, lang }: { start: string; end: string | null; lang: string }) {
  const from = formatLongDate(start, lang);
  const to = end ? formatLongDate(end, lang) : '';
  return (
    <>
      <time dateTime={isoDay(start)}>{from}</time>
      {to && to !== from && (
        <>
          {' – '}
          <time dateTime={isoDay(end)}>{to}</time>
        </>
      )}
    </>
  );
}

/** One saved item: photo, type, title, today's price, its next program (or dates), view and remove. */
export async function WishlistRow({ item, lang }: { item: WishlistItem; lang: string }) {
  const t = await getTranslations('wishlist.page');
  const title = pick(item, 'Title', lang);
  const diploma = item.ItemType === 'diploma';
  const href = diploma
    ? diplomaPath({ DiplomaID: item.ItemID, Link: item.Link })
    : coursePath({ ProductId: item.ProductId ?? 0, Link: item.Link });
  const next = item.NextProgram;
  // A program item is its own next program until it starts; then the course's next one is offered.
  const started = item.ItemType === 'program' && next?.PriceOptionID !== item.ItemID;

  return (
    <li
      className="flex items-start gap-3 rounded-2xl border border-line bg-white p-3 shadow-sm sm:gap-4 sm:p-4"
      data-testid="wishlist-item"
      data-item={`${item.ItemType}:${item.ItemID}`}
    >
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className={`block w-24 shrink-0 overflow-hidden rounded-lg bg-primary-50 sm:w-44 ${diploma ? 'aspect-video' : 'aspect-[3/2]'}`}
      >
        <FileImage
          fileId={item.Photo}
          ratio={diploma ? 16 / 9 : 3 / 2}
          width={360}
          height={diploma ? 203 : 240}
          alt=""
          sizes="(min-width: 640px) 176px, 96px"
          className="img-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-secondary">{t(`types.${item.ItemType}`)}</p>
          <h2 className="text-lg font-bold leading-snug text-primary">
            <Link href={href} className="hover:underline">
              {title}
            </Link>
          </h2>
        </div>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Detail label={t('price')}>
            <PriceTag price={item.Price} oldPrice={item.OldPrice} freeStyle={diploma ? 'title' : 'upper'} />
          </Detail>
          {item.ItemType === 'program' && item.StartDate_DESC && (
            <Detail label={t('programDates')}>
              <span data-testid="wishlist-program-dates">
                <DateRange start={item.StartDate_DESC} end={item.EndDate_DESC} lang={lang} />
              </span>
              {started ? (
                <span className="block text-xs font-medium text-seats-mid">{t('started')}</span>
              ) : (
                next && <span className="block text-xs font-medium text-muted">{pick(next, 'CourseType', lang)}</span>
              )}
            </Detail>
          )}
          {(item.ItemType !== 'program' || started) && (
            <Detail label={t('nextProgram')}>
              <span data-testid="wishlist-next-program">
                {next ? (
                  <>
                    <DateRange start={next.StartDate_DESC} end={next.EndDate_DESC} lang={lang} />
                    <span className="block text-xs font-medium text-muted">{pick(next, 'CourseType', lang)}</span>
                  </>
                ) : diploma ? (
                  t('notDated')
                ) : (
                  t('noUpcoming')
                )}
              </span>
            </Detail>
          )}
        </dl>
        <div className="mt-auto flex flex-wrap items-start gap-2">
          <Link
            href={href}
            aria-label={t('viewLabel', { title })}
            className="inline-flex min-h-10 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-700"
          >
            {t('view')}
          </Link>
          <RemoveFromWishlist
            type={item.ItemType}
            id={item.ItemID}
            labels={{
              remove: t('remove'),
              removeLabel: t('removeLabel', { title }),
              removing: t('removing'),
              removed: t('removed'),
              failed: t('failed'),
            }}
          />
        </div>
      </div>
    </li>
  );
}
