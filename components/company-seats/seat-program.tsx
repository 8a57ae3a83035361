import { getTranslations } from 'next-intl/server';
import type { SeatProgram as Program } from '@/lib/contract/entities/company-seats';
import { formatLongDate } from '@/lib/dates/format';
import { AssignSeatForm } from './assign-form';
import { SeatActions } from './seat-actions';
import { UploadSeatsForm } from './upload-form';

const COUNTS = ['Bought', 'Assigned', 'Accepted', 'Attended', 'Certified'] as const;

/** One program's seats: its counts, each seat with its state, and (until the deadline) assign and change. */
export async function SeatProgram({
  program: p,
  companyId,
  lang,
}: {
  program: Program;
  companyId: number;
  lang: string;
}) {
  const t = await getTranslations('companySeats');
  const testId = `seat-program-${p.ItemType}-${p.ItemID}`;
  const item = { CompanyID: companyId, ItemType: p.ItemType, ItemID: p.ItemID };
  const open = p.Seats.filter((s) => s.State === 'open').length;
  return (
    <article className="space-y-4 border-t border-line pt-4 first:border-t-0 first:pt-0" data-testid={testId}>
      <div>
        <h3 className="font-bold text-ink">{lang === 'ar' ? p.Title_ar || p.Title_en : p.Title_en}</h3>
        <p className="mt-1 text-sm text-muted">
          {p.StartDate ? `${t('starts', { date: formatLongDate(p.StartDate, lang) })} · ` : ''}
          {!p.CanChange
            ? t('closed')
            : p.ChangeDeadline
              ? t('deadline', { date: formatLongDate(p.ChangeDeadline, lang) })
              : t('noDeadline')}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="seat-counts">
        {COUNTS.map((c) => (
          <div key={c} className="rounded-lg bg-primary-50 p-2 text-center">
            <dt className="text-xs text-muted">{t(`counts.${c.toLowerCase() as Lowercase<typeof c>}`)}</dt>
            <dd className="text-lg font-bold tabular-nums text-primary" data-count={c}>
              {p[c]}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="divide-y divide-line">
        {p.Seats.filter((s) => s.State !== 'open').map((s) => (
          <li
            key={s.SeatID}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
            data-testid="seat-row"
            data-state={s.State}
            data-email={s.Email ?? ''}
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {s.Name || <bdi dir="ltr">{s.Email}</bdi>}{' '}
                <span className="ms-1 rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary">
                  {t(`state.${s.State}`)}
                </span>
                {s.Attended ? <span className="ms-1 text-xs text-seats-high">{t('attended')}</span> : null}
                {s.Certified ? <span className="ms-1 text-xs text-seats-high">{t('certified')}</span> : null}
              </p>
              {s.Name ? (
                <p className="break-all text-sm text-muted">
                  <bdi dir="ltr">{s.Email}</bdi>
                </p>
              ) : null}
              {s.LicenceExpiry ? (
                <p className="text-sm text-muted">{t('licence', { date: formatLongDate(s.LicenceExpiry, lang) })}</p>
              ) : null}
            </div>
            {p.CanChange ? <SeatActions companyId={companyId} seatId={s.SeatID} /> : null}
          </li>
        ))}
        {open > 0 ? (
          <li className="py-3 text-sm text-muted" data-testid="seat-open-count">
            {t('openSeat')} × {open}
          </li>
        ) : null}
      </ul>
      {p.CanChange && open > 0 ? (
        <div className="space-y-4 rounded-xl border border-line p-4">
          <AssignSeatForm item={item} testId={testId} />
          <UploadSeatsForm item={item} testId={testId} />
        </div>
      ) : null}
    </article>
  );
}
