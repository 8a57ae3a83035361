'use client';

import { FileImage } from '@/components/catalog/file-image';
import { Link } from '@/lib/i18n/navigation';

/** An article as home's latest-blog section shows it, in the page's language (components/home/latest-blog). */
export type LatestArticleData = {
  id: number;
  href: string;
  title: string;
  photo: string | null;
  date: { iso: string; text: string };
};

/**
 * Home's latest blog: the newest article large (photo, date, title, excerpt, read more), the next ones in a list.
 * Drawn from the articles' data, so the page's flight data carries their texts, not their markup a second time.
 */
export function LatestBlogView({
  lead,
  excerpt,
  rest,
  readMore,
  readMoreAbout,
}: {
  lead: LatestArticleData;
  excerpt: string;
  rest: LatestArticleData[];
  readMore: string;
  /** The lead's read-more link's accessible name. */
  readMoreAbout: string;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <article
        className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm"
        data-testid="blog-lead"
      >
        <Link
          href={lead.href}
          tabIndex={-1}
          aria-hidden="true"
          className="block aspect-video overflow-hidden bg-primary-50"
        >
          <FileImage
            fileId={lead.photo}
            ratio={16 / 9}
            width={960}
            height={540}
            alt=""
            sizes="(min-width: 1024px) 55vw, 100vw"
            className="img-cover"
          />
        </Link>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <time dateTime={lead.date.iso} className="text-sm text-muted">
            {lead.date.text}
          </time>
          <h3 className="text-xl leading-snug font-semibold text-primary">
            <Link href={lead.href} className="hover:underline">
              {lead.title}
            </Link>
          </h3>
          <p className="text-sm leading-6 text-ink">{excerpt}</p>
          <Link href={lead.href} aria-label={readMoreAbout} className="btn-sm mt-auto">
            {readMore}
            <span className="sr-only">: {lead.title}</span>
            <i className="chev" />
          </Link>
        </div>
      </article>
      <ul className="flex flex-col gap-4" data-testid="blog-list">
        {rest.map((article) => (
          <li key={article.id}>
            <article className="blog-row">
              <div className="blog-row-media">
                <FileImage
                  fileId={article.photo}
                  ratio={4 / 3}
                  width={288}
                  height={216}
                  alt=""
                  sizes="144px"
                  className="img-cover"
                />
              </div>
              <div className="flex min-w-0 flex-col gap-1">
                <time dateTime={article.date.iso} className="text-xs text-muted">
                  {article.date.text}
                </time>
                <h3 className="line-clamp-3 leading-snug font-semibold text-primary">
                  <Link href={article.href} className="hover:underline">
                    {article.title}
                  </Link>
                </h3>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
