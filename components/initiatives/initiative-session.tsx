'use client';

import { useState } from 'react';
import { useLocale } from 'next-intl';
import { ConfirmDialog } from '@/components/account/addresses/confirm-dialog';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { BffAnswer } from '@/lib/bff/answer-types';
import { useSessionSummary } from '@/components/layout/session-summary';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useNow } from '@/components/hooks/use-now';
import { accountPath, loginPath } from '@/lib/routes';

/**
 * The per-user part of the initiative page (the page itself stays cacheable and reads no cookie): a greeting
 * for a signed-in user (docs/product/screens.md#initiative-page) and the booking of a session
 * (docs/product/states.md#initiative-registration), both fed by /api/session in the browser.
 */
export function InitiativeGreeting({ greeting }: { greeting: string }) {
  const { loggedIn, firstName } = useSessionSummary();
  if (!loggedIn) return null;
  return (
    <p className="rounded-md bg-primary-50 px-4 py-2 font-semibold text-primary" data-testid="initiative-greeting">
      {greeting.replace('{name}', firstName ?? '')}
    </p>
  );
}

export type RegisterLabels = {
  login: string;
  register: string;
  booking: string;
  full: string;
  closed: string;
  confirmTitle: string;
  confirm: string;
  yes: string;
  cancel: string;
  ok: string;
  /** Translations of the BFF's message keys (outcomes and errors). */
  messages: Record<string, string>;
};

type Outcome = { text: string; tone: 'success' | 'error'; done: boolean };
type Answer = { status: number; message: string };

/**
 * Booking one initiative session (docs/product/states.md#initiative-registration): a full session cannot be booked; a
 * visitor goes to login with the returnUrl; a signed-in user confirms, then /api/initiatives/register answers the
 * upstream status: 200 and 202 show their alert then open my-initiatives; 403 (full) and 201/500 (e-mail error) show
 * theirs. The page's data is read again after the call (the BFF expires the initiative's cache tag).
 */
export function InitiativeRegisterSlot({
  initId,
  programId,
  returnUrl,
  full,
  startsAt,
  labels,
}: {
  initId: number;
  programId: number;
  returnUrl: string;
  full: boolean;
  /** ISO start of the session: one that has started takes no more bookings (the upstream answers 403). */
  startsAt: string;
  labels: RegisterLabels;
}) {
  const { loggedIn } = useSessionSummary();
  const lang = useLocale();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Decided in the browser: the page is cached, so a time compared at render would be stale for its lifetime.
  const now = useNow();
  const closed = now !== null && Date.parse(startsAt) <= now;
  const translate = (key: string) => labels.messages[key] ?? labels.messages['forms.failed'] ?? key;

  // Rendered in every state: booking the last seat refreshes the page into its 'full' state, and the customer who
  // took that seat must still read that it is theirs.
  const outcomeDialog = (
    <ConfirmDialog
      open={outcome !== null}
      message={outcome?.text ?? ''}
      confirmLabel={labels.ok}
      tone={outcome?.tone ?? 'default'}
      onConfirm={() => {
        const done = outcome?.done;
        setOutcome(null);
        if (done) router.push(accountPath('my-initiatives'));
      }}
      testId="initiative-outcome"
    />
  );

  if (full || closed) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled
          aria-disabled="true"
          className="cursor-not-allowed rounded-md bg-line px-4 py-2 text-sm font-semibold text-muted"
          data-testid="initiative-register"
        >
          {labels.register}
        </button>
        {closed ? (
          <span className="text-sm font-semibold text-muted" data-testid="initiative-closed">
            {labels.closed}
          </span>
        ) : (
          <span className="text-sm font-semibold text-seats-low" data-testid="initiative-full">
            {labels.full}
          </span>
        )}
        {outcomeDialog}
      </div>
    );
  }
  if (!loggedIn) {
    return (
      <Link
        href={loginPath(returnUrl)}
        className="inline-flex rounded-md border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-50"
        data-testid="initiative-login"
      >
        {labels.login}
      </Link>
    );
  }

  async function book() {
    setBusy(true);
    const result = answerOf(
      await postAnswer<BffAnswer<Answer>>('/api/initiatives/register', { initId, programId }, { lang }),
    );
    setBusy(false);
    setConfirming(false);
    router.refresh(); // fresh seat counts
    if (result.ok) setOutcome({ text: translate(result.message), tone: 'success', done: true });
    else setOutcome({ text: translate(result.error), tone: 'error', done: false });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        disabled={busy}
        className="inline-flex rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-50"
        data-testid="initiative-register"
      >
        {busy ? labels.booking : labels.register}
      </button>
      <ConfirmDialog
        open={confirming}
        title={labels.confirmTitle}
        message={labels.confirm}
        confirmLabel={busy ? labels.booking : labels.yes}
        cancelLabel={labels.cancel}
        busy={busy}
        onConfirm={book}
        onCancel={() => setConfirming(false)}
        testId="initiative-confirm"
      />
      {outcomeDialog}
    </>
  );
}
