// Unauthenticated operational routes: health, the OpenAPI document, and (UPSTREAM_DEV_ROUTES=1, set only by the dev
// and test scripts) the mail outbox.
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { mailHealth } from '../jobs/mail-log';
import { readOutbox } from '../mail/outbox';
import type { AppEnv, Deps } from '../http/types';

export function registerSystem(app: OpenAPIHono<AppEnv>, deps: Deps) {
  app.get('/health', async (c) => {
    // A real query (not just "the process is up"), with a deadline so a stuck database reports instead of hanging.
    // `mail.stuck`: e-mails whose sender died mid-send, past their lease (docs/adr/mail-at-least-once.md); they do
    // not make the process unhealthy (a restart would not help), an operator's alert reads the count.
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const now = deps.clock();
      const [, mail] = await Promise.race([
        Promise.all([deps.db.execute(sql`select 1`), mailHealth(deps.db, now)]),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('database timeout')), 2000);
        }),
      ]);
      return c.json({
        status: 'ok',
        db: 'ok',
        dbMs: Math.round(performance.now() - started),
        time: now.toISOString(),
        mail: { stuck: mail.stuck, failed: mail.failed },
      });
    } catch {
      return c.json({ status: 'error', db: 'unreachable' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Training institute upstream API',
      version: '1.0.0',
      description:
        'Reference implementation of the upstream contract (spec section 7). Every /api/ call needs the signed bearer and x-secret-token headers; success bodies are { data }.',
    },
  });

  // Test hook of e2e/scale-out.spec.ts (content changed "in the upstream DB" while web instances cache it):
  // raw SQL, so only with the dev routes on AND when the process was started with UPSTREAM_DEV_SQL=1.
  if (deps.config.devSql) {
    app.post('/dev/sql', async (c) => {
      const body = (await c.req.json().catch(() => null)) as { sql?: unknown } | null;
      if (!body || typeof body.sql !== 'string') return c.json({ error: { code: 'bad_request' } }, 400);
      const result = (await deps.db.execute(sql.raw(body.sql))) as { rows?: unknown[] };
      return c.json({ data: result.rows ?? [] });
    });
  }

  // Anyone who can read it can take over any account (the reset codes are in it): never on unless asked for.
  if (deps.config.devRoutes) {
    app.get('/dev/outbox', async (c) => {
      const to = c.req.query('to') || undefined;
      const limit = Number(c.req.query('limit') ?? 50) || 50;
      return c.json({ data: await readOutbox(path.join(deps.config.dataDir, 'outbox'), { to, limit }) });
    });
  }
}
