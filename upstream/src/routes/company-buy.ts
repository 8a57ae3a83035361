// Company/* team buying (a contract extension, lib/contract/endpoints/company-buy): mounted from routes/extensions.ts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/company-buy';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import { addTeamLine, getTeamCart } from '../services/company/team-cart';
import { markTeamOrderPaid, submitTeamOrder } from '../services/company/team-submit';

export function registerCompanyBuy(app: OpenAPIHono<AppEnv>, deps: Deps) {
  const { db, clock, config } = deps;
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string; // auth guarantees it

  mount(app, ep.addTeamLine, async ({ body, c }) => addTeamLine(db, me(c), body, clock()));
  mount(app, ep.getTeamCart, async ({ c }) => getTeamCart(db, me(c), clock(), config.company));
  mount(app, ep.submitTeamOrder, async ({ body, c }) => {
    const result = await submitTeamOrder(db, me(c), body, clock(), {
      holdHours: config.lifecycle.payLaterHoldHours,
      pendingPerProgramCap: config.lifecycle.pendingPerProgramCap,
      team: config.company,
    });
    deps.jobs.kick(); // the confirmation was queued with the order
    return result;
  });
  mount(app, ep.markTeamOrderPaid, async ({ body }) => {
    const Status = await markTeamOrderPaid(db, body.OrderUniqueID, clock());
    deps.jobs.kick();
    return { Status };
  });
}
