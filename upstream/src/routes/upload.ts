// Files/upload (contract: multipart/form-data with `file`, `public` '0'|'1', `types`): signed-in users only.
// Data { success: true, response: <file id> }; a refused file is a 400 whose issue message says why
// (file_type, file_too_large, file_empty).
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { uploadFile } from '@shared/contract/endpoints/files';
import { errorBody } from '../http/errors';
import { CONTRACT_HEADER_REFS, CONTRACT_SECURITY, errorResponses, operationIdOf } from '../http/openapi';
import type { AppEnv, Deps } from '../http/types';
import { MAX_UPLOAD_BYTES, storeUpload } from '../services/users/uploads';

const refuse = (c: Context<AppEnv>, message: string) =>
  c.json(errorBody('bad_request', [{ path: ['file'], message }]), 400);

export function registerUpload(app: OpenAPIHono<AppEnv>, { db, clock }: Deps) {
  const path = `/api/${uploadFile.path}`;
  // The whole multipart body may carry some form overhead beyond the file's 5 MB.
  app.use(
    path,
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: (c) => refuse(c as Context<AppEnv>, 'file_too_large'),
    }),
  );

  const route = createRoute({
    method: 'post',
    path,
    tags: ['Files'],
    operationId: operationIdOf(uploadFile.path),
    summary: 'Upload a file (multipart/form-data: file, public, types)',
    security: CONTRACT_SECURITY,
    parameters: CONTRACT_HEADER_REFS,
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: z.string().openapi({ type: 'string', format: 'binary' }),
              public: z.enum(['0', '1']).optional(),
              types: z.string().optional(),
            }),
          },
        },
      },
    },
    responses: {
      200: {
        description: 'Stored',
        content: {
          'application/json': { schema: z.object({ data: z.object({ success: z.boolean(), response: z.string() }) }) },
        },
      },
      ...errorResponses(),
    },
  });

  const handler = async (c: Context<AppEnv>) => {
    const userId = c.get('auth').userId;
    if (!userId) return c.json(errorBody('unauthorized'), 401);
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
      return refuse(c, 'multipart_required');
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return refuse(c, 'malformed');
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') return refuse(c, 'file_required');
    const flag = form.get('public');
    const types = form.get('types');
    if (file.size > MAX_UPLOAD_BYTES) return refuse(c, 'file_too_large');
    const result = await storeUpload(
      db,
      userId,
      {
        name: file.name || 'upload',
        bytes: Buffer.from(await file.arrayBuffer()),
        // Default public (profile photos are shown through /files/{id}); Emirates ID scans are sent with public=0.
        isPublic: typeof flag === 'string' ? flag !== '0' : true,
        types: typeof types === 'string' ? types : null,
      },
      clock(),
    );
    if (!result.ok) return refuse(c, result.reason);
    return c.json({ data: { success: true, response: result.id } }, 200);
  };
  // Documented in the OpenAPI document, but served by a plain handler: the typed route would validate the form
  // with the schema above (where the file is only described) before the handler sees it.
  app.openAPIRegistry.registerPath(route);
  app.post(path, handler);
}
