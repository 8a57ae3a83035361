// The extension endpoints (lib/contract `extension: true`): capabilities this site adds to the institute's API.
// Each area registers here; UPSTREAM_EXTENSIONS=off leaves them all unmounted (404), as on an API without them.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../http/types';
import { registerBilling } from './billing';
import { registerCartVoucher } from './cart-voucher';
import { registerCompany } from './company';
import { registerCompanyBuy } from './company-buy';
import { registerCompanySeats } from './company-seats';
import { registerCredentials } from './credentials';
import { registerEInvoice } from './e-invoice';
import { registerLicence } from './licence';
import { registerLifecycle } from './lifecycle';
import { registerPracticeExams } from './practice-exams';
import { registerPrivacy } from './privacy';
import { registerSessionSummary } from './session-summary';
import { registerStaffDashboard } from './staff-dashboard';
import { registerWishlist } from './wishlist';

export function registerExtensions(app: OpenAPIHono<AppEnv>, deps: Deps) {
  registerBilling(app, deps);
  registerCartVoucher(app, deps);
  registerCompany(app, deps);
  registerCompanyBuy(app, deps);
  registerCompanySeats(app, deps);
  registerCredentials(app, deps);
  registerEInvoice(app, deps);
  registerLicence(app, deps);
  registerLifecycle(app, deps);
  registerPracticeExams(app, deps);
  registerPrivacy(app, deps);
  registerSessionSummary(app, deps);
  registerStaffDashboard(app, deps);
  registerWishlist(app, deps);
}
