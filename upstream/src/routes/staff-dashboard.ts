// The staff dashboard's extension endpoints (lib/contract/endpoints/staff-dashboard.ts). mount() refuses everyone but
// staff on every request (401 anonymous, 403 customers). Mounted from routes/extensions.ts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/staff-dashboard';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import { dashboardBrokers } from '../services/dashboard/brokers';
import { dashboardOwed } from '../services/dashboard/owed';
import { dashboardSales } from '../services/dashboard/sales';
import { dashboardSeats, seatBookings } from '../services/dashboard/seats';
import { dashboardMail, dashboardVouchers } from '../services/dashboard/vouchers-mail';
import { dashboardWaitlists } from '../services/dashboard/waitlists';

export function registerStaffDashboard(app: OpenAPIHono<AppEnv>, deps: Deps) {
  const { db, clock, config } = deps;
  mount(app, ep.dashboardSales, ({ query }) => dashboardSales(db, query));
  mount(app, ep.dashboardSeats, ({ query }) => dashboardSeats(db, query, config.dashboard, clock()));
  mount(app, ep.dashboardSeatBookings, ({ query }) => seatBookings(db, query.program));
  mount(app, ep.dashboardOwed, ({ query }) => dashboardOwed(db, query, config.dashboard.owedAgeDays, clock()));
  mount(app, ep.dashboardWaitlists, ({ query }) => dashboardWaitlists(db, query));
  mount(app, ep.dashboardVouchers, ({ query }) => dashboardVouchers(db, query));
  mount(app, ep.dashboardMail, ({ query }) => dashboardMail(db, query));
  mount(app, ep.dashboardBrokers, () => dashboardBrokers(db, config.dashboard.licenceWindowsDays, clock()));
}
