import { z } from 'zod';
import { HtmlSchema } from '../primitives';

/** Page meta tags (Shared/get-meta-tags), docs/product/entities.md#slide-article-testimonial-page. */
export const PageMetaSchema = z.object({
  PageTitle_en: z.string(),
  PageTitle_ar: z.string(),
  PageKeywords_en: z.string().nullable(),
  PageKeywords_ar: z.string().nullable(),
  PageDescription_en: z.string().nullable(),
  PageDescription_ar: z.string().nullable(),
  PageContent_en: HtmlSchema.nullable(),
  PageContent_ar: HtmlSchema.nullable(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;
