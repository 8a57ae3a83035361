import { z } from 'zod';
import { FileIdSchema, HtmlSchema, IdSchema, IsoDateSchema, LinkSchema } from '../primitives';

/** Blog article (docs/product/entities.md#slide-article-testimonial-page). */
export const ArticleSchema = z.object({
  ArticleID: IdSchema,
  Link: LinkSchema,
  ArticleTitle_en: z.string(),
  ArticleTitle_ar: z.string(),
  /** HTML. */
  ArticleContent_en: HtmlSchema,
  ArticleContent_ar: HtmlSchema,
  ArticlePhoto: FileIdSchema,
  PublishDate: IsoDateSchema,
});
export type Article = z.infer<typeof ArticleSchema>;
