import { getTranslations } from 'next-intl/server';
import { FileImage } from '@/components/catalog/file-image';
import { SectionHeader } from '@/components/courses/section-header';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import type { Article } from '@/lib/contract';
import { HOME_ARTICLES } from '@/lib/contract/constants/limits';
import { articlePath, BLOG_PATH } from '@/lib/routes';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { getBlog } from '@/lib/upstream/editorial';
import { htmlToLine, truncate } from '@/lib/html/text';

function excerpt(article: Article, lang: AppLocale, max: number): string {
  return truncate(htmlToLine(pick(article, 'ArticleContent', lang)), max, { atWord: true });
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
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <article
              className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm"
              data-testid="blog-lead"
            >
              <Link
                href={articlePath(lead)}
                tabIndex={-1}
                aria-hidden="true"
                className="block aspect-video overflow-hidden bg-primary-50"
              >
                <FileImage
                  fileId={lead.ArticlePhoto}
                  ratio={16 / 9}
                  width={960}
                  height={540}
                  alt=""
                  sizes="(min-width: 1024px) 55vw, 100vw"
                  className="img-cover"
                />
              </Link>
              <div className="flex flex-1 flex-col gap-3 p-5">
                <time dateTime={isoDay(lead.PublishDate)} className="text-sm text-muted">
                  {formatLongDate(lead.PublishDate, lang)}
                </time>
                <h3 className="text-xl font-semibold leading-snug text-primary">
                  <Link href={articlePath(lead)} className="hover:underline">
                    {pick(lead, 'ArticleTitle', lang)}
                  </Link>
                </h3>
                <p className="text-sm leading-6 text-ink">{excerpt(lead, lang, 260)}</p>
                <Link
                  href={articlePath(lead)}
                  aria-label={t('readMoreAbout', { title: pick(lead, 'ArticleTitle', lang) })}
                  className="btn-sm mt-auto"
                >
                  {t('readMore')}
                  <span className="sr-only">: {pick(lead, 'ArticleTitle', lang)}</span>
                  <i className="chev" />
                </Link>
              </div>
            </article>
            <ul className="flex flex-col gap-4" data-testid="blog-list">
              {rest.map((article) => (
                <li key={article.ArticleID}>
                  <article className="flex gap-4 rounded-xl border border-line bg-white p-3 shadow-sm">
                    <div className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-lg bg-primary-50 sm:w-36">
                      <FileImage
                        fileId={article.ArticlePhoto}
                        ratio={4 / 3}
                        width={288}
                        height={216}
                        alt=""
                        sizes="144px"
                        className="img-cover"
                      />
                    </div>
                    <div className="flex min-w-0 flex-col gap-1">
                      <time dateTime={isoDay(article.PublishDate)} className="text-xs text-muted">
                        {formatLongDate(article.PublishDate, lang)}
                      </time>
                      <h3 className="line-clamp-3 font-semibold leading-snug text-primary">
                        <Link href={articlePath(article)} className="hover:underline">
                          {pick(article, 'ArticleTitle', lang)}
                        </Link>
                      </h3>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
