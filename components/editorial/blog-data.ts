import type { Article } from '@/lib/contract';
import { stripHtml } from '@/lib/calendar/ics';
import { articlePath } from '@/lib/catalog/paths';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import type { BlogCardData } from './blog-card';

const EXCERPT = 220;

/** Plain-text excerpt of HTML (scripts and tags removed, entities decoded). */
export function excerpt(html: string | null | undefined, max = EXCERPT): string {
  const text = stripHtml(html).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
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
