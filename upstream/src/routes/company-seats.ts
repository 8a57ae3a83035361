// CompanySeats/* (a contract extension, lib/contract/endpoints/company-seats): mounted from routes/extensions.ts.
// Each call checks the caller in the database (services/company/seats-*); the route only passes who is calling.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/company-seats';
import { mount } from '../http/endpoint';
import type { AppEnv, Auth, Deps } from '../http/types';
import { answerSeat, mySeatInvitations, seatInvitation } from '../services/company/seats-answer';
import { assignSeats } from '../services/company/seats-assign';
import { changeSeat } from '../services/company/seats-change';
import { getCompanySeats, seatTotals } from '../services/company/seats-read';

export function registerCompanySeats(app: OpenAPIHono<AppEnv>, { db, clock, jobs, config }: Deps) {
  const me = (c: { get(k: 'auth'): Auth }) => c.get('auth').userId as string; // auth 'user' or 'staff' guarantees it
  const hours = config.company.seatChangeHours;

  mount(app, ep.getCompanySeats, async ({ query, c }) =>
    getCompanySeats(
      db,
      { userId: me(c), staff: c.get('auth').role === 'staff', lang: c.get('auth').lang },
      query.CompanyID,
      hours,
      clock(),
    ),
  );
  mount(app, ep.assignCompanySeats, async ({ body, c }) => {
    const result = await assignSeats(db, me(c), body, hours, clock());
    jobs.kick(); // the invitations were queued with the seats
    return result;
  });
  mount(app, ep.changeCompanySeat, async ({ body, c }) => {
    const result = await changeSeat(db, me(c), body, hours, clock());
    jobs.kick();
    return result;
  });
  mount(app, ep.getMySeatInvitations, async ({ c }) => mySeatInvitations(db, me(c)));
  mount(app, ep.getSeatInvitation, async ({ query, c }) => seatInvitation(db, me(c), query.Token));
  mount(app, ep.answerSeatInvitation, async ({ body, c }) => {
    const result = await answerSeat(db, me(c), body, hours, clock());
    jobs.kick(); // the calendar invitation
    return result;
  });
  mount(app, ep.getSeatTotals, async () => seatTotals(db));
}
