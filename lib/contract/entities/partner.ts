import { z } from 'zod';
import { FileIdSchema, IdSchema } from '../primitives';

/** Partner or client (CategoryId 7 = client), docs/product/entities.md#partner. */
export const PartnerSchema = z.object({
  PartnerName_en: z.string(),
  PartnerName_ar: z.string(),
  PartnerLogo: FileIdSchema,
  CategoryId: IdSchema,
  CategoryTitle_en: z.string(),
  CategoryTitle_ar: z.string(),
});
export type Partner = z.infer<typeof PartnerSchema>;
