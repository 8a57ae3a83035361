import { z } from 'zod';
import { FileIdSchema, IdSchema } from '../primitives';

/** Hero slide (docs/product/entities.md#slide-article-testimonial-page). */
export const SlideSchema = z.object({
  SlideID: IdSchema,
  DisplayOrder: z.number().int(),
  IsPublished: z.boolean(),
  SlideTitle_en: z.string(),
  SlideTitle_ar: z.string(),
  SlideSubTitle_en: z.string().nullable(),
  SlideSubTitle_ar: z.string().nullable(),
  /** The button shows only when set. */
  SlideButtonText_en: z.string().nullable(),
  SlideButtonText_ar: z.string().nullable(),
  Link_en: z.string().nullable(),
  Link_ar: z.string().nullable(),
  IsActive: z.boolean(),
  /** Chosen name (spec silent): background image, a file id. */
  SlideImage: FileIdSchema,
});
export type Slide = z.infer<typeof SlideSchema>;
