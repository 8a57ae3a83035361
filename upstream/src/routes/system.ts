// Unauthenticated operational routes: health, the OpenAPI document, and (UPSTREAM_DEV_ROUTES=1, set only by the dev
// and test scripts) the mail outbox and a sweep on demand.
import path from 'node:path';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { mailHealth } from '../jobs/mail-log';
import { readOutbox } from '../mail/outbox';
import { registerContractComponents } from '../http/openapi';
import type { AppEnv, Deps } from '../http/types';

/** GET /health in the document: the web's readiness check and the load balancer's call it, without credentials. */
const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'System_health',
  tags: ['System'],
  summary: 'Health: the process is up and the database answers a query within 2 s',
  security: [],
  responses: {
    200: {
      description: 'Up, and the database answered',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('ok'),
            db: z.literal('ok'),
            dbMs: z.number().int().min(0).openapi({ description: 'How long the database took to answer' }),
            time: z.iso.datetime().openapi({ description: "The upstream's clock" }),
          }),
        },
      },
    },
    503: {
      description: 'The database did not answer within 2 s',
      content: {
        'application/json': { schema: z.object({ status: z.literal('error'), db: z.literal('unreachable') }) },
      },
    },
  },
});

export function registerSystem(app: OpenAPIHono<AppEnv>, deps: Deps) {
  app.get('/health', async (c) => {
    // A real query (not just "the process is up"), with a deadline so a stuck database reports instead of hanging.
    // `mail.stuck`: e-mails whose sender died mid-send, past their lease (docs/adr/0010-mail-at-least-once.md); they do
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

  // Documented, served by the plain handler above (its 503 is not an error of the contract's shape).
  app.openAPIRegistry.registerPath(healthRoute);
  registerContractComponents(app);
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Training institute upstream API',
      version: '1.0.0',
      description: [
        "The upstream contract of the institute's website (spec section 7), published by its reference implementation.",
        'Every /api/ call carries the signed bearer and x-secret-token (see the security schemes) and the x-* headers',
        'listed on each operation; a success is HTTP 200 with { data }, a failure { error: { code } } with the status',
        "of the operation's responses. Operations tagged Extensions are capabilities the site adds: an API without",
        'one answers 404 and the site hides the feature. Files are served at /files/{id}.',
      ].join(' '),
    },
    servers: [{ url: '/', description: 'The upstream itself (the web reaches it at UPSTREAM_URL)' }],
    tags: [
      { name: 'Shared', description: 'Site content: settings, pages, media, blog, initiatives, enquiries' },
      { name: 'Courses', description: 'Courses, programs, certificates, and the staff bulk orders' },
      { name: 'AcademicPrograms', description: 'Diplomas' },
      { name: 'MambershipsAndBooks', description: "Memberships and books (the spelling is the institute's)" },
      { name: 'User', description: 'Accounts, sign-in, profile, orders and addresses of a customer' },
      { name: 'Files', description: 'Uploads' },
      { name: 'Cart', description: 'Cart, vouchers, orders and their documents' },
      { name: 'Waitlist', description: 'Waiting lists of full programs' },
      { name: 'Wishlist', description: "A customer's saved items" },
      { name: 'Licence', description: "A broker's licence, its renewal timeline and reminders" },
      { name: 'PracticeExams', description: 'Practice exams: the question bank, timed attempts and their reviews' },
      { name: 'Staff', description: "The staff operations dashboard's aggregates" },
      { name: 'Company', description: 'Company accounts: admins, verification, seats bought for agents' },
      { name: 'CompanySeats', description: "A company's seats: assigned to agents, accepted, reassigned" },
      { name: 'Extensions', description: "Capabilities this site adds to the institute's API (404 where absent)" },
      { name: 'System', description: 'Health and files, outside /api/' },
    ],
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
    // The lifecycle sweep now (by the app's clock) and the mail it queued sent, as the timer does every
    // JOBS_SWEEP_SECONDS: a journey (e2e/licence.spec.ts) need not wait for the timer. Every step of the sweep is
    // idempotent, so an extra run changes nothing but when due work happens.
    app.post('/dev/jobs/sweep', async (c) => {
      await deps.jobs.tick();
      return c.json({ data: { swept: true } }, 200, { 'Cache-Control': 'no-store' });
    });
  }
}
