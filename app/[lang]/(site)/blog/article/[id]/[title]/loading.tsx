import { PageShell } from '@/components/editorial/page-header';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageShell>
      <Skeleton className="mb-3 h-4 w-48" />
      <Skeleton className="mb-2 h-8 w-3/4" />
      <Skeleton className="mb-8 h-4 w-32" />
      <Skeleton className="mb-6 aspect-video w-full max-w-3xl" />
      <div className="flex max-w-3xl flex-col gap-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </PageShell>
  );
}
