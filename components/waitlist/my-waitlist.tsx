import { getTranslations } from 'next-intl/server';
import type { WaitlistPlace } from '@/lib/contract/entities/waitlist';
import { coursePath } from '@/lib/routes';
import { formatLongDate } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { formatAed } from '@/components/catalog/money';
import { heldUntil } from './held-until';
import { PlaceActions } from './place-actions';

/** My Waitlist: each live place with its program, its position in line or the seat held for the customer. */
export async function MyWaitlist({ places, lang }: { places: WaitlistPlace[]; lang: string }) {
  const t = await getTranslations('lifecycle.page');
  const tc = await getTranslations('catalog');
  return (
    <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2" data-testid="my-waitlist">
      {places.map((p) => {
        const title = pick(p, 'ProductTitle', lang);
        const start = formatLongDate(p.StartDate, lang);
        const end = formatLongDate(p.EndDate, lang);
        const until = heldUntil(p.OfferExpiresAt, lang);
        return (
          <li
            key={p.PriceOptionID}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm"
            data-testid="waitlist-place"
            data-program-id={p.PriceOptionID}
          >
            <h2 className="text-base font-bold text-primary">
              <Link href={coursePath(p)} className="underline-offset-4 hover:underline">
                {title}
              </Link>
            </h2>
            <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">{t('dates')}</dt>
                <dd>{start === end ? start : `${start} – ${end}`}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">{t('price')}</dt>
                <dd>{p.SchedulePrice > 0 ? formatAed(p.SchedulePrice, lang) : tc('free')}</dd>
              </div>
            </dl>
            <p
              className={`text-sm font-semibold ${p.Status === 'offered' ? 'text-secondary' : 'text-primary'}`}
              data-testid="waitlist-place-status"
            >
              {p.Status === 'offered' ? t('offer', { until }) : t('position', { position: String(p.Position) })}
            </p>
            <PlaceActions programId={p.PriceOptionID} offered={p.Status === 'offered'} title={title} />
          </li>
        );
      })}
    </ul>
  );
}
