'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { TeamCart } from '@/lib/contract/entities/company-buy';
import { PO_NUMBER_MAX, type TeamPaymentMethod } from '@/lib/contract/constants/company-buy';
import { translateKey } from '@/lib/i18n/message-keys';
import { Link } from '@/lib/i18n/navigation';
import { staticPagePath } from '@/lib/routes';
import { TEAM_MSG, TeamOrderFormSchema, type TeamOrderForm } from '@/lib/validation/company-buy';

export type TeamCheckoutProps = {
  team: NonNullable<TeamCart>;
  /** Sends the order; resolves to an error message key, or null when the browser is being sent on. */
  submit: (input: TeamOrderForm) => Promise<string | null>;
  disabled?: boolean;
};

/**
 * The checkout of a team cart (docs/company.md#buying-seats): card, pay later, and for a verified company a bank
 * transfer on net terms with its PO number (required then; printed on the invoice in any case). The form's schema
 * is the BFF's, so a missing PO or unaccepted terms are said here and nothing is sent. One click makes one order.
 */
export function TeamCheckout({ team, submit, disabled }: TeamCheckoutProps) {
  const t = useTranslations('companyBuy.checkout');
  const tCart = useTranslations('cart');
  const tRoot = useTranslations();
  const id = useId();
  const [method, setMethod] = useState<TeamPaymentMethod>(team.IsVerified ? 'bank_transfer' : 'online');
  const [po, setPo] = useState('');
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<{ field: 'po' | 'terms' | 'form'; key: string } | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const days = String(team.NetDays);
  const methods: TeamPaymentMethod[] = team.IsVerified
    ? ['bank_transfer', 'online', 'pay_later']
    : ['online', 'pay_later'];
  const labels: Record<TeamPaymentMethod, [string, string]> = {
    online: [t('online'), t('onlineHint')],
    pay_later: [t('pay_later'), t('pay_laterHint')],
    bank_transfer: [t('bank_transfer', { days }), t('bank_transferHint', { days })],
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setError(null);
    const parsed = TeamOrderFormSchema.safeParse({ terms, PaymentMethod: method, PONumber: po || undefined });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? TEAM_MSG.invalid;
      return setError({ field: key === TEAM_MSG.acceptTerms ? 'terms' : 'po', key });
    }
    inFlight.current = true;
    setSending(true);
    const failed = await submit(parsed.data);
    if (failed) {
      inFlight.current = false;
      setSending(false);
      setError({ field: failed === TEAM_MSG.poRequired ? 'po' : 'form', key: failed });
    }
  }

  const link = (href: string) =>
    function TermsLink(chunks: ReactNode) {
      return (
        <Link href={href} className="font-semibold text-secondary underline" target="_blank">
          {chunks}
        </Link>
      );
    };
  const errorFor = (field: 'po' | 'terms' | 'form') =>
    error?.field === field ? (
      <p
        id={`${id}-${field}-error`}
        role="alert"
        className="text-sm text-seats-low"
        data-testid={`team-error-${field}`}
      >
        {translateKey(tRoot, error.key)}
      </p>
    ) : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-sm"
      data-testid="team-checkout"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-primary">{tCart('paymentMethod')}</legend>
        {methods.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-line p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-50"
          >
            <input
              type="radio"
              name="teamPaymentMethod"
              value={value}
              checked={method === value}
              onChange={() => {
                setMethod(value);
                setError(null);
              }}
              className="mt-0.5 size-4 accent-primary"
              data-testid={`team-payment-${value}`}
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{labels[value][0]}</span>
              <span className="text-muted">{labels[value][1]}</span>
            </span>
          </label>
        ))}
        {!team.IsVerified && (
          <p className="text-sm text-muted" data-testid="team-unverified-note">
            {t('unverified', { days })}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-po`} className="font-semibold text-primary">
          {t('po')}
          {method !== 'bank_transfer' && <span className="font-normal text-muted"> {tRoot('forms.optional')}</span>}
        </label>
        <input
          id={`${id}-po`}
          value={po}
          onChange={(e) => {
            setPo(e.target.value);
            setError(null);
          }}
          maxLength={PO_NUMBER_MAX}
          autoComplete="off"
          dir="ltr"
          aria-invalid={error?.field === 'po' || undefined}
          aria-describedby={`${id}-po-hint${error?.field === 'po' ? ` ${id}-po-error` : ''}`}
          className="h-11 rounded-md border border-line bg-white px-3 text-start text-ink aria-[invalid]:border-seats-low"
          data-testid="team-po"
        />
        <p id={`${id}-po-hint`} className="text-muted">
          {t('poHint')}
        </p>
        {errorFor('po')}
      </div>

      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={terms}
            onChange={(e) => {
              setTerms(e.target.checked);
              setError(null);
            }}
            aria-invalid={error?.field === 'terms' || undefined}
            className="mt-0.5 size-4 accent-primary"
            data-testid="team-terms"
          />
          <span>
            {tCart.rich('terms', {
              terms: link(staticPagePath('terms-and-conditions')),
              privacy: link(staticPagePath('privacy-policy')),
            })}
          </span>
        </label>
        {errorFor('terms')}
      </div>

      <div className="empty:hidden">{errorFor('form')}</div>
      <button
        type="submit"
        disabled={sending || disabled}
        aria-busy={sending}
        className="h-12 rounded-md bg-accent px-5 text-base font-semibold text-primary hover:bg-accent-600 disabled:cursor-wait disabled:opacity-60"
        data-testid="team-place-order"
      >
        {sending ? tCart('placing') : tCart('checkout')}
      </button>
    </form>
  );
}
