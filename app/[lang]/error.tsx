'use client';

import { ErrorView } from '@/components/ui/error-view';

// Errors outside the (site) group (pdf/, payment-link/, app-auth): the same message, without chrome.
export default function LangError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <main id="main" className="flex-1">
      <ErrorView error={error} retry={retry} />
    </main>
  );
}
