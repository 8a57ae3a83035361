import { Skeleton } from '@/components/ui/skeleton';

/** The cart while it loads: three item rows and the summary column. */
export function CartSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-6 lg:grid-cols-3" data-testid="cart-skeleton">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-4 lg:col-span-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5">
          <Skeleton className="h-5 w-1/2" />
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-3 w-full" />
          ))}
        </div>
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    </div>
  );
}
