'use client';

import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAddToCart } from '@/components/courses/use-add-to-cart';
import { useRouter } from '@/lib/i18n/navigation';
import type { WaitlistChangeAnswer } from '@/lib/bff/answer-types';
import { postAnswer } from '@/lib/bff/client';
import { useWaitlistStanding, WAITLIST_API } from '@/lib/bff/hooks/waitlist';
import { loginPath } from '@/lib/routes';

type Props = {
  /** The program's PriceOptionID. */
  programId: number;
  /** No seat left (MaxStudents 0): only then is the waitlist offered; otherwise the children show as they are. */
  full: boolean;
  /** The program's course title (accessible name of the button). */
  title: string;
  /**
   * What the spec shows for a full program (its Add to Cart), rendered instead when the upstream has no waitlist
   * (the extension answers 404): the feature is hidden, the card stays as the spec has it.
   */
  children: ReactNode;
};

const OfferNote = lazy(() => import('./offer-note'));

const button =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-70';

/**
 * 'Join the waitlist' on a full program (issue: seats that flow). A visitor is sent to log in with this page as
 * returnUrl; a customer joins, sees their place in line and can leave; a customer a freed seat is held for books it
 * (the cart takes the held seat) or declines it. The standing comes from the BFF per browser, so cached catalogue
 * pages stay shared.
 */
export function WaitlistButton({ full, ...rest }: Props) {
  if (!full) return <>{rest.children}</>;
  return <WaitlistPanel {...rest} />;
}

function WaitlistPanel({ programId, title, children }: Omit<Props, 'full'>) {
  const t = useTranslations('lifecycle.island');
  const router = useRouter();
  const { data, error, isLoading, mutate } = useWaitlistStanding(programId);
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const cart = useAddToCart({
    loginFirst: t('loginFirst'),
    added: t('book'),
    already: t('failed'),
    failed: t('failed'),
  });

  if (data && data.ok && !data.available) return <>{children}</>;

  const loginFirst = () => {
    setNote({ tone: 'info', text: t('loginFirst') });
    router.push(loginPath(`${window.location.pathname}${window.location.search}`));
  };

  async function change(action: 'join' | 'leave') {
    if (pending) return;
    setPending(true);
    setNote(null);
    try {
      const r = await postAnswer<WaitlistChangeAnswer>(WAITLIST_API, { action, PriceOptionID: programId });
      if (r.status === 401) return loginFirst();
      if (!r.body?.ok) throw new Error(String(r.status));
      if (action === 'leave') setNote({ tone: 'info', text: t('left') });
      const status = r.body.status;
      if (status === 'not_full') {
        setNote({ tone: 'info', text: t('notFull') });
        router.refresh();
      } else if (status === 'booked') setNote({ tone: 'info', text: t('booked') });
      else if (status === 'closed') setNote({ tone: 'info', text: t('closed') });
      await mutate();
    } catch {
      setNote({ tone: 'error', text: t('failed') });
    } finally {
      setPending(false);
    }
  }

  const standing = data && data.ok && data.available && data.loggedIn ? data.standing : null;
  const loggedOut = data && data.ok && data.available && !data.loggedIn;
  const busy = pending || cart.pending || isLoading;
  const status = note ?? (error || (data && !data.ok) ? { tone: 'error' as const, text: t('failed') } : null);

  return (
    <div className="flex flex-col gap-2" data-testid="waitlist" data-program-id={programId}>
      <p className="text-sm font-medium text-ink">{t('full')}</p>
      {standing?.Status === 'waiting' ? (
        <>
          <p className="text-sm text-ink" data-testid="waitlist-position">
            {t('onList', { position: String(standing.Position) })}
          </p>
          <button
            type="button"
            onClick={() => change('leave')}
            disabled={busy}
            aria-busy={pending}
            className={`${button} border border-line bg-white text-primary hover:bg-primary-50`}
          >
            {t('leave')}
          </button>
        </>
      ) : standing?.Status === 'offered' ? (
        <>
          <p className="text-sm font-semibold text-primary" data-testid="waitlist-offer">
            <Suspense>
              <OfferNote expiresAt={standing.OfferExpiresAt} />
            </Suspense>
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => cart.add({ ItemID: programId, ItemType: 'program' })}
              disabled={busy}
              className={`${button} bg-accent text-primary hover:bg-accent-600`}
            >
              {t('book')}
            </button>
            <button
              type="button"
              onClick={() => change('leave')}
              disabled={busy}
              className={`${button} border border-line bg-white text-primary hover:bg-primary-50`}
            >
              {t('decline')}
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          onClick={() => (loggedOut ? loginFirst() : change('join'))}
          disabled={busy}
          aria-busy={busy}
          aria-label={t('joinLabel', { title })}
          className={`${button} bg-primary text-white hover:bg-primary-700`}
        >
          {pending ? t('working') : t('join')}
        </button>
      )}
      <p
        role="status"
        aria-live="polite"
        className={`min-h-5 text-sm ${status?.tone === 'error' ? 'text-seats-low' : 'text-primary'}`}
      >
        {status?.text ?? cart.status?.text ?? ''}
      </p>
    </div>
  );
}
