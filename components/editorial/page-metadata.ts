import 'server-only';
import type { Metadata } from 'next';
import type { AppLocale } from '@/lib/i18n/routing';
import { pick } from '@/lib/i18n/pick';
import { LOCALES } from '@/lib/i18n/locales';
import { fileUrl, isEmptyFileId } from '@/lib/images/loader';
import { alternatesFor } from '@/lib/seo/hreflang';
import { getMetaTags } from '@/lib/upstream/shared';
import { htmlToLine, truncate } from '@/lib/html/text';

export type PageMetadataInput = {
  /** Shared/get-meta-tags page key ('blog', 'instructors', 'contact', …). */
  metaId: string;
  /** Locale-less path of this page (canonical and hreflang). */
  path: string;
  lang: AppLocale;
  /** The page's own title (an article, an instructor): used instead of the meta title. */
  title?: string;
  /** Used when the meta tags have no title (translated page heading). */
  fallbackTitle?: string;
  description?: string;
  /** Upstream file id of the Open Graph image. */
  image?: string | null;
  type?: 'website' | 'article';
};

/**
 * Metadata of a public page like the home page's: meta tags from Shared/get-meta-tags, canonical and
 * hreflang alternates (en, ar, x-default), Open Graph. The page's own title and description win.
 */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const { lang, path } = input;
  const alternates = alternatesFor(path, lang);
  const meta = await getMetaTags(input.metaId);
  const metaTitle = meta.ok ? pick(meta.data, 'PageTitle', lang) : '';
  const title = input.title || metaTitle || input.fallbackTitle || undefined;
  const description = input.description || (meta.ok ? pick(meta.data, 'PageDescription', lang) : '') || undefined;
  const keywords = meta.ok ? pick(meta.data, 'PageKeywords', lang) || undefined : undefined;
  const images =
    input.image && !isEmptyFileId(input.image)
      ? [{ url: fileUrl(input.image, 1200, 630), width: 1200, height: 630 }]
      : undefined;
  return {
    title,
    description,
    keywords,
    alternates,
    openGraph: {
      title,
      description,
      url: alternates.canonical,
      locale: LOCALES[lang].ogLocale,
      type: input.type ?? 'website',
      images,
    },
  };
}

/** Plain text of upstream HTML for a meta description (at most `max` characters). */
export function metaText(html: string | null | undefined, max = 160): string {
  return truncate(htmlToLine(html), max);
}
