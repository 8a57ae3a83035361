import type { Article } from '@/lib/contract';
import { htmlToLine, truncate } from '@/lib/html/text';
import { articlePath } from '@/lib/routes';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import type { BlogCardData } from '@/lib/cards/types';

const EXCERPT = 220;

/** Plain-text excerpt of HTML (scripts and tags removed, entities decoded). */
function excerpt(html: string | null | undefined, max = EXCERPT): string {
  return truncate(htmlToLine(html), max);
}

export function toBlogCard(article: Article, lang: AppLocale): BlogCardData {
  return {
    id: article.ArticleID,
    href: articlePath(article),
    title: pick(article, 'ArticleTitle', lang),
    date: formatLongDate(article.PublishDate, lang),
    dateIso: isoDay(article.PublishDate),
    excerpt: excerpt(pick(article, 'ArticleContent', lang)),
    photo: article.ArticlePhoto,
  };
}
