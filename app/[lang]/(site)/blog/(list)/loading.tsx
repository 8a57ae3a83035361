import { PageShell } from '@/components/ui/page-header';
import { CardGridSkeleton, Skeleton } from '@/components/ui/skeleton';

// The blog list's skeleton, in a route group so that an article (a prerendered page) has none: a skeleton makes React
// send the finished article out of line, painted a frame later (docs/architecture.md#page-weight).
export default function Loading() {
  return (
    <PageShell>
      <Skeleton className="mb-3 h-4 w-40" />
      <Skeleton className="mb-8 h-8 w-64" />
      <CardGridSkeleton />
    </PageShell>
  );
}
