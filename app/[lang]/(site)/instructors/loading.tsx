import { PageShell } from '@/components/ui/page-header';
import { INSTRUCTOR_GRID } from '@/components/instructors/instructor-card';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageShell>
      <Skeleton className="mb-3 h-4 w-40" />
      <Skeleton className="mb-8 h-8 w-56" />
      <div className={INSTRUCTOR_GRID} aria-hidden="true" data-testid="instructors-loading">
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} className="flex flex-col items-center gap-3 rounded-xl border border-line bg-white p-4">
            <Skeleton className="aspect-square w-full rounded-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ))}
      </div>
    </PageShell>
  );
}
