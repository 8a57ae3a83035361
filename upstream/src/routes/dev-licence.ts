// Test hook (dev routes only, UPSTREAM_DEV_ROUTES=1): makes a reminder of ONE licence due by moving its expiry date to
// `daysLeft` Dubai days from the app's clock, so e2e/licence.spec.ts receives each reminder without moving the whole
// upstream's clock, which would move it under the other journeys sharing that upstream. The moved dates stand for
// time passing, not for the customer recording a new date: expiry_set_at is kept, so a renewal booked since the card
// was recorded still counts. (The reminders' keys hold the expiry date, so each moved date has keys of its own.)
//   POST /dev/licence/expiry { "email": "…", "daysLeft": 60 } → { data: { expiryDate } }
import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { dayText, dubaiDayNumber } from '@shared/contract/constants/licence';
import { brokerLicences, users } from '../db/schema';
import type { AppEnv, Deps } from '../http/types';

const Body = z.object({ email: z.email(), daysLeft: z.number().int().min(-3650).max(3650) });

export function registerDevLicence(app: OpenAPIHono<AppEnv>, { db, clock }: Deps) {
  app.post('/dev/licence/expiry', async (c) => {
    const body = Body.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: { code: 'bad_request' } }, 400);
    const [user] = await db
      .select({ id: users.uniqueId })
      .from(users)
      .where(eq(users.email, body.data.email.toLowerCase()))
      .limit(1);
    if (!user) return c.json({ error: { code: 'not_found' } }, 404);
    const expiryDate = dayText(dubaiDayNumber(clock()) + body.data.daysLeft);
    const rows = await db
      .update(brokerLicences)
      .set({ expiryDate })
      .where(eq(brokerLicences.userId, user.id))
      .returning({ id: brokerLicences.userId });
    if (rows.length === 0) return c.json({ error: { code: 'not_found' } }, 404);
    return c.json({ data: { expiryDate } }, 200, { 'Cache-Control': 'no-store' });
  });
}
