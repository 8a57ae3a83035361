import { getTranslations } from 'next-intl/server';
import { AccountEmpty, AccountError } from '@/components/account/items/screen';
import { COURSES_PATH } from '@/lib/routes';
import { Link } from '@/lib/i18n/navigation';
import { callerContext, getSession } from '@/lib/session/session';
import { isUnavailable } from '@/lib/upstream/result';
import { getWishlist } from '@/lib/upstream/wishlist';
import { WishlistList } from './wishlist-list';
import { WishlistRow } from './wishlist-row';

const HEADING_ID = 'wishlist-title';

/**
 * My Wishlist: the saved courses, programs and academic programs with today's price and next program, each
 * removable. On an API without the wishlist extension the page keeps only its title and 'No Data Found'.
 */
export async function WishlistScreen({ lang }: { lang: string }) {
  const [tm, t] = await Promise.all([getTranslations('account.menu'), getTranslations('wishlist.page')]);
  const session = await getSession();
  const result = await getWishlist(callerContext(session, lang));
  const hidden = isUnavailable(result);

  return (
    <section className="space-y-5" data-testid="account-wishlist">
      <h1 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-primary focus:outline-none">
        {tm('myWishlist')}
      </h1>
      {!hidden && <p className="text-sm text-muted">{t('intro')}</p>}
      {hidden ? (
        <AccountEmpty />
      ) : !result.ok ? (
        <AccountError error={result.error} />
      ) : result.data.length === 0 ? (
        <div className="space-y-3">
          <AccountEmpty />
          <p className="text-center text-sm text-muted">
            {t('emptyHint')}{' '}
            <Link href={COURSES_PATH} className="font-semibold text-secondary underline-offset-4 hover:underline">
              {t('browse')}
            </Link>
          </p>
        </div>
      ) : (
        <WishlistList headingId={HEADING_ID}>
          {result.data.map((item) => (
            <WishlistRow key={`${item.ItemType}:${item.ItemID}`} item={item} lang={lang} />
          ))}
        </WishlistList>
      )}
    </section>
  );
}
