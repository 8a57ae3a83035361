import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FileImage } from '@/components/catalog/file-image';
import { DelayedReveal } from '@/components/editorial/delayed-reveal';
import { LatestArticles } from '@/components/editorial/latest-articles';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { metaText, pageMetadata } from '@/lib/seo/metadata';
import { articlePath, BLOG_PATH } from '@/lib/routes';
import { RICH_TEXT } from '@/components/ui/rich-text';
import { ErrorState } from '@/components/ui/error-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { RELATED_ARTICLES } from '@/lib/contract';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { pick } from '@/lib/i18n/pick';
import { siteUrl } from '@/lib/seo/hreflang';
import { articleJsonLd, JsonLd, pageUrl } from '@/lib/seo/jsonld';
import { getArticle, getBlog } from '@/lib/upstream/editorial';

// ISR: rendered on its first visit, then served from the cache per language and refreshed in the background
// after 300 s (LIFETIMES.catalogue in lib/upstream/cache-tags.ts) or by the revalidation webhook.
export const revalidate = 300;
export const dynamicParams = true;

/** No item is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

function articleId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export async function generateMetadata({ params }: PageProps<'/[lang]/blog/article/[id]/[title]'>): Promise<Metadata> {
  const { lang, id } = await metadataParams(params);
  const articleKey = articleId(id);
  if (!lang || articleKey === null) return {};
  const article = await getArticle(articleKey);
  if (!article.ok) return {};
  return pageMetadata({
    metaId: 'article',
    path: articlePath(article.data),
    lang,
    title: pick(article.data, 'ArticleTitle', lang),
    description: metaText(pick(article.data, 'ArticleContent', lang)),
    image: article.data.ArticlePhoto,
    type: 'article',
  });
}

export default async function ArticlePage({ params }: PageProps<'/[lang]/blog/article/[id]/[title]'>) {
  const { lang, id } = await pageParams(params);
  const articleKey = articleId(id);
  if (articleKey === null) notFound();

  const [article, latest, t, tb] = await Promise.all([
    getArticle(articleKey),
    getBlog(1, RELATED_ARTICLES + 1),
    getTranslations('editorial'),
    getTranslations('brand'),
  ]);
  if (!article.ok && article.error.kind === 'not_found') notFound();
  if (!article.ok) {
    return (
      <PageShell>
        <h1 className="sr-only">{t('blog')}</h1>
        <ErrorState error={article.error} />
      </PageShell>
    );
  }

  const data = article.data;
  const title = pick(data, 'ArticleTitle', lang);
  const origin = siteUrl().origin;
  const url = pageUrl(origin, lang, articlePath(data));
  const others = latest.ok ? latest.data.filter((a) => a.ArticleID !== data.ArticleID).slice(0, RELATED_ARTICLES) : [];

  return (
    <PageShell>
      <PageHeader title={title} trail={[{ label: t('blog'), href: BLOG_PATH }, { label: title }]}>
        <p className="text-sm text-muted">
          <span className="sr-only">{t('publishedOn')} </span>
          <time dateTime={isoDay(data.PublishDate)}>{formatLongDate(data.PublishDate, lang)}</time>
        </p>
      </PageHeader>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="flex flex-col gap-6" data-testid="article">
          <FileImage
            fileId={data.ArticlePhoto}
            ratio={16 / 9}
            width={1200}
            height={675}
            alt=""
            priority
            sizes="(min-width: 1024px) 60vw, 100vw"
            className="aspect-video w-full rounded-xl object-cover"
          />
          <SafeHtml html={pick(data, 'ArticleContent', lang)} className={RICH_TEXT.editorial} headingsFrom={2} />
        </article>
        <aside>
          <DelayedReveal delayMs={300}>
            <LatestArticles articles={others} lang={lang} />
          </DelayedReveal>
        </aside>
      </div>
      <JsonLd
        data={articleJsonLd(data, {
          locale: lang,
          origin,
          url,
          publisher: { name: tb('name'), logo: `${origin}/icon.svg` },
        })}
      />
    </PageShell>
  );
}
