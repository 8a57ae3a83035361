import { z } from 'zod';
import { FileIdSchema, IdSchema, LinkSchema } from '../primitives';

/** Category (training field), docs/product/entities.md#category. */
export const CategorySchema = z.object({
  CategoryId: IdSchema,
  CatLink: LinkSchema,
  CategoryTitle_en: z.string(),
  CategoryTitle_ar: z.string(),
  /** Chosen name (spec silent): the category's tile image, a file id. */
  CategoryPhoto: FileIdSchema,
});
export type Category = z.infer<typeof CategorySchema>;
