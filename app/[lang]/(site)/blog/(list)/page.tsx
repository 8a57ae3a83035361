import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BlogCard } from '@/components/editorial/blog-card';
import { toBlogCard } from '@/components/editorial/blog-data';
import { BlogLoadMore } from '@/components/editorial/blog-load-more';
import { PageHeader, PageShell } from '@/components/editorial/page-header';
import { gridImageLoading } from '@/lib/images/grid-priority';
import { pageMetadata } from '@/lib/seo/metadata';
import { BLOG_PATH } from '@/lib/routes';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { BLOG_PAGE_SIZE } from '@/lib/contract';
import { routing } from '@/lib/i18n/routing';
import { getBlog } from '@/lib/upstream/editorial';

export const revalidate = 300;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'editorial' });
  return pageMetadata({ metaId: 'blog', path: BLOG_PATH, lang, fallbackTitle: t('blog') });
}

export default async function BlogPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const [blog, t] = await Promise.all([getBlog(1), getTranslations('editorial')]);
  const labels = { readMore: t('readMore'), readMoreAbout: t('readMoreAbout', { title: '{title}' }) };

  return (
    <PageShell>
      <PageHeader title={t('blog')} trail={[{ label: t('blog') }]} />
      {!blog.ok ? (
        <ErrorState error={blog.error} />
      ) : blog.data.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
            {blog.data.map((article, i) => (
              <li key={article.ArticleID}>
                <BlogCard article={toBlogCard(article, lang)} labels={labels} {...gridImageLoading(i, 3)} />
              </li>
            ))}
          </ul>
          <BlogLoadMore
            lang={lang}
            pageSize={BLOG_PAGE_SIZE}
            initialHasMore={blog.data.length >= BLOG_PAGE_SIZE}
            labels={{ ...labels, loadMore: t('loadMore'), loading: t('loadingMore'), failed: t('loadMoreFailed') }}
          />
        </>
      )}
    </PageShell>
  );
}
