import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogCard } from '@/components/editorial/blog-card';
import { toBlogCard } from '@/components/editorial/blog-data';
import { BlogLoadMore } from '@/components/editorial/blog-load-more';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { gridImageLoading } from '@/lib/images/grid-priority';
import { pageMetadata } from '@/lib/seo/metadata';
import { BLOG_PATH } from '@/lib/routes';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { BLOG_PAGE_SIZE } from '@/lib/contract';
import { getBlog } from '@/lib/upstream/editorial';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/blog'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'editorial' });
  return pageMetadata({ metaId: 'blog', path: BLOG_PATH, lang, fallbackTitle: t('blog') });
}

export default async function BlogPage({ params }: PageProps<'/[lang]/blog'>) {
  const { lang } = await pageParams(params);
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
