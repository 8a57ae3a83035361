// GET /files/:id?w&h — the file host: public files for anyone, immutable (a file id never changes content), resized
// on demand. A members' file (not public, no owner: the training calendar) is served only to a signed-in caller of
// the contract (bearer and user token, as on /api); to anyone else it does not exist.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { auth } from '../http/auth';
import { errorBody } from '../http/errors';
import type { AppEnv, Deps } from '../http/types';
import { createFileStore, parseDimension } from '../services/files';

export function registerFiles(app: OpenAPIHono<AppEnv>, deps: Deps) {
  const store = createFileStore(deps.db);
  const authenticate = auth(deps);
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
