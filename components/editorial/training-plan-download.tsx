'use client';

import { useSyncExternalStore } from 'react';
import { useSessionSummary } from '@/components/layout/session-summary';
import { Link } from '@/lib/i18n/navigation';
import { loginPath } from '@/lib/routes';
import { DownloadIcon } from '@/components/ui/icons';

const noSubscription = () => () => {};

const BUTTON =
  'inline-flex items-center gap-2 rounded-md bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700';

const downloadIcon = <DownloadIcon strokeWidth={2} />;

/**
 * The training calendar button (docs/product/screens.md#training-plan): a download (through the signed-in-only download
 * route) for a signed-in user; for a visitor the 'Login to download' label, linking to login with the returnUrl. The
 * login state comes from /api/session in the browser, so the page itself stays static.
 */
export function TrainingPlanDownload({
  fileHref,
  returnUrl,
  labels,
}: {
  fileHref: string;
  returnUrl: string;
  labels: { download: string; login: string; unavailable: string };
}) {
  const { loggedIn } = useSessionSummary();
  // The download route sends the browser back with ?unavailable=1 when the upstream could not give the file.
  const unavailable = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).has('unavailable'),
    () => false,
  );
  if (loggedIn) {
    return (
      <>
        <a href={fileHref} download className={BUTTON} data-testid="training-plan-download">
          {downloadIcon}
          {labels.download}
        </a>
        {unavailable && (
          <p role="alert" className="text-sm text-seats-low" data-testid="training-plan-unavailable">
            {labels.unavailable}
          </p>
        )}
      </>
    );
  }
  return (
    <Link href={loginPath(returnUrl)} className={BUTTON} data-testid="training-plan-login">
      {downloadIcon}
      {labels.login}
    </Link>
  );
}
