import { CardGridSkeleton, Skeleton } from '@/components/ui/skeleton';
import { LoadingText } from '@/components/ui/loading-text';

/** Loading state of a course or diploma page: head, media and price panel, then 6 card skeletons. */
export function DetailLoading() {
  return (
    <div data-testid="detail-loading" aria-busy="true">
      <span className="sr-only" role="status">
        <LoadingText />
      </span>
      <div className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:py-8">
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-8 w-96 max-w-full" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="aspect-video w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-10">
        <CardGridSkeleton />
      </div>
    </div>
  );
}
