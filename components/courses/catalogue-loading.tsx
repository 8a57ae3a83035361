import { CardGridSkeleton, Skeleton } from '@/components/ui/skeleton';

/**
 * Loading state of a catalogue route: the page head, then the 6 card skeletons (docs/product/constants.md#page-sizes).
 */
export function CatalogueLoading({ toolbar = false }: { toolbar?: boolean }) {
  return (
    <div data-testid="catalogue-loading">
      <div className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:py-8">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-8 w-72 max-w-full" />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
        {toolbar && <Skeleton className="h-40 w-full rounded-xl" />}
        <CardGridSkeleton />
      </div>
    </div>
  );
}
