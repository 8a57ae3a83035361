'use client';

import { useState } from 'react';
import type { BlogCardData } from '@/lib/cards/types';
import { BlogCard, type BlogCardLabels } from './blog-card';
import type { BlogPageAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer } from '@/lib/bff/client';

type Labels = BlogCardLabels & { loadMore: string; loading: string; failed: string };

/**
 * "Load more" under the server-rendered first page of the blog: fetches the next pages from /api/blog
 * and appends their cards. Shown while the last page was full (the upstream gives no total).
 */
export function BlogLoadMore({
  lang,
  pageSize,
  initialHasMore,
  labels,
}: {
  lang: string;
  pageSize: number;
  initialHasMore: boolean;
  labels: Labels;
}) {
  const [articles, setArticles] = useState<BlogCardData[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(initialHasMore);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');

  async function loadMore() {
    setState('loading');
    try {
      const next = page + 1;
      const { status, body } = await fetchAnswer<BlogPageAnswer>(`/api/blog?page=${next}&lang=${lang}`);
      if (!body || !('articles' in body)) throw new Error(String(status));
      setArticles((current) => {
        const seen = new Set(current.map((a) => a.id));
        return [...current, ...body.articles.filter((a) => !seen.has(a.id))];
      });
      setPage(next);
      setHasMore(body.articles.length >= pageSize);
      setState('idle');
    } catch {
      setState('error');
    }
  }

  return (
    <>
      {articles.length > 0 && (
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-more">
          {articles.map((article) => (
            <li key={article.id}>
              <BlogCard article={article} labels={labels} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 flex flex-col items-center gap-3" aria-live="polite">
        {state === 'error' && <p className="text-sm text-seats-low">{labels.failed}</p>}
        {hasMore && (
          <button
            type="button"
            onClick={loadMore}
            disabled={state === 'loading'}
            className="rounded-md bg-primary px-6 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60"
          >
            {state === 'loading' ? labels.loading : labels.loadMore}
          </button>
        )}
      </div>
    </>
  );
}
