import { getTranslations } from 'next-intl/server';
import { AlertIcon } from '@/components/ui/icons';
import { RetryButton } from '@/components/ui/retry-button';
import type { UpstreamError } from '@/lib/upstream/result';

/**
 * What a section shows when its upstream read failed: a translated message, never a crash.
 * Use one per section so the rest of the page still renders. A retry button is shown when trying again
 * may help (network, timeout, 5xx); on a cached public page the next render after recovery replaces it. Empty lists: components/ui/empty-state.tsx.
 */
export async function ErrorState({
  error,
  className = '',
  retry = true,
}: {
  error?: UpstreamError;
  className?: string;
  retry?: boolean;
}) {
  const t = await getTranslations('common');
  const detail = error && error.kind !== 'http' ? t(`errorKinds.${error.kind}`) : t('loadFailed');
  return (
    <div
      role="status"
      data-testid="error-state"
      className={`mx-auto flex max-w-xl flex-col items-center gap-2 rounded-xl border border-line bg-white px-6 py-8 text-center ${className}`}
    >
      <AlertIcon size={28} className="text-seats-mid" />
      <p className="font-semibold text-primary">{t('somethingWrong')}</p>
      <p className="text-sm text-muted">{detail}</p>
      {retry && (!error || error.retryable) ? <RetryButton /> : null}
    </div>
  );
}
