import { Link } from '@/lib/i18n/navigation';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { FileImage } from './file-image';
import type { PriceText } from '@/lib/cards/types';
import { PriceTagView } from './price-tag';

/** What a diploma card shows, already picked and worded for one language (components/catalog/diploma-card). */
export type DiplomaCardData = {
  id: number;
  href: string;
  title: string;
  short: string;
  cover: string | null;
  coursesCount: number;
  creditHours: number;
  price: PriceText;
};

/** The diploma card's fixed texts, once per list; `{title}` in `learnMoreAbout` is replaced by the diploma's title. */
export type DiplomaCardLabels = {
  coursesCount: string;
  creditHours: string;
  learnMore: string;
  learnMoreAbout: string;
};

/**
 * Diploma card (docs/product/screens.md#diploma-card): cover, title, short description, number of courses, credit
 * hours, price ('Free' when 0), old price when > 0, VAT note when price > 0, learn-more link
 * `/academic-program/{DiplomaID}/{Link}`. The markup only, from data: the diploma list's island renders it.
 * Only the title's link prefetches, as on the course card (components/catalog/course-card-view).
 */
export function DiplomaCardView({
  data,
  labels,
  headingLevel = 3,
  priority = false,
  className = '',
}: {
  data: DiplomaCardData;
  labels: DiplomaCardLabels;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card relative ${className}`} data-testid="diploma-card">
      <Link
        href={data.href}
        prefetch={false}
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-video overflow-hidden bg-primary-50"
      >
        <FileImage
          fileId={data.cover}
          ratio={16 / 9}
          width={640}
          height={360}
          alt=""
          priority={priority}
          sizes="(min-width: 992px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="img-cover"
        />
      </Link>
      <WishlistHeart type="diploma" id={data.id} title={data.title} className="absolute end-3 top-3" />
      <div className="card-body">
        <Heading className="card-title">
          <Link href={data.href}>{data.title}</Link>
        </Heading>
        {data.short && <p className="card-text">{data.short}</p>}
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted">{labels.coursesCount}</dt>
            <dd className="font-semibold text-ink" data-testid="courses-count">
              {data.coursesCount}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{labels.creditHours}</dt>
            <dd className="font-semibold text-ink" data-testid="credit-hours">
              {data.creditHours}
            </dd>
          </div>
        </dl>
        <PriceTagView price={data.price} />
        <Link
          href={data.href}
          prefetch={false}
          aria-label={labels.learnMoreAbout.replace('{title}', data.title)}
          className="btn-sm"
        >
          {labels.learnMore}
          <span className="sr-only">: {data.title}</span>
          <i className="chev" />
        </Link>
      </div>
    </article>
  );
}
