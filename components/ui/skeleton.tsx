import { LoadingText } from './loading-text';

/** The loading skeleton shows 6 cards (docs/product/constants.md#page-sizes). */
const SKELETON_CARDS = 6;

/** A grey pulsing block. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-line ${className}`} />;
}

/** The shape of a catalogue card (photo, category, title, text, price, button). */
function CardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`overflow-hidden rounded-xl border border-line bg-white ${className}`}
      data-testid="card-skeleton"
    >
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-6 w-1/4" />
        <Skeleton className="h-9 w-28" />
      </div>
    </div>
  );
}

/** A grid of card skeletons (default 6) announced as loading. */
export function CardGridSkeleton({ count = SKELETON_CARDS, className = '' }: { count?: number; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">
        <LoadingText />
      </span>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
