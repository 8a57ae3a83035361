import { getTranslations } from 'next-intl/server';
import { formatLongDate } from '@/lib/dates/format';
import type { AppLocale } from '@/lib/i18n/routing';
import type { CallerContext } from '@/lib/upstream/client';
import { getMailHealth } from '@/lib/upstream/staff';

/**
 * The e-mail outbox as staff see it (issue 46): e-mails stuck in sending past their lease (the queue sends them again,
 * docs/adr/0010-mail-at-least-once.md) and e-mails whose last attempt failed. Read on each request with the staff
 * session; nothing where the upstream lacks the extension (404).
 */
export async function MailHealth({ ctx, lang }: { ctx: CallerContext; lang: AppLocale }) {
  const [t, result] = await Promise.all([getTranslations('documents.mailHealth'), getMailHealth(ctx)]);
  if (!result.ok && result.error.kind === 'not_found') return null;
  const box = 'mb-6 rounded-xl border bg-white px-4 py-3 text-sm';
  if (!result.ok)
    return (
      <p role="status" data-testid="mail-health" data-state="unknown" className={`${box} border-line text-muted`}>
        {t('loadFailed')}
      </p>
    );
  const { Stuck, Failed, OldestStuckSince } = result.data;
  const fine = Stuck === 0 && Failed === 0;
  return (
    <section
      aria-labelledby="mail-health-title"
      data-testid="mail-health"
      data-state={fine ? 'ok' : 'attention'}
      className={`${box} ${fine ? 'border-line' : 'border-seats-low'}`}
    >
      <h2 id="mail-health-title" className="font-bold text-primary">
        {t('title')}
      </h2>
      {fine ? (
        <p className="text-muted">{t('allSent')}</p>
      ) : (
        <>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-seats-low">
            {Stuck > 0 && (
              <li data-testid="mail-stuck">
                {t('stuck', { count: Stuck, since: OldestStuckSince ? formatLongDate(OldestStuckSince, lang) : '-' })}
              </li>
            )}
            {Failed > 0 && <li data-testid="mail-failed">{t('failed', { count: Failed })}</li>}
          </ul>
          <p className="mt-1 text-muted">{t('hint')}</p>
        </>
      )}
    </section>
  );
}
