// Unauthenticated operational routes: health, the OpenAPI document, and (outside production) the mail outbox.
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { readOutbox } from '../mail/outbox';
import type { AppEnv, Deps } from '../http/types';

export function registerSystem(app: OpenAPIHono<AppEnv>, deps: Deps) {
  app.get('/health', async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok', db: 'ok', time: deps.clock().toISOString() });
    } catch {
      return c.json({ status: 'error', db: 'unreachable' }, 503);
    }
  });

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Training institute upstream API',
      version: '1.0.0',
      description: 'Reference implementation of the upstream contract (spec section 7). Every /api/ call needs the signed bearer and x-secret-token headers; success bodies are { data }.',
    },
  });

  if (!deps.config.production) {
    app.get('/dev/outbox', async (c) => {
      const to = c.req.query('to') || undefined;
      const limit = Number(c.req.query('limit') ?? 50) || 50;
      return c.json({ data: await readOutbox(path.join(deps.config.dataDir, 'outbox'), { to, limit }) });
    });
  }
}
