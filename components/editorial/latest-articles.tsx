import { getTranslations } from 'next-intl/server';
import { FileImage } from '@/components/catalog/file-image';
import type { Article } from '@/lib/contract';
import { articlePath } from '@/lib/routes';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';

/** The latest articles beside an article: photo, title link, date. */
export async function LatestArticles({ articles, lang }: { articles: Article[]; lang: AppLocale }) {
  if (articles.length === 0) return null;
  const t = await getTranslations('editorial');
  return (
    <section aria-labelledby="latest-articles" className="rounded-xl border border-line bg-white p-4">
      <h2 id="latest-articles" className="mb-4 text-lg font-semibold text-primary">
        {t('latestArticles')}
      </h2>
      <ul className="flex flex-col gap-4">
        {articles.map((article) => (
          <li key={article.ArticleID} className="flex items-start gap-3">
            <FileImage
              fileId={article.ArticlePhoto}
              ratio={1}
              width={72}
              height={72}
              alt=""
              className="size-18 shrink-0 rounded-md object-cover"
            />
            <div className="flex min-w-0 flex-col gap-1">
              <Link
                href={articlePath(article)}
                className="text-sm font-semibold leading-snug text-primary hover:underline"
              >
                {pick(article, 'ArticleTitle', lang)}
              </Link>
              <time dateTime={isoDay(article.PublishDate)} className="text-xs text-muted">
                {formatLongDate(article.PublishDate, lang)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
