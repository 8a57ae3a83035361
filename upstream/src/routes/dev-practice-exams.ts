// Test hook (dev routes only, UPSTREAM_DEV_ROUTES=1): brings an attempt's deadline to `secondsLeft` from the app's
// clock, as if the rest of its time limit had been spent, so e2e/practice-exams.spec.ts lets time run out without
// waiting an hour. Moving the whole upstream's clock instead would move it under the other journeys sharing it.
//   POST /dev/practice-exams/deadline { "attemptId": "<uuid>", "secondsLeft": 5 } → { data: { deadline } }
import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { practiceAttempts } from '../db/schema';
import type { AppEnv, Deps } from '../http/types';

const Body = z.object({ attemptId: z.guid(), secondsLeft: z.number().int().min(0).max(86_400) });

export function registerDevPracticeExams(app: OpenAPIHono<AppEnv>, { db, clock }: Deps) {
  app.post('/dev/practice-exams/deadline', async (c) => {
    const body = Body.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: { code: 'bad_request' } }, 400);
    const deadline = new Date(clock().getTime() + body.data.secondsLeft * 1000);
    const rows = await db
      .update(practiceAttempts)
      .set({ deadline })
      .where(eq(practiceAttempts.id, body.data.attemptId))
      .returning({ id: practiceAttempts.id });
    if (rows.length === 0) return c.json({ error: { code: 'not_found' } }, 404);
    return c.json({ data: { deadline: deadline.toISOString() } }, 200, { 'Cache-Control': 'no-store' });
  });
}
