import 'server-only';
import type { Metadata } from 'next';
import type { AppLocale } from '@/lib/i18n/routing';
import { htmlToLine } from '@/lib/html/text';
import { pick } from '@/lib/i18n/pick';
import { fileUrl, isEmptyFileId } from '@/lib/images/loader';
import { alternatesFor } from '@/lib/seo/hreflang';
import { getMetaTags } from '@/lib/upstream/shared';

export type CatalogueMetadataInput = {
  lang: AppLocale;
  /** Locale-less path of the canonical URL, query included (`/courses?type=1`). */
  path: string;
  /** Shared/get-meta-tags id of the page kind ('courses', 'course', 'academic-program'…). */
  metaId: string;
  /** Item pages: the item's own title and description win over the page-kind meta. */
  title?: string;
  description?: string | null;
  /** Open Graph image (upstream file id). */
  image?: string | null;
  /** Keep out of search indexes (keyword search results). */
  noindex?: boolean;
};

function plain(text: string | null | undefined, max = 300): string | undefined {
  const value = htmlToLine(text);
  return value ? value.slice(0, max) : undefined;
}

/**
 * Metadata of a catalogue page, as the home page builds it: Shared/get-meta-tags (title, description,
 * keywords), canonical and hreflang alternates, Open Graph. Item titles use the layout's title template.
 */
export async function catalogueMetadata(input: CatalogueMetadataInput): Promise<Metadata> {
  const { lang, path, metaId } = input;
  const alternates = alternatesFor(path, lang);
  const meta = await getMetaTags(metaId);
  const metaTitle = meta.ok ? pick(meta.data, 'PageTitle', lang) : '';
  const title = input.title || metaTitle || undefined;
  const description =
    plain(input.description) ?? (meta.ok ? plain(pick(meta.data, 'PageDescription', lang)) : undefined);
  const keywords = meta.ok ? pick(meta.data, 'PageKeywords', lang) || undefined : undefined;
  const image = input.image && !isEmptyFileId(input.image) ? fileUrl(input.image, 1200, 630) : undefined;
  return {
    title,
    description,
    keywords,
    alternates,
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title,
      description,
      url: alternates.canonical,
      images: image ? [{ url: image, width: 1200, height: 630 }] : undefined,
    },
  };
}
