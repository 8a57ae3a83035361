'use client';

import { ErrorView } from '@/components/ui/error-view';

/** An unexpected render error inside the site chrome: a translated message and a retry, never a blank page. */
export default function SiteError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
