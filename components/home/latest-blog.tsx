import { getTranslations } from 'next-intl/server';
import { SectionHeader } from '@/components/ui/section-header';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import type { Article } from '@/lib/contract';
import { HOME_ARTICLES } from '@/lib/contract/constants/limits';
import { articlePath, BLOG_PATH } from '@/lib/routes';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { getBlog } from '@/lib/upstream/editorial';
import { htmlToLine, truncate } from '@/lib/html/text';
import { LatestBlogView, type LatestArticleData } from './latest-blog-view';

function excerpt(article: Article, lang: AppLocale, max: number): string {
  return truncate(htmlToLine(pick(article, 'ArticleContent', lang)), max, { atWord: true });
}

/** An article's fields as the section shows them. */
function latest(article: Article, lang: AppLocale): LatestArticleData {
  return {
    id: article.ArticleID,
    href: articlePath(article),
    title: pick(article, 'ArticleTitle', lang),
    photo: article.ArticlePhoto ?? null,
    date: { iso: isoDay(article.PublishDate), text: formatLongDate(article.PublishDate, lang) },
  };
}

/** Home item 9: the latest article large, the next ones in a list (5 loaded). */
export async function LatestBlog({ lang }: { lang: AppLocale }) {
  const [articles, t] = await Promise.all([
    getBlog(1, HOME_ARTICLES),
    getTranslations({ locale: lang, namespace: 'home.latestBlog' }),
  ]);
  const [lead, ...rest] = articles.ok ? articles.data.slice(0, HOME_ARTICLES) : [];

  return (
    <section aria-labelledby="home-latest-blog" className="below-fold bg-sand py-14" data-testid="home-latest-blog">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeader id="home-latest-blog" title={t('title')} link={{ href: BLOG_PATH, label: t('all') }} />
        {!articles.ok ? (
          <ErrorState error={articles.error} />
        ) : !lead ? (
          <EmptyState />
        ) : (
          <LatestBlogView
            lead={latest(lead, lang)}
            excerpt={excerpt(lead, lang, 260)}
            rest={rest.map((article) => latest(article, lang))}
            readMore={t('readMore')}
            readMoreAbout={t('readMoreAbout', { title: pick(lead, 'ArticleTitle', lang) })}
          />
        )}
      </div>
    </section>
  );
}
