// GET /files/:id?w&h — the file host: public, immutable (a file id never changes content), resized on demand.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { errorBody } from '../http/errors';
import type { AppEnv, Deps } from '../http/types';
import { createFileStore, parseDimension } from '../services/files';

export function registerFiles(app: OpenAPIHono<AppEnv>, deps: Deps) {
  const store = createFileStore(deps.db);
  app.get('/files/:id', async (c) => {
    const id = c.req.param('id');
    const w = parseDimension(c.req.query('w'));
    const h = parseDimension(c.req.query('h'));
    const etag = `"${id.toLowerCase()}-${w ?? 0}x${h ?? 0}"`;
    const file = await store.get(id, w, h);
    if (!file) return c.json(errorBody('not_found'), 404);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', file.mime);
    c.header('Content-Length', String(file.bytes.length));
    c.header('X-Content-Type-Options', 'nosniff');
    // Documents (the training calendar PDF) download under their own name rather than the id.
    if (!file.mime.startsWith('image/') && file.name)
      c.header('Content-Disposition', `inline; filename="${file.name.replace(/[^\w.-]/g, '_')}"`);
    return c.body(new Uint8Array(file.bytes));
  });
}
