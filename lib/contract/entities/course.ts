import { z } from 'zod';
import { FileIdSchema, HtmlSchema, IdSchema, LinkSchema, MoneySchema } from '../primitives';

/** Course / product (docs/product/entities.md#course). */
export const CourseSchema = z.object({
  ProductId: IdSchema,
  Link: LinkSchema,
  MainPhoto: FileIdSchema,
  ProductTitle_en: z.string(),
  ProductTitle_ar: z.string(),
  ProductShortDescription_en: z.string().nullable(),
  ProductShortDescription_ar: z.string().nullable(),
  /** HTML; may be null in list responses. */
  ProductDescription_en: HtmlSchema.nullable(),
  ProductDescription_ar: HtmlSchema.nullable(),
  CategoryId: IdSchema,
  CatLink: LinkSchema,
  CategoryTitle_en: z.string(),
  CategoryTitle_ar: z.string(),
  /** 0 means FREE. */
  Price: MoneySchema,
  OldPrice: MoneySchema,
  CreditHours: z.number(),
  HasExam: z.boolean(),
  /** Video embed markup, shown instead of the photo when set. */
  ExtraInfo3: HtmlSchema.nullable(),
});
export type Course = z.infer<typeof CourseSchema>;
