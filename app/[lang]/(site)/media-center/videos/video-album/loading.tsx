import { PageShell } from '@/components/editorial/page-header';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageShell>
      <Skeleton className="mb-3 h-4 w-64" />
      <Skeleton className="mb-8 h-8 w-72" />
      <Skeleton className="mb-6 aspect-video w-full max-w-4xl" />
      <Skeleton className="mb-2 h-4 w-full max-w-4xl" />
      <Skeleton className="h-4 w-2/3 max-w-4xl" />
    </PageShell>
  );
}
