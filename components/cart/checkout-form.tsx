'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { translateKey } from '@/lib/i18n/message-keys';
import type { Address, PaymentMethod } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { CART_MSG, TrnSchema } from '@/lib/validation/cart';
import { staticPagePath } from '@/lib/routes';

export type CheckoutInput = { terms: true; paymentMethod: PaymentMethod; trn: string; addressId: number | null };

export type CheckoutFormProps = {
  /** The cart holds a book: a shipping address must be chosen (docs/product/validation.md#cart). */
  needsAddress: boolean;
  addresses: Address[] | null;
  /** Sends the order; resolves to an error message key, or null when the browser is being sent on. */
  submit: (input: CheckoutInput) => Promise<string | null>;
  disabled?: boolean;
  /** The TRN of the customer's billing details: fills the TRN field until the customer types in it. */
  suggestedTrn?: string;
};

/**
 * Terms (required, with links), optional TRN (sent '-' when empty), payment method (online by default, or pay
 * later), a shipping address when a book is in the cart, and Place Order. The button is disabled while sending
 * and a second click is ignored, so one click makes one order (the upstream is idempotent too).
 */
export function CheckoutForm({ needsAddress, addresses, submit, disabled, suggestedTrn = '' }: CheckoutFormProps) {
  const t = useTranslations('cart');
  const tRoot = useTranslations();
  const id = useId();
  const [terms, setTerms] = useState(false);
  const [typedTrn, setTrn] = useState<string | null>(null);
  const trn = typedTrn ?? suggestedTrn;
  const [method, setMethod] = useState<PaymentMethod>('online');
  const defaultAddress = addresses?.find((a) => a.IsDefault)?.AddressID ?? null;
  const [addressId, setAddressId] = useState<number | null>(null);
  const chosenAddress = addressId ?? defaultAddress;
  const [error, setError] = useState<{ field: 'terms' | 'trn' | 'address' | 'form'; key: string } | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // Where a message shows: its block is scrolled into view and its field focused (the form sits in a sticky
  // column on desktop, so the address message can be far above the Place Order button that raised it).
  const addressBlock = useRef<HTMLDivElement>(null);
  const trnBlock = useRef<HTMLDivElement>(null);
  const termsBlock = useRef<HTMLDivElement>(null);
  const formBlock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error) return;
    const block = (
      error.field === 'address'
        ? addressBlock
        : error.field === 'trn'
          ? trnBlock
          : error.field === 'terms'
            ? termsBlock
            : formBlock
    ).current;
    block?.scrollIntoView({ block: 'center' });
    // the field itself (the address select, or the manage-addresses link when there is none to choose)
    block?.querySelector<HTMLElement>('select, input, a')?.focus({ preventScroll: true });
  }, [error]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setError(null);
    if (!terms) return setError({ field: 'terms', key: CART_MSG.acceptTerms });
    const trnCheck = TrnSchema.safeParse(trn);
    if (!trnCheck.success) return setError({ field: 'trn', key: CART_MSG.invalidTrn });
    if (needsAddress && !chosenAddress) return setError({ field: 'address', key: CART_MSG.chooseAddress });
    inFlight.current = true;
    setSending(true);
    const failed = await submit({
      terms: true,
      paymentMethod: method,
      trn: trnCheck.data,
      addressId: needsAddress ? chosenAddress : null,
    });
    if (failed) {
      inFlight.current = false;
      setSending(false);
      const field =
        failed === CART_MSG.chooseAddress
          ? 'address'
          : failed === CART_MSG.acceptTerms
            ? 'terms'
            : // a TRN without a billing address: said beside the TRN, under the tax invoice details to fill in
              failed === CART_MSG.billingAddressForTrn
              ? 'trn'
              : 'form';
      setError({ field, key: failed });
    }
    // success: the page is leaving; the button stays disabled
  }

  const link = (href: string) =>
    function TermsLink(chunks: ReactNode) {
      return (
        <Link href={href} className="font-semibold text-secondary underline" target="_blank">
          {chunks}
        </Link>
      );
    };
  const errorFor = (field: 'terms' | 'trn' | 'address' | 'form') =>
    error?.field === field ? (
      <p
        id={`${id}-${field}-error`}
        role="alert"
        className="text-sm text-seats-low"
        data-testid={`checkout-error-${field}`}
      >
        {translateKey(tRoot, error.key)}
      </p>
    ) : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-sm"
      data-testid="checkout-form"
    >
      {needsAddress && (
        <div ref={addressBlock} className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-address`} className="font-semibold text-primary">
            {t('shippingAddress')}
          </label>
          {addresses && addresses.length > 0 ? (
            <select
              id={`${id}-address`}
              value={chosenAddress ?? ''}
              onChange={(e) => {
                setAddressId(e.target.value ? Number(e.target.value) : null);
                setError(null);
              }}
              aria-invalid={error?.field === 'address' || undefined}
              aria-describedby={error?.field === 'address' ? `${id}-address-error` : undefined}
              className="h-11 rounded-md border border-line bg-white px-3 text-ink aria-[invalid]:border-seats-low"
              data-testid="shipping-address"
            >
              <option value="">{t('chooseAddressOption')}</option>
              {addresses.map((a) => (
                <option key={a.AddressID} value={a.AddressID}>
                  {[a.Label, a.Line1, a.City, a.Emirate].filter(Boolean).join(', ')}
                </option>
              ))}
            </select>
          ) : (
            <p className="text-muted">{t('noAddresses')}</p>
          )}
          <Link
            href="/my-account/my-addresses"
            className="self-start font-semibold text-secondary underline"
            data-testid="manage-addresses"
          >
            {t('manageAddresses')}
          </Link>
          {errorFor('address')}
        </div>
      )}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-primary">{t('paymentMethod')}</legend>
        {(
          [
            ['online', t('online'), t('onlineHint')],
            ['pay_later', t('payLater'), t('payLaterHint')],
          ] as const
        ).map(([value, label, hint]) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-line p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-50"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
              className="mt-0.5 size-4 accent-primary"
              data-testid={`payment-${value}`}
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{label}</span>
              <span className="text-muted">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <div ref={trnBlock} className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-trn`} className="font-semibold text-primary">
          {t('trn')} <span className="font-normal text-muted">{tRoot('forms.optional')}</span>
        </label>
        <input
          id={`${id}-trn`}
          name="trn"
          value={trn}
          onChange={(e) => setTrn(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          dir="ltr"
          aria-invalid={error?.field === 'trn' || undefined}
          aria-describedby={`${id}-trn-hint${error?.field === 'trn' ? ` ${id}-trn-error` : ''}`}
          className="h-11 rounded-md border border-line bg-white px-3 text-start text-ink aria-[invalid]:border-seats-low"
          data-testid="trn-input"
        />
        <p id={`${id}-trn-hint`} className="text-muted">
          {t('trnHint')}
        </p>
        {errorFor('trn')}
      </div>

      <div ref={termsBlock} className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={terms}
            onChange={(e) => {
              setTerms(e.target.checked);
              setError(null);
            }}
            required
            aria-invalid={error?.field === 'terms' || undefined}
            aria-describedby={error?.field === 'terms' ? `${id}-terms-error` : undefined}
            className="mt-0.5 size-4 accent-primary"
            data-testid="terms-checkbox"
          />
          <span>
            {t.rich('terms', {
              terms: link(staticPagePath('terms-and-conditions')),
              privacy: link(staticPagePath('privacy-policy')),
            })}
          </span>
        </label>
        {errorFor('terms')}
      </div>

      <div ref={formBlock} className="empty:hidden">
        {errorFor('form')}
      </div>
      <button
        type="submit"
        disabled={sending || disabled}
        aria-busy={sending}
        className="h-12 rounded-md bg-accent px-5 text-base font-semibold text-primary hover:bg-accent-600 disabled:cursor-wait disabled:opacity-60"
        data-testid="place-order"
      >
        {sending ? t('placing') : t('checkout')}
      </button>
    </form>
  );
}
