'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatAed } from '@/components/catalog/money';
import type { TeamCart } from '@/lib/contract/entities/company-buy';
import { TEAM_MAX_QUANTITY } from '@/lib/contract/constants/company-buy';

type Line = NonNullable<TeamCart>['Lines'][number];

export type TeamLineActions = {
  busy: boolean;
  setQuantity: (line: Line, quantity: number) => void;
  remove: (line: Line) => void;
  /** Adds the exam of a program line for as many seats. */
  addExam: (line: Line) => void;
};

/**
 * The team lines of a cart (docs/company.md#buying-seats): who the invoice goes to, and per line the seats (a
 * stepper; an exam's follow its program), the price per seat, the volume tier reached and the line's total. Every
 * amount is the upstream's.
 */
export function TeamLines({
  team,
  actions,
  examOffers,
}: {
  team: NonNullable<TeamCart>;
  actions: TeamLineActions;
  /** Program lines whose exam can be added: PriceOptionID → the exam's price per seat. */
  examOffers: Map<number, number>;
}) {
  const t = useTranslations('companyBuy.cart');
  const locale = useLocale();
  const company = locale === 'ar' ? team.LegalName_ar : team.LegalName_en;
  const aed = (n: number) => formatAed(n, locale);
  return (
    <section aria-labelledby="team-cart-title" className="flex flex-col gap-4" data-testid="team-cart">
      <div className="rounded-xl border border-line bg-white p-4">
        <h2 id="team-cart-title" className="text-lg font-semibold text-primary">
          {t('title', { company })}
        </h2>
        <p className="text-sm text-ink" data-testid="team-invoice-to">
          {t('invoiceTo', { company, trn: team.TRN })}
        </p>
        {team.Tiers.length > 0 && (
          <p className="text-sm text-muted">
            {t('tiers', {
              list: team.Tiers.map((x) => t('tierItem', { percent: String(x.Percent), from: String(x.From) })).join(
                locale === 'ar' ? '، ' : ', ',
              ),
            })}
          </p>
        )}
      </div>
      <ul className="flex flex-col gap-4">
        {team.Lines.map((line) => {
          const title = locale === 'ar' ? line.Name_ar : line.Name_en;
          const max = Math.min(line.SeatsLeft ?? TEAM_MAX_QUANTITY, TEAM_MAX_QUANTITY);
          const exam = line.ItemType === 'exam';
          return (
            <li
              key={line.CITID}
              className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
              data-testid={`team-line-${line.ItemType}`}
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold break-words text-primary">{title}</p>
                <p className="text-sm text-ink" data-testid="team-per-seat">
                  {t('perSeat', { price: aed(line.UnitPrice) })}
                </p>
                {line.TierDiscount > 0 && (
                  <p className="text-sm text-seats-high">
                    {t('tier', { percent: String(line.TierPercent), amount: aed(line.TierDiscount) })}
                  </p>
                )}
                <p className="text-sm text-muted">{t('total', { amount: aed(line.Total) })}</p>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                {exam ? (
                  <p className="text-sm text-muted">
                    {t('seats')}: <span className="font-semibold text-ink">{line.Quantity}</span> · {t('examFollows')}
                  </p>
                ) : (
                  <div role="group" aria-label={t('seatsOf', { title })} className="flex items-center gap-1">
                    <button
                      type="button"
                      aria-label={t('fewer')}
                      disabled={actions.busy || line.Quantity <= 1}
                      onClick={() => actions.setQuantity(line, line.Quantity - 1)}
                      className="size-11 rounded-md border border-line text-lg font-semibold text-primary disabled:opacity-40"
                      data-testid="team-fewer"
                    >
                      −
                    </button>
                    <output className="min-w-10 text-center font-semibold text-ink" data-testid="team-line-quantity">
                      {line.Quantity}
                    </output>
                    <button
                      type="button"
                      aria-label={t('more')}
                      disabled={actions.busy || line.Quantity >= max}
                      onClick={() => actions.setQuantity(line, line.Quantity + 1)}
                      className="size-11 rounded-md border border-line text-lg font-semibold text-primary disabled:opacity-40"
                      data-testid="team-more"
                    >
                      +
                    </button>
                  </div>
                )}
                <button
                  type="button"
                  disabled={actions.busy}
                  onClick={() => actions.remove(line)}
                  className="text-sm font-semibold text-seats-low underline"
                  data-testid="team-remove"
                >
                  {t('remove')}
                </button>
              </div>
              {line.ItemType === 'program' && examOffers.has(line.ItemID) && (
                <button
                  type="button"
                  disabled={actions.busy}
                  onClick={() => actions.addExam(line)}
                  className="btn-outline self-start sm:basis-full"
                  data-testid="team-add-exam"
                >
                  {t('addExam', { price: aed(examOffers.get(line.ItemID)!) })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
