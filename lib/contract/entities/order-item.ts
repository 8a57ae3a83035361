import { z } from 'zod';
import { ItemTypeSchema } from '../constants/schemas';
import { HtmlSchema, IdSchema, IsoDateSchema, LinkSchema } from '../primitives';

/** A course of a purchased diploma (OrderItem.DiplomaPrograms). Chosen shape: the spec names the field only. */
const DiplomaProgramSchema = z.object({
  ProductId: IdSchema,
  Link: LinkSchema,
  ProductTitle_en: z.string(),
  ProductTitle_ar: z.string(),
});

/** A purchased item in My Account (User/get-customer-order-items?type), docs/product/entities.md#order-item. */
export const OrderItemSchema = z.object({
  CITID: IdSchema,
  /** PriceOptionID (program, exam: the "Program ID"), DiplomaID or MemID. */
  ItemID: IdSchema,
  OrderID: IdSchema,
  /** Chosen addition: the item's type (equals the `type` asked for). */
  ItemType: ItemTypeSchema,
  ItemName_en: z.string(),
  ItemName_ar: z.string(),
  DiplomaRegistrationID: IdSchema.nullable(),
  /** ProductId of the course (programs, exams), else null. */
  CourseID: IdSchema.nullable(),
  /** Chosen addition: the exam booking's id shown on the Exams screen ("TID"), distinct from ItemID (the program); null for other types. */
  TID: IdSchema.nullable(),
  StartDate_DESC: IsoDateSchema.nullable(),
  EndDate_DESC: IsoDateSchema.nullable(),
  /** Course type label (as Program.CourseType_en/ar). */
  CourseType_en: z.string().nullable(),
  CourseType_ar: z.string().nullable(),
  /** HTML. */
  CourseTiming_en: HtmlSchema.nullable(),
  CourseTiming_ar: HtmlSchema.nullable(),
  CourseLocation_en: z.string().nullable(),
  CourseLocation_ar: z.string().nullable(),
  CourseArea_en: z.string().nullable(),
  CourseArea_ar: z.string().nullable(),
  CourseCity_en: z.string().nullable(),
  CourseCity_ar: z.string().nullable(),
  /** Link to the course certificate page when issued, else null. */
  CourseCertDownloadLink: z.string().nullable(),
  DiplomaCertDownloadLink: z.string().nullable(),
  /** Diploma items: the diploma's courses; null otherwise. */
  DiplomaPrograms: z.array(DiplomaProgramSchema).nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;
