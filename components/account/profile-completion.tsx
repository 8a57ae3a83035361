'use client';

import { useTranslations } from 'next-intl';
import type { ProfileCompletion as Completion } from '@/lib/contract/entities/profile-completion';

/** Where each missing item is fixed on the page (999 is a hint: verification is the institute's). */
const MISSING_TARGET: Record<number, string | null> = {
  901: 'email-change',
  902: 'profile-DOB',
  903: 'profile-Gender',
  904: 'profile-photo',
  905: 'profile-EID_front_ByUser',
  906: 'profile-EID_back_ByUser',
  907: 'profile-EID',
  999: null,
};

/** Completion progress (progress.COMPLETED) and the missing items 901-999 as links to their fields. */
export function ProfileCompletionCard({ completion }: { completion: Completion | null }) {
  const t = useTranslations('profile');
  const te = useTranslations('errors.missing');
  if (!completion) return null;
  const percent = Math.round(completion.progress.COMPLETED);
  return (
    <section
      aria-labelledby="completion-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm"
      data-testid="profile-completion"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="completion-title" className="font-bold text-primary">
          {t('completion')}
        </h2>
        <span className="text-sm font-semibold text-secondary" data-testid="completion-percent">
          {t('percent', { percent: String(percent) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completion-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-secondary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {completion.missing.length > 0 ? (
        <div className="mt-4">
          <p className="text-sm font-semibold text-ink">{t('missingTitle')}</p>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="missing-items">
            {completion.missing.map(({ CODE }) => {
              const target = MISSING_TARGET[CODE];
              const label = te(`${CODE}`);
              return (
                <li key={CODE} data-code={CODE}>
                  {target ? (
                    <a
                      href={`#${target}`}
                      className="inline-block rounded-full border border-accent/60 bg-accent/10 px-3 py-1 text-sm text-primary hover:bg-accent/20"
                    >
                      {label}
                    </a>
                  ) : (
                    <span
                      className="inline-block rounded-full border border-line bg-sand px-3 py-1 text-sm text-muted"
                      title={t('eidPending')}
                    >
                      {label}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {completion.missing.some((m) => m.CODE === 999) && (
            <p className="mt-2 text-xs text-muted">{t('eidPending')}</p>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-seats-high">{t('complete')}</p>
      )}
    </section>
  );
}
