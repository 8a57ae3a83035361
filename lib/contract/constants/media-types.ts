import { z } from 'zod';

/** Album types (docs/product/constants.md#type-values): 1 photo, 2 video. */
export const AlbumTypeSchema = z.literal([1, 2]);
export type AlbumTypeId = z.infer<typeof AlbumTypeSchema>;

/** Testimonial types (docs/product/constants.md#type-values): 1 text, 2 video. */
export const TestimonialType = { Text: 1, Video: 2 } as const;
export const TestimonialTypeSchema = z.literal([1, 2]);

/** Membership / book list type (docs/product/constants.md#type-values): 0 memberships, 1 books. */
export const MemType = { Membership: 0, Book: 1 } as const;
export const MemTypeSchema = z.literal([0, 1]);
export type MemTypeId = z.infer<typeof MemTypeSchema>;

/** Separator of AlbumPhotos (docs/product/constants.md#type-values). */
export const PHOTO_LIST_SEPARATOR = '###';
