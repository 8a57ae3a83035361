import { z } from 'zod';
import { TestimonialTypeSchema } from '../constants/media-types';
import { FileIdSchema, IdSchema } from '../primitives';

/**
 * Testimonial ("say"), docs/product/entities.md#slide-article-testimonial-page. Single-language fields, as the
 * institute's API has them.
 */
export const TestimonialSchema = z.object({
  TestimonialID: IdSchema,
  /** 1 text, 2 video. */
  TestimonialType: TestimonialTypeSchema,
  TestimonialName: z.string(),
  /** The text (type 1). */
  Testimonial: z.string().nullable(),
  TestimonialPhoto: FileIdSchema,
  /** Video URL (type 2), e.g. a YouTube link. */
  TestimonialVideo: z.string().nullable(),
  // beyond the spec: both languages (the unsuffixed fields above follow x-lang); optional.
  TestimonialName_en: z.string().optional(),
  TestimonialName_ar: z.string().optional(),
  Testimonial_en: z.string().nullable().optional(),
  Testimonial_ar: z.string().nullable().optional(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
