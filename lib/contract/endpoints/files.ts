import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { FileUploadRequestSchema, FileUploadResponseSchema } from '../entities/file-upload';

/**
 * File upload (the path is not in the institute's description; chosen `Files/upload`:
 * docs/product/contract.md#endpoints), multipart/form-data. Files are then served at `GET /files/{fileId}?w=&h=`
 * (outside /api, not an endpoint definition).
 */
export const uploadFile = defineEndpoint({
  method: 'POST',
  path: 'Files/upload',
  query: z.object({}),
  body: FileUploadRequestSchema,
  bodyType: 'multipart',
  response: FileUploadResponseSchema,
  auth: 'user',
});

export const filesEndpoints = { uploadFile } as const;
