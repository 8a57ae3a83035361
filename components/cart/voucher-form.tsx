'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * Voucher input and Apply (spec 5): Apply is disabled while the input is empty or while applying. `apply`
 * resolves to an error message when the code is refused: it is shown and the input cleared (spec 7: data 0).
 */
export function VoucherForm({
  apply,
  disabled,
}: {
  apply: (code: string) => Promise<string | null>;
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
    </form>
  );
}
