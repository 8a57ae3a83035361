import { z } from 'zod';
import { AlbumTypeSchema } from '../constants/media-types';
import { FileIdSchema, IdSchema } from '../primitives';

/** Media album (docs/product/entities.md#album). */
export const AlbumSchema = z.object({
  AlbumID: IdSchema,
  /** Chosen name (spec: "Type 1 is photo, type 2 is video"). */
  AlbumType: AlbumTypeSchema,
  AlbumTitle_en: z.string(),
  AlbumTitle_ar: z.string(),
  AlbumDescription_en: z.string().nullable(),
  AlbumDescription_ar: z.string().nullable(),
  AlbumCover: FileIdSchema,
  /** Video URL (type 2); the player uses its `v` parameter. */
  VideoUrl: z.string().nullable(),
  /** '###'-separated file ids (type 1); empty string when none. */
  AlbumPhotos: z.string(),
});
export type Album = z.infer<typeof AlbumSchema>;
