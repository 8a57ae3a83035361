'use client';

import { useId, useState } from 'react';
import { mutate } from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { CART_KEY } from '@/lib/bff/hooks/cart';
import { SESSION_KEY, useSession } from '@/lib/bff/hooks/session';
import { postTeam, TEAM_KEY, useTeam } from '@/lib/bff/hooks/team';
import type { TeamItemType } from '@/lib/contract/constants/company-buy';
import { TEAM_MAX_QUANTITY } from '@/lib/contract/constants/company-buy';
import { translateKey } from '@/lib/i18n/message-keys';
import { Link } from '@/lib/i18n/navigation';
import { CART_PATH } from '@/lib/routes';
import { QuantitySchema } from '@/lib/validation/company-buy';

export type BuyForTeamProps = {
  itemType: Exclude<TeamItemType, 'exam'>;
  itemId: number;
  /** A program's seats left: the most a team may buy (the upstream checks again). */
  seatsLeft?: number | null;
  /** A diploma's language when the page knows it. */
  diplomaLang?: 'en' | 'ar' | null;
};

/**
 * "Buy for my team" (docs/company.md#buying-seats): shown only when the upstream has company accounts and the
 * signed-in customer is an admin of a company; a number of seats goes into the cart as one team line. Bad input
 * (0, more than the seats left) is said here and sends nothing; the upstream's refusals come back translated.
 */
export function BuyForTeam({ itemType, itemId, seatsLeft = null, diplomaLang = null }: BuyForTeamProps) {
  const t = useTranslations('companyBuy.island');
  const tRoot = useTranslations();
  const lang = useLocale();
  const id = useId();
  const { data: session } = useSession();
  const { data: team } = useTeam(Boolean(session?.loggedIn && session.features.company));
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState('5');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const company = team?.company;
  if (!company) return null;
  const max = seatsLeft !== null ? Math.min(seatsLeft, TEAM_MAX_QUANTITY) : TEAM_MAX_QUANTITY;
  if (max < 1) return null;
  const name = lang === 'ar' ? company.LegalName_ar : company.LegalName_en;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (sending || !company) return;
    setMessage(null);
    // An empty field is no number of seats (Number('') would be 0 anyway, refused below).
    const n = QuantitySchema.safeParse(quantity.trim() === '' ? NaN : Number(quantity));
    if (!n.success) {
      setMessage({ kind: 'error', text: tRoot('companyBuy.errors.quantity') });
      return;
    }
    if (n.data > max) {
      setMessage({ kind: 'error', text: tRoot('companyBuy.status.seats_left', { n: String(max) }) });
      return;
    }
    setSending(true);
    const r = await postTeam<object, { seatsLeft: number }>(
      'line',
      { CompanyID: company.CompanyID, ItemType: itemType, ItemID: itemId, Quantity: n.data, DiplomaLang: diplomaLang },
      lang,
    );
    setSending(false);
    if (!r.ok) {
      setMessage({ kind: 'error', text: translateKey(tRoot, r.error, r.values) });
      return;
    }
    setMessage({ kind: 'success', text: t('added') });
    await Promise.all([mutate(TEAM_KEY), mutate(CART_KEY), mutate(SESSION_KEY)]);
  }

  return (
    <div className="flex w-full flex-col gap-2" data-testid="buy-for-team">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((v) => !v)}
        className="btn-outline self-start"
        data-testid="buy-for-team-open"
      >
        {t('open')}
      </button>
      {open && (
        <form
          id={`${id}-form`}
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-2 rounded-lg border border-line bg-primary-50 p-3 text-sm"
        >
          <p className="text-muted">{t('hint', { company: name })}</p>
          <div className="flex flex-wrap items-end gap-2">
            <label htmlFor={`${id}-qty`} className="flex flex-col gap-1 font-semibold text-primary">
              {t('quantity')}
              <input
                id={`${id}-qty`}
                type="number"
                inputMode="numeric"
                min={1}
                max={max}
                step={1}
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                aria-describedby={`${id}-status${seatsLeft !== null ? ` ${id}-left` : ''}`}
                aria-invalid={message?.kind === 'error' || undefined}
                dir="ltr"
                className="h-11 w-24 rounded-md border border-line bg-white px-3 text-start text-ink aria-[invalid]:border-seats-low"
                data-testid="team-quantity"
              />
            </label>
            <button
              type="submit"
              disabled={sending}
              aria-busy={sending}
              className="h-11 rounded-md bg-accent px-4 font-semibold text-primary hover:bg-accent-600 disabled:cursor-wait disabled:opacity-60"
              data-testid="team-add"
            >
              {sending ? t('adding') : t('add')}
            </button>
          </div>
          {seatsLeft !== null && (
            <p id={`${id}-left`} className="text-muted">
              {t('seatsLeft', { n: seatsLeft })}
            </p>
          )}
          <p
            id={`${id}-status`}
            role={message?.kind === 'error' ? 'alert' : 'status'}
            className={`min-h-5 ${message?.kind === 'error' ? 'text-seats-low' : 'text-seats-high'}`}
            data-testid="team-status"
          >
            {message?.text ?? ''}
            {message?.kind === 'success' && (
              <>
                {' '}
                <Link href={CART_PATH} className="font-semibold text-secondary underline" data-testid="team-go-cart">
                  {t('viewCart')}
                </Link>
              </>
            )}
          </p>
        </form>
      )}
    </div>
  );
}
