'use client';

import { useId, useState } from 'react';
import { statusTone, useAddToCart, type CartMessages } from '@/components/courses/use-add-to-cart';

type EnrollFormLabels = CartMessages & {
  language: string;
  chooseLanguage: string;
  languages: { en: string; ar: string };
  englishOnly: string;
  enroll: string;
  enrolling: string;
  chooseLanguageError: string;
};

export type EnrollFormProps = {
  diplomaId: number;
  /**
   * Diploma 4 / EnglishOnly: the select is hidden and the language preset to en (docs/product/constants.md#diploma-4).
   */
  englishOnly: boolean;
  labels: EnrollFormLabels;
};

/**
 * Program language (empty, en, ar) and Enroll Now (docs/product/states.md#add-to-cart-diploma) through the shared
 * add-to-cart hook: the BFF answers a visitor first (401 → "Please log in first" and login with returnUrl), then a
 * missing language (400 → the "choose the diploma language" error), else adds the diploma (`ItemType: 'diploma'`,
 * `DiplomaLang`): 1 → cart, anything else → "already enrolled". Diploma 4: preset to en, no select.
 */
export function EnrollForm({ diplomaId, englishOnly, labels }: EnrollFormProps) {
  const id = useId();
  const [language, setLanguage] = useState<'' | 'en' | 'ar'>(englishOnly ? 'en' : '');
  const { add, pending, status } = useAddToCart({ ...labels, invalid: labels.chooseLanguageError });
  const [invalid, setInvalid] = useState(false);

  async function enroll() {
    setInvalid(false);
    const outcome = await add({
      ItemID: diplomaId,
      ItemType: 'diploma',
      DiplomaLang: englishOnly ? 'en' : language || null,
    });
    if (outcome === 'invalid') setInvalid(true);
  }

  return (
    <div className="flex flex-col gap-3" data-testid="enroll-form">
      {englishOnly ? (
        <p className="text-sm text-muted" data-testid="english-only">
          {labels.englishOnly}
        </p>
      ) : (
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-lang`} className="font-medium text-primary">
            {labels.language}
          </label>
          <select
            id={`${id}-lang`}
            value={language}
            onChange={(e) => {
              setLanguage(e.target.value as '' | 'en' | 'ar');
              setInvalid(false);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-status` : undefined}
            className="h-11 rounded-md border border-line bg-white px-3 text-ink aria-[invalid]:border-seats-low"
            data-testid="diploma-language"
          >
            <option value="">{labels.chooseLanguage}</option>
            <option value="en">{labels.languages.en}</option>
            <option value="ar">{labels.languages.ar}</option>
          </select>
        </div>
      )}
      <button
        type="button"
        onClick={enroll}
        aria-disabled={pending || undefined}
        aria-busy={pending}
        aria-describedby={`${id}-status`}
        className="inline-flex h-11 items-center justify-center rounded-md bg-accent px-5 font-semibold text-primary hover:bg-accent-600 aria-disabled:cursor-wait aria-disabled:opacity-70"
        data-testid="enroll-now"
      >
        {pending ? labels.enrolling : labels.enroll}
      </button>
      <p id={`${id}-status`} role="status" aria-live="polite" className={`min-h-5 text-sm ${statusTone(status)}`}>
        {status?.text ?? ''}
      </p>
    </div>
  );
}
