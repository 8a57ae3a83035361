// GET /files/:id?w&h — the file host: public files for anyone, immutable (a file id never changes content), resized
// on demand. A members' file (not public, no owner: the training calendar) is served only to a signed-in caller of
// the contract (bearer and user token, as on /api); to anyone else it does not exist.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { auth } from '../http/auth';
import { errorBody } from '../http/errors';
import { OPTIONAL_SECURITY, notFoundResponse } from '../http/openapi';
import type { AppEnv, Deps } from '../http/types';
import { createFileStore, MAX_DIMENSION, parseDimension } from '../services/files';

const dimension = (side: string) =>
  z
    .string()
    .regex(/^[0-9]+$/)
    .optional()
    .openapi({
      description: `Resize to this ${side} in pixels (cover; at most ${MAX_DIMENSION}). Raster images only; anything but a positive number is ignored.`,
      example: '600',
    });
const binary = { schema: { type: 'string' as const, format: 'binary' } };

/** GET /files/{id} in the document (served by the plain handler below: a binary answer, with cache headers). */
const fileRoute = createRoute({
  method: 'get',
  path: '/files/{id}',
  operationId: 'System_get-file',
  tags: ['System'],
  summary: 'A stored file: images (resized on demand) and documents such as the training calendar PDF',
  // A public file needs no credentials; a members' file is served only to a signed-in caller of the contract.
  security: OPTIONAL_SECURITY,
  request: {
    params: z.object({
      id: z.string().openapi({ description: 'The file id (a UUID; the all-zero id is no file)', format: 'uuid' }),
    }),
    query: z.object({ w: dimension('width'), h: dimension('height') }),
    headers: z.object({
      accept: z.string().optional().openapi({
        description: 'A resized image comes as WebP when this holds image/webp (extension), otherwise in its own type.',
      }),
      'if-none-match': z.string().optional().openapi({ description: 'The ETag of a copy held: 304 when unchanged.' }),
    }),
  },
  responses: {
    200: {
      description: 'The file',
      headers: z.object({
        'cache-control': z.string().openapi({
          description:
            'public, max-age=31536000, immutable (a file id never changes content); private, no-store for a members file',
        }),
        etag: z.string().optional().openapi({ description: 'Of a public file: send it back in If-None-Match' }),
      }),
      content: { 'image/*': binary, 'application/pdf': binary, 'application/octet-stream': binary },
    },
    304: { description: 'Not modified (If-None-Match held the ETag)' },
    404: notFoundResponse,
  },
});

export function registerFiles(app: OpenAPIHono<AppEnv>, deps: Deps) {
  const store = createFileStore(deps.db);
  const authenticate = auth(deps);
  app.openAPIRegistry.registerPath(fileRoute);
  app.get('/files/:id', async (c) => {
    const id = c.req.param('id');
    const w = parseDimension(c.req.query('w'));
    const h = parseDimension(c.req.query('h'));
    // Resized images come as WebP to a caller that accepts it (extension: the format follows Accept, so the
    // answer varies by it).
    const webp = Boolean(w || h) && /\bimage\/webp\b/.test(c.req.header('accept') ?? '');
    const etag = `"${id.toLowerCase()}-${w ?? 0}x${h ?? 0}${webp ? '-webp' : ''}"`;
    const file = await store.get(id, w, h, webp);
    if (!file) return c.json(errorBody('not_found'), 404);
    if (file.membersOnly) {
      const refused = await authenticate(c, async () => {});
      if (refused || !c.get('auth')?.userId) return c.json(errorBody('not_found'), 404);
      c.header('Cache-Control', 'private, no-store');
    } else {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('ETag', etag);
      if (w || h) c.header('Vary', 'Accept');
      if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    }
    c.header('Content-Type', file.mime);
    c.header('Content-Length', String(file.bytes.length));
    c.header('X-Content-Type-Options', 'nosniff');
    // Documents (the training calendar PDF) download under their own name rather than the id.
    if (!file.mime.startsWith('image/') && file.name)
      c.header('Content-Disposition', `inline; filename="${file.name.replace(/[^\w.-]/g, '_')}"`);
    return c.body(new Uint8Array(file.bytes));
  });
}
