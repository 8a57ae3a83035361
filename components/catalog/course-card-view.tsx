import { Link } from '@/lib/i18n/navigation';
import { FileImage } from './file-image';
import type { CourseCardData } from '@/lib/cards/types';
import { PriceTagView } from './price-tag';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';

/** Translated texts; `{title}` in `detailsOf` is replaced by the course's title. */
export type CourseCardLabels = { creditHours: string; details: string; detailsOf: string };

/**
 * The course card's markup (docs/product/screens.md#course-card), without hooks: the server renders it (CourseCard) and
 * the course carousels render their later slides with it in the browser, from data
 * (components/catalog/courses-carousel.tsx). Only the title's link prefetches its page when it comes into view: the
 * photo and the button lead to the same page, the category is a side road, and each prefetching link costs a URL
 * parse and an observer when the page hydrates (docs/performance.md#main-thread-and-hydration).
 */
export function CourseCardView({
  data,
  labels,
  headingLevel = 3,
  priority = false,
  loading,
  className = '',
}: {
  data: CourseCardData;
  labels: CourseCardLabels;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  /** 'eager' for a card above the fold that is not the page's LCP: it loads at once, without a preload or high priority. */
  loading?: 'eager' | 'lazy';
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card relative ${className}`} data-testid="course-card">
      <Link href={data.href} prefetch={false} tabIndex={-1} aria-hidden="true" className="card-media">
        <FileImage
          fileId={data.photo}
          ratio={3 / 2}
          width={600}
          height={400}
          alt=""
          priority={priority}
          loading={loading}
          sizes="(min-width: 1100px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="img-cover"
        />
      </Link>
      <WishlistHeart type="course" id={data.id} title={data.title} className="absolute end-3 top-3" />
      <div className="card-body">
        {data.category && (
          <Link href={data.categoryHref} prefetch={false} className="card-cat">
            {data.category}
          </Link>
        )}
        <Heading className="card-title">
          <Link href={data.href}>{data.title}</Link>
        </Heading>
        {data.short && <p className="card-text">{data.short}</p>}
        <dl className="mt-auto flex items-center gap-2 text-sm">
          <dt className="text-muted">{labels.creditHours}</dt>
          <dd className="font-semibold text-ink" data-testid="credit-hours">
            {data.creditHours}
          </dd>
        </dl>
        <PriceTagView price={data.price} />
        <Link
          href={data.href}
          prefetch={false}
          aria-label={labels.detailsOf.replace('{title}', data.title)}
          className="btn-sm"
        >
          {labels.details}
          <i className="chev" />
        </Link>
      </div>
    </article>
  );
}
