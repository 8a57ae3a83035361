'use client';

import { useId, useState } from 'react';
import { isLoggedIn, statusTone, useAddToCart, type CartMessages } from '@/components/courses/use-add-to-cart';

export type EnrollFormLabels = CartMessages & {
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
  /** Diploma 4 / EnglishOnly: the select is hidden and the language preset to en (spec 9). */
  englishOnly: boolean;
  labels: EnrollFormLabels;
};

/**
 * Program language (empty, en, ar) and Enroll Now (spec 2, 4): a visitor → "Please log in first" and login
 * with returnUrl; no language → the "choose the diploma language" error; otherwise the diploma goes to the
 * cart (`ItemType: 'diploma'`, `DiplomaLang`): 1 → cart, anything else → "already enrolled".
 */
export function EnrollForm({ diplomaId, englishOnly, labels }: EnrollFormProps) {
  const id = useId();
  const [language, setLanguage] = useState<'' | 'en' | 'ar'>(englishOnly ? 'en' : '');
  const { add, pending, setPending, status, setStatus, loginFirst } = useAddToCart(labels);
  const [invalid, setInvalid] = useState(false);

  async function enroll() {
    setStatus(null);
    setInvalid(false);
    setPending(true);
    const loggedIn = await isLoggedIn();
    setPending(false);
    if (loggedIn === false) return loginFirst();
    if (!language) {
      setInvalid(true);
      setStatus({ kind: 'error', text: labels.chooseLanguageError });
      return;
    }
    await add({ ItemID: diplomaId, ItemType: 'diploma', DiplomaLang: language }, loggedIn === true);
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
        disabled={pending}
        aria-busy={pending}
        className="inline-flex h-11 items-center justify-center rounded-md bg-accent px-5 font-semibold text-primary hover:bg-accent-600 disabled:cursor-wait disabled:opacity-70"
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
