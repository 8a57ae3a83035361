import { z } from 'zod';
import { FileIdSchema, HtmlSchema, IdSchema, LinkSchema, MoneySchema } from '../primitives';

/** Diploma (academic program), docs/product/entities.md#diploma. */
export const DiplomaSchema = z.object({
  DiplomaID: IdSchema,
  Link: LinkSchema,
  DiplomaCover: FileIdSchema,
  DiplomaTitle_en: z.string(),
  DiplomaTitle_ar: z.string(),
  DiplomaShortDesc_en: z.string().nullable(),
  DiplomaShortDesc_ar: z.string().nullable(),
  /** HTML. */
  DiplomaDesc_en: HtmlSchema.nullable(),
  DiplomaDesc_ar: HtmlSchema.nullable(),
  COURSES_COUNT: z.number().int(),
  CreditHours: z.number(),
  Price: MoneySchema,
  OldPrice: MoneySchema,
  /** beyond the spec: English-only diploma (language selector hidden, preset to en); spec: diploma 4. Optional. */
  EnglishOnly: z.boolean().optional(),
});
export type Diploma = z.infer<typeof DiplomaSchema>;

/** A course of a diploma ("its courses, with ProductTitle and link fields"). */
export const DiplomaCourseSchema = z.object({
  DiplomaID: IdSchema,
  ProductId: IdSchema,
  Link: LinkSchema,
  ProductTitle_en: z.string(),
  ProductTitle_ar: z.string(),
});
export type DiplomaCourse = z.infer<typeof DiplomaCourseSchema>;
