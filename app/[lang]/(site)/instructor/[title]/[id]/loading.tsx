import { PageShell } from '@/components/ui/page-header';
import { CardGridSkeleton, Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageShell>
      <Skeleton className="mb-3 h-4 w-48" />
      <Skeleton className="mb-8 h-8 w-64" />
      <div className="mb-10 grid grid-cols-1 gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
        <Skeleton className="aspect-square w-full max-w-64" />
        <div className="flex flex-col gap-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      </div>
      <CardGridSkeleton count={3} />
    </PageShell>
  );
}
