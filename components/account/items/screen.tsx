import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AlertIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import type { UpstreamError } from '@/lib/upstream/result';
import { RetryButton } from '@/components/ui/retry-button';

/** A My Account screen: its h1 and content. */
export function AccountScreen({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="space-y-5" data-testid={testId}>
      <h1 className="text-2xl font-bold text-primary">{title}</h1>
      {children}
    </section>
  );
}

/** 'No Data Found' of an empty list (docs/product/errors.md#messages). */
export async function AccountEmpty() {
  const t = await getTranslations('account');
  return (
    <div
      className="rounded-2xl border border-line bg-white p-10 text-center text-muted shadow-sm"
      data-testid="empty-state"
    >
      {t('noData')}
    </div>
  );
}

/** A failed read: the translated reason and a retry, never a stack trace. */
export async function AccountError({ error }: { error: UpstreamError }) {
  const t = await getTranslations('common');
  const detail = error.kind === 'http' ? t('loadFailed') : t(`errorKinds.${error.kind}`);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white px-6 py-10 text-center shadow-sm"
      data-testid="account-error"
    >
      <AlertIcon size={28} className="text-seats-mid" />
      <p className="font-semibold text-primary">{t('somethingWrong')}</p>
      <p className="text-sm text-muted">{detail}</p>
      <RetryButton place="account" />
    </div>
  );
}

/** The loading state of a list screen. */
export function AccountListSkeleton({ rows = 3 }: { rows?: number }) {
  const t = useTranslations('common');
  return (
    <div role="status" aria-busy="true" className="space-y-5">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-8 w-48" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-3 rounded-2xl border border-line bg-white p-5 shadow-sm">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}

/** One label/value pair of an item card. */
export function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** A link to a document or certificate (opens in a new tab). */
export async function DocLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  const t = await getTranslations('common');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 rounded-lg border border-primary/30 px-3 py-1.5 text-sm font-semibold text-primary hover:bg-primary-50"
      data-testid={testId}
    >
      {children}
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}
