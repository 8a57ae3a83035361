// Licence/* (a contract extension, lib/contract/endpoints/licence, docs/licence.md): mounted from routes/extensions.ts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/licence';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import { deleteLicence, getLicence, saveLicence } from '../services/licence/licence';
import { expiringLicences } from '../services/licence/staff';

export function registerLicence(app: OpenAPIHono<AppEnv>, { db, clock, config, jobs }: Deps) {
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string; // auth 'user'
  const days = config.licence.reminderDays;

  mount(app, ep.getLicence, async ({ c }) => getLicence(db, me(c), clock(), days));
  mount(app, ep.saveLicence, async ({ body, c }) => {
    const saved = await saveLicence(db, me(c), body, clock(), days);
    jobs.kick();
    return saved;
  });
  mount(app, ep.deleteLicence, async ({ c }) => deleteLicence(db, me(c)));
  mount(app, ep.expiringLicences, async ({ query }) => expiringLicences(db, query.days, clock()));
}
