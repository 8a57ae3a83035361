import { z } from 'zod';
import { FileIdSchema, HtmlSchema, IdSchema, MoneySchema } from '../primitives';

/** Membership or book (docs/product/entities.md#membership-or-book). */
export const MembershipSchema = z.object({
  MemID: IdSchema,
  IsBook: z.boolean(),
  MemTitle_en: z.string(),
  MemTitle_ar: z.string(),
  /** HTML. */
  MemDesc_en: HtmlSchema.nullable(),
  MemDesc_ar: HtmlSchema.nullable(),
  MainPhoto: FileIdSchema,
  Price: MoneySchema,
});
export type Membership = z.infer<typeof MembershipSchema>;
