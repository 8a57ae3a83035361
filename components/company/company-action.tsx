'use client';

import { useState, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { FormAlert } from '@/components/forms/field';
import { useRouter } from '@/lib/i18n/navigation';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { CompanyChangeAnswer } from '@/lib/bff/answer-types';

/**
 * One button that posts to a company route and refreshes the page on success (accept, decline, leave, verify); a
 * refusal shows its translated message beside it and changes nothing.
 */
export function CompanyAction({
  url,
  body,
  children,
  tone = 'primary',
  testId,
}: {
  url: string;
  body: unknown;
  children: ReactNode;
  tone?: 'primary' | 'plain';
  testId?: string;
}) {
  const lang = useLocale();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    if (pending) return;
    setPending(true);
    setError(null);
    const result = answerOf(await postAnswer<CompanyChangeAnswer>(url, body, { lang }));
    setPending(false);
    if (!result.ok) return setError(result.error);
    router.refresh();
  }

  const style =
    tone === 'primary'
      ? 'bg-primary text-white hover:bg-primary-700'
      : 'border border-line bg-white text-primary hover:bg-primary-50';
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={run}
        disabled={pending}
        aria-busy={pending || undefined}
        className={`inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 ${style}`}
        data-testid={testId}
      >
        {children}
      </button>
      {error ? <FormAlert message={error} /> : null}
    </div>
  );
}
