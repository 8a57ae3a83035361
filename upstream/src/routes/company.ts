// Company/* (a contract extension, lib/contract/endpoints/company): mounted from routes/extensions.ts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/company';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import * as company from '../services/company/accounts';

export function registerCompany(app: OpenAPIHono<AppEnv>, { db, clock, jobs }: Deps) {
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string; // auth 'user' or 'staff' guarantees it

  mount(app, ep.getMyCompany, async ({ c }) => company.getMyCompany(db, me(c)));
  mount(app, ep.createCompany, async ({ body, c }) => company.createCompany(db, me(c), body, clock()));
  mount(app, ep.inviteCompanyAdmin, async ({ body, c }) => {
    const result = await company.inviteAdmin(db, me(c), body, clock());
    jobs.kick(); // the invitation e-mail was queued with it
    return result;
  });
  mount(app, ep.answerCompanyInvitation, async ({ body, c }) => company.answerInvitation(db, me(c), body, clock()));
  mount(app, ep.leaveCompany, async ({ body, c }) => company.leaveCompany(db, me(c), body.CompanyID));
  mount(app, ep.getCompanies, async () => company.listCompanies(db));
  mount(app, ep.verifyCompany, async ({ body, c }) => company.verifyCompany(db, me(c), body, clock()));
}
