'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { BffAnswer } from '@/lib/bff/answer-types';
import { FormAlert } from '@/components/forms/field';
import type { Consent } from '@/lib/contract/entities/consent';
import { formatLongDate } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import { CONSENT_PAGES } from '@/lib/privacy/consent-versions';

/**
 * My consents (UAE PDPL): the required ones (terms, privacy) as recorded, with date and version, and the
 * optional marketing e-mails, which the customer switches on or off here (saved through /api/account/consents).
 */
export function ConsentsCard({ consents, source }: { consents: Consent[]; source: 'profile' | 'privacy' }) {
  const t = useTranslations('privacy.consents');
  const lang = useLocale();
  const [current, setCurrent] = useState(consents);
  const marketing = current.find((c) => c.Kind === 'marketing');
  const [wanted, setWanted] = useState(marketing?.Granted ?? false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ key: string; tone: 'error' | 'success' } | null>(null);

  const save = async () => {
    setBusy(true);
    setMessage(null);
    const result = answerOf(
      await postAnswer<BffAnswer<{ consents: Consent[] }>>(
        '/api/account/consents',
        { marketing: wanted, source },
        { lang },
      ),
    );
    setBusy(false);
    if (!result.ok) return setMessage({ key: result.error, tone: 'error' });
    setCurrent(result.consents);
    setMessage({ key: 'privacy.consents.saved', tone: 'success' });
  };

  return (
    <section
      aria-labelledby={`consents-${source}`}
      className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="consents-card"
    >
      <h2 id={`consents-${source}`} className="text-lg font-bold text-primary">
        {t('title')}
      </h2>
      <ul className="space-y-3">
        {(['terms', 'privacy'] as const).map((kind) => {
          const c = current.find((x) => x.Kind === kind && x.Granted);
          return (
            <li
              key={kind}
              className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between"
              data-testid={`consent-${kind}`}
            >
              <span>
                <Link
                  href={CONSENT_PAGES[kind]}
                  className="font-semibold text-secondary underline-offset-4 hover:underline"
                >
                  {t(kind)}
                </Link>
                <span className="ms-2 text-xs text-muted">{t('required')}</span>
              </span>
              <span className="text-sm text-ink">
                {c ? (
                  <>
                    {t('acceptedOn', { date: formatLongDate(c.RecordedAt, lang) })}
                    {/* The version (a date like 2026-01-15) is an isolated left-to-right run inside the sentence. */}
                    <span className="ms-2 whitespace-nowrap text-xs text-muted">
                      {t('version', { version: `\u2066${c.Version}\u2069` })}
                    </span>
                  </>
                ) : (
                  <span className="text-muted">{t('notRecorded')}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="space-y-3 border-t border-line pt-4">
        <h3 className="font-semibold text-primary">{t('marketingTitle')}</h3>
        <p className="text-sm text-muted" data-testid="marketing-state">
          {marketing?.Granted
            ? t('marketingOn', { date: formatLongDate(marketing.RecordedAt, lang) })
            : t('marketingOff')}
        </p>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={wanted}
            onChange={(e) => setWanted(e.target.checked)}
            data-testid="marketing-checkbox"
          />
          <span>{t('marketingLabel')}</span>
        </label>
        <div aria-live="polite">{message && <FormAlert message={message.key} tone={message.tone} />}</div>
        <button
          type="button"
          onClick={() => void save()}
          disabled={busy || wanted === (marketing?.Granted ?? false)}
          className="inline-flex items-center justify-center rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
        >
          {busy ? t('saving') : t('save')}
        </button>
      </div>
    </section>
  );
}
