import { z } from 'zod';
import { HtmlSchema } from '../primitives';

/** Static page (Shared/get-page), spec 3. */
export const PageSchema = z.object({
  PageHeading_en: z.string(),
  PageHeading_ar: z.string(),
  /** HTML. */
  PageContent_en: HtmlSchema,
  PageContent_ar: HtmlSchema,
});
export type Page = z.infer<typeof PageSchema>;
