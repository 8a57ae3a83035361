import { FileImage } from '@/components/catalog/file-image';
import type { BlogCardData } from '@/lib/cards/types';
import { Link } from '@/lib/i18n/navigation';

export type BlogCardLabels = { readMore: string; readMoreAbout: string };

/**
 * Blog card (docs/product/screens.md#blog): photo, title, date, text stripped of HTML, read-more link. No hooks, so the
 * server list and the client "Load more" render the same markup.
 * Only the title's link prefetches, as on the course card (components/catalog/course-card-view).
 */
export function BlogCard({
  article,
  labels,
  headingLevel = 2,
  priority = false,
  loading,
}: {
  article: BlogCardData;
  labels: BlogCardLabels;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** From gridImageLoading (lib/images/grid-priority.ts). */
  loading?: 'eager';
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card" data-testid="blog-card">
      <Link href={article.href} prefetch={false} tabIndex={-1} aria-hidden="true" className="card-media">
        <FileImage
          fileId={article.photo}
          ratio={3 / 2}
          width={600}
          height={400}
          alt=""
          priority={priority}
          // Only when set: a server component's undefined prop is still written into the flight data, on every card.
          {...(loading && { loading })}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="img-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <time dateTime={article.dateIso} className="text-sm text-muted">
          {article.date}
        </time>
        <Heading className="card-title">
          <Link href={article.href}>{article.title}</Link>
        </Heading>
        {article.excerpt && <p className="line-clamp-3 text-sm text-ink">{article.excerpt}</p>}
        <Link
          href={article.href}
          prefetch={false}
          aria-label={labels.readMoreAbout.replace('{title}', article.title)}
          className="mt-auto inline-flex items-center gap-1 self-start pt-2 text-sm font-semibold text-secondary hover:underline"
        >
          {labels.readMore}
          <span className="sr-only">: {article.title}</span>
          <i className="chev" />
        </Link>
      </div>
    </article>
  );
}
