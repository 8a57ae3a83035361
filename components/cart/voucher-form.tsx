'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * Voucher input and Apply (docs/product/validation.md#cart): Apply is disabled while the input is empty or while
 * applying. `apply` resolves to an error message when the code is refused: it is shown and the input cleared (data 0:
 * docs/product/errors.md#response-codes). The applied code (`applied`, from the cart summary's PromoCode extension
 * field) is shown with a remove control; on an API without the extension there is none to show.
 */
export function VoucherForm({
  apply,
  applied = null,
  remove,
  disabled,
}: {
  apply: (code: string) => Promise<string | null>;
  applied?: string | null;
  remove?: () => Promise<void>;
  disabled?: boolean;
}) {
  const t = useTranslations('cart');
  const id = useId();
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value || loading) return;
    setLoading(true);
    setError(null);
    const refused = await apply(value);
    setLoading(false);
    setCode('');
    if (refused) setError(refused);
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-xl border border-line bg-white p-5 shadow-sm"
      data-testid="voucher-form"
      noValidate
    >
      <label htmlFor={`${id}-code`} className="text-sm font-semibold text-primary">
        {t('voucher')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          name="promoCode"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          placeholder={t('voucherPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 min-w-0 flex-1 rounded-md border border-line bg-white px-3 text-ink aria-[invalid]:border-seats-low"
          data-testid="voucher-input"
        />
        <button
          type="submit"
          disabled={!code.trim() || loading || disabled}
          aria-busy={loading}
          className="h-11 shrink-0 rounded-md bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-50"
          data-testid="voucher-apply"
        >
          {loading ? t('applying') : t('apply')}
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-seats-low" data-testid="voucher-error">
        {error ?? ''}
      </p>
      {applied && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-seats-high/30 bg-green-50 px-3 py-2 text-sm"
          data-testid="voucher-applied"
        >
          <span className="min-w-0 break-words text-ink">
            {t('voucherApplied')}{' '}
            <bdi dir="ltr" className="font-semibold" data-testid="voucher-applied-code">
              {applied}
            </bdi>
          </span>
          {remove && (
            <button
              type="button"
              onClick={() => void remove()}
              disabled={disabled || loading}
              aria-label={t('removeVoucherLabel', { code: applied })}
              className="shrink-0 rounded-md border border-seats-low/40 px-3 py-1 font-semibold text-seats-low hover:bg-red-50 disabled:opacity-50"
              data-testid="voucher-remove"
            >
              {t('removeVoucher')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
