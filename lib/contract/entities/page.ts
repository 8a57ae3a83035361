import { z } from 'zod';
import { HtmlSchema } from '../primitives';

/** Static page (Shared/get-page), docs/product/entities.md#slide-article-testimonial-page. */
export const PageSchema = z.object({
  PageHeading_en: z.string(),
  PageHeading_ar: z.string(),
  /** HTML. */
  PageContent_en: HtmlSchema,
  PageContent_ar: HtmlSchema,
});
export type Page = z.infer<typeof PageSchema>;
