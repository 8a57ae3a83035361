import { z } from 'zod';
import { FileIdSchema } from '../primitives';

/**
 * File upload (multipart/form-data), docs/product/contract.md#endpoints (Files/upload). Form fields: `file` (required),
 * `public` ('1' public, '0' private; default '1'), `types` (accepted extensions, comma-separated, e.g. "jpg,png,pdf").
 */
export const FileUploadRequestSchema = z.object({
  file: z.file(),
  public: z.enum(['0', '1']).default('1'),
  types: z.string().max(200).optional(),
});

/** Upload response: `response` is the new file id. */
export const FileUploadResponseSchema = z.object({
  success: z.boolean(),
  response: FileIdSchema,
});
