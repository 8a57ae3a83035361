import { PageShell } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';

/** A loading skeleton shows until the settings (email) arrive (docs/product/screens.md#contact). */
export default function Loading() {
  return (
    <PageShell>
      <Skeleton className="mb-3 h-4 w-40" />
      <Skeleton className="mb-8 h-8 w-48" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" data-testid="contact-loading">
        <div className="flex flex-col gap-4 rounded-xl border border-line bg-white p-6">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-4 rounded-xl border border-line bg-white p-6">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      </div>
    </PageShell>
  );
}
