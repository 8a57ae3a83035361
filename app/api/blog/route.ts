import { toBlogCard } from '@/components/editorial/blog-data';
import type { BlogPageAnswer } from '@/lib/bff/answer-types';
import { BLOG_PAGE_SIZE } from '@/lib/contract';
import { isAppLocale } from '@/lib/i18n/locales';
import { getBlog } from '@/lib/upstream/editorial';

/**
 * Further pages of the blog for the "Load more" button: `?page=2&lang=ar` → `{ articles: BlogCardData[] }`.
 * Read through the cached reader (no upstream call per click) and cacheable by a CDN.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page'));
  const lang = url.searchParams.get('lang') ?? 'en';
  if (!Number.isInteger(page) || page < 1 || page > 1000 || !isAppLocale(lang)) {
    return Response.json({ error: 'bad_request' } satisfies BlogPageAnswer, { status: 400 });
  }
  const blog = await getBlog(page);
  if (!blog.ok)
    return Response.json({ error: 'failed' } satisfies BlogPageAnswer, {
      status: 502,
      headers: { 'Cache-Control': 'no-store' },
    });
  return Response.json(
    {
      articles: blog.data.map((article) => toBlogCard(article, lang)),
      pageSize: BLOG_PAGE_SIZE,
    } satisfies BlogPageAnswer,
    { headers: { 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600' } },
  );
}
