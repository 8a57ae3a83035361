'use client';

import { useSessionSummary } from '@/components/layout/use-session-summary';
import { Link } from '@/lib/i18n/navigation';

/**
 * The per-user part of the initiative page (the page stays static): a greeting for a signed-in user
 * (spec 2), and the registration slot. Registration itself comes with the commerce work: a visitor is
 * sent to login with the returnUrl; a signed-in user sees that online registration opens soon.
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

export function InitiativeRegisterSlot({ returnUrl, full, labels }: { returnUrl: string; full: boolean; labels: { login: string; soon: string; full: string } }) {
  const { loggedIn } = useSessionSummary();
  if (full) return <span className="text-sm font-semibold text-seats-low">{labels.full}</span>;
  if (!loggedIn) {
    return (
      <Link
        href={{ pathname: '/login', query: { returnUrl } }}
        className="inline-flex rounded-md border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-50"
        data-testid="initiative-login"
      >
        {labels.login}
      </Link>
    );
  }
  // Slot for the commerce work: the register button (confirmation dialog, Shared/init-reg) goes here.
  return (
    <span className="text-sm text-muted" data-slot="initiative-register">
      {labels.soon}
    </span>
  );
}
