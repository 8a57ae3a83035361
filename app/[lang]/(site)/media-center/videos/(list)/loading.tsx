import { PageShell } from '@/components/ui/page-header';
import { CardGridSkeleton, Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageShell>
      <Skeleton className="mb-3 h-4 w-48" />
      <Skeleton className="mb-8 h-8 w-56" />
      <CardGridSkeleton />
    </PageShell>
  );
}
