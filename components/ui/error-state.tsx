import { getTranslations } from 'next-intl/server';
import { AlertIcon } from '@/components/ui/icons';
import type { UpstreamError } from '@/lib/upstream/result';

/**
 * What a section shows when its upstream read failed: a translated message, never a crash.
 * Use one per section so the rest of the page still renders. Empty lists: components/ui/empty-state.tsx.
 */
export async function ErrorState({ error, className = '' }: { error?: UpstreamError; className?: string }) {
  const t = await getTranslations('common');
  const detail = error && error.kind !== 'http' ? t(`errorKinds.${error.kind}`) : t('loadFailed');
  return (
    <div role="status" className={`mx-auto flex max-w-xl flex-col items-center gap-2 rounded-xl border border-line bg-white px-6 py-8 text-center ${className}`}>
      <AlertIcon size={28} className="text-seats-mid" />
      <p className="font-semibold text-primary">{t('somethingWrong')}</p>
      <p className="text-sm text-muted">{detail}</p>
    </div>
  );
}

