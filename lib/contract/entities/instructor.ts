import { z } from 'zod';
import { FileIdSchema, HtmlSchema, IdSchema, LinkSchema } from '../primitives';

/** Instructor (docs/product/entities.md#instructor). */
export const InstructorSchema = z.object({
  InstructorID: IdSchema,
  InstructorLink: LinkSchema,
  InstructorPhoto: FileIdSchema,
  InstructorName_en: z.string(),
  InstructorName_ar: z.string(),
  /** HTML; may be null in the list. */
  InstructorBio_en: HtmlSchema.nullable(),
  InstructorBio_ar: HtmlSchema.nullable(),
});
export type Instructor = z.infer<typeof InstructorSchema>;

/** A course of an instructor. */
export const InstructorCourseSchema = z.object({
  Link: LinkSchema,
  ProductId: IdSchema,
  ProductTitle_en: z.string(),
  ProductTitle_ar: z.string(),
});
export type InstructorCourse = z.infer<typeof InstructorCourseSchema>;
