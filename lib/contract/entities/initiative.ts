import { z } from 'zod';
import { FileIdSchema, HtmlSchema, IdSchema, LinkSchema } from '../primitives';

/**
 * Initiative (docs/product/entities.md#initiative; title/description chosen bilingual: InitTitle_en/ar,
 * InitDesc_en/ar).
 */
export const InitiativeSchema = z.object({
  InitID: IdSchema,
  /** Chosen name: slug of the initiative page. */
  Link: LinkSchema,
  InitTitle_en: z.string(),
  InitTitle_ar: z.string(),
  InitPhoto: FileIdSchema,
  /** HTML. */
  InitDesc_en: HtmlSchema.nullable(),
  InitDesc_ar: HtmlSchema.nullable(),
  InstructorIDs_en: z.string().nullable(),
  InstructorIDs_ar: z.string().nullable(),
  Languages_en: z.string().nullable(),
  Languages_ar: z.string().nullable(),
  SeatsPerProgram: z.number().int(),
});
export type Initiative = z.infer<typeof InitiativeSchema>;
