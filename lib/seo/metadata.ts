import 'server-only';
import type { Metadata } from 'next';
import { htmlToLine, truncate } from '@/lib/html/text';
import { LOCALES } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { fileUrl, isEmptyFileId } from '@/lib/images/loader';
import { alternatesFor } from '@/lib/seo/hreflang';
import { getMetaTags } from '@/lib/upstream/shared';

/** Longest meta description kept: search engines show about 160 characters, longer text is cut here. */
const DESCRIPTION_MAX = 300;

export type MetadataInput = {
  lang: AppLocale;
  /** Path without its language prefix, query included (`/courses?type=1`): canonical and hreflang alternates. */
  path: string;
  title?: string;
  /** The title as it is, without the layout's `%s | Institute` template (the home page). */
  absoluteTitle?: boolean;
  /** Plain text or upstream HTML; it is reduced to one line of at most 300 characters. */
  description?: string | null;
  keywords?: string;
  /** Upstream file id of the Open Graph image. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Keep out of search indexes, links still followed (keyword search results). */
  noindex?: boolean;
};

function description(text: string | null | undefined): string | undefined {
  return htmlToLine(text).slice(0, DESCRIPTION_MAX) || undefined;
}

/**
 * The one shape of a public page's metadata: title, description, canonical and hreflang alternates (en, ar,
 * x-default), Open Graph with the same title, description and canonical URL, and the page's image.
 */
export function buildMetadata(input: MetadataInput): Metadata {
  const { lang } = input;
  const alternates = alternatesFor(input.path, lang);
  const title = input.title || undefined;
  const text = description(input.description);
  const image = input.image && !isEmptyFileId(input.image) ? fileUrl(input.image, 1200, 630) : undefined;
  return {
    title: title && input.absoluteTitle ? { absolute: title } : title,
    description: text,
    keywords: input.keywords || undefined,
    alternates,
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title,
      description: text,
      url: alternates.canonical,
      locale: LOCALES[lang].ogLocale,
      type: input.type ?? 'website',
      images: image ? [{ url: image, width: 1200, height: 630 }] : undefined,
    },
  };
}

export type PageMetadataInput = Omit<MetadataInput, 'keywords'> & {
  /** Shared/get-meta-tags page key ('home', 'blog', 'course', …): title, description and keywords of the page kind. */
  metaId: string;
  /** Used when neither the page nor its meta tags have a title (the translated page heading). */
  fallbackTitle?: string;
};

/**
 * Metadata of a public page from the institute's meta tags of its kind; the page's own title and description (an
 * article, a course) win over them.
 */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const { metaId, fallbackTitle, ...rest } = input;
  const meta = await getMetaTags(metaId);
  const tag = (field: 'PageTitle' | 'PageDescription' | 'PageKeywords') =>
    meta.ok ? pick(meta.data, field, input.lang) : '';
  return buildMetadata({
    ...rest,
    title: input.title || tag('PageTitle') || fallbackTitle,
    description: description(input.description) ?? tag('PageDescription'),
    keywords: tag('PageKeywords'),
  });
}

/** Plain text of upstream HTML for a meta description, cut to `max` characters with an ellipsis. */
export function metaText(html: string | null | undefined, max = 160): string {
  return truncate(htmlToLine(html), max);
}
