import { getTranslations } from 'next-intl/server';
import { inputClass } from '@/components/forms/field';
import { localePath, VERIFY_CERTIFICATE_PATH } from '@/lib/routes';

/**
 * Verify a certificate by the number printed on it: a plain GET form to this page (`?number=`), so it works
 * without JavaScript and its result has an address that can be shared.
 */
export async function VerifyNumberForm({ lang, value }: { lang: string; value: string }) {
  const t = await getTranslations('certShare');
  return (
    <form
      method="get"
      action={localePath(lang, VERIFY_CERTIFICATE_PATH)}
      className="mx-auto mb-8 max-w-xl space-y-3 rounded-xl border border-line bg-white p-5 sm:p-6"
      data-testid="verify-number-form"
      role="search"
    >
      <h2 className="text-lg font-bold text-primary">{t('formTitle')}</h2>
      <p className="text-sm text-muted">{t('formIntro')}</p>
      <label htmlFor="certificate-number" className="block text-sm font-semibold text-primary">
        {t('numberLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="certificate-number"
          name="number"
          defaultValue={value}
          required
          maxLength={40}
          pattern="[A-Za-z0-9\-]+"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="certificate-number-hint"
          className={`${inputClass} text-start uppercase`}
        />
        <button
          type="submit"
          className="inline-flex shrink-0 items-center justify-center rounded-lg bg-primary px-6 py-2.5 font-semibold text-white hover:bg-primary-700"
        >
          {t('verify')}
        </button>
      </div>
      <p id="certificate-number-hint" className="text-xs text-muted">
        {t('numberHint')}
      </p>
    </form>
  );
}
