// Extension endpoints of the booking lifecycle (lib/contract/endpoints/lifecycle.ts): the waitlist, notify-me and
// the staff refund. Mounted from routes/extensions.ts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/lifecycle';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import { alreadyBought } from '../services/commerce/lines';
import { mailHealth } from '../jobs/mail-log';
import { refundOrder } from '../services/commerce/orders';
import { seatContext } from '../services/lifecycle/context';
import { payByOfOrder } from '../services/lifecycle/deadlines';
import { cancelNotify, isNotifyRequested, requestNotify } from '../services/lifecycle/notify-me';
import { joinWaitlist, leaveWaitlist, listWaitlist, standingOf } from '../services/lifecycle/waitlist';

export function registerLifecycle(app: OpenAPIHono<AppEnv>, deps: Deps) {
  const { db, clock, jobs } = deps;
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string;

  mount(app, ep.waitlistJoin, async ({ body, c }) => {
    const userId = me(c);
    const id = body.PriceOptionID;
    return { Status: await joinWaitlist(db, userId, id, clock(), (d) => alreadyBought(d, userId, 'program', id)) };
  });
  mount(app, ep.waitlistLeave, async ({ body, c }) => {
    const left = await leaveWaitlist(db, me(c), body.PriceOptionID, seatContext(deps));
    jobs.kick(); // a declined offer passes its seat to the next in line
    return left ? 1 : 0;
  });
  mount(app, ep.waitlistStanding, async ({ query, c }) => standingOf(db, me(c), query.id));
  mount(app, ep.myWaitlist, async ({ c }) => listWaitlist(db, me(c)));

  mount(app, ep.notifyMe, async ({ body, c }) => ({ Status: await requestNotify(db, me(c), body.ProductId, clock()) }));
  mount(app, ep.notifyMeCancel, async ({ body, c }) => ((await cancelNotify(db, me(c), body.ProductId)) ? 1 : 0));
  mount(app, ep.notifyMeStatus, async ({ query, c }) => ({ Requested: await isNotifyRequested(db, me(c), query.id) }));

  mount(app, ep.orderDeadline, async ({ query, c }) => {
    const payBy = await payByOfOrder(db, query.oid.toLowerCase(), me(c));
    return { PayBy: payBy ? payBy.toISOString() : null };
  });

  mount(app, ep.refundOrder, async ({ query }) => {
    const done = await refundOrder(db, query.oid, seatContext(deps));
    jobs.kick();
    return done ? 1 : 0;
  });
  mount(app, ep.mailHealth, async () => {
    const h = await mailHealth(db, clock());
    return { Stuck: h.stuck, OldestStuckSince: h.oldestStuckSince, Failed: h.failed };
  });
}
