// User/get-billing-details and User/set-billing-details (contract extensions, lib/contract/endpoints/billing.ts).
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/billing';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import { getBillingDetails, setBillingDetails } from '../services/users/billing';

export function registerBilling(app: OpenAPIHono<AppEnv>, { db, clock }: Deps) {
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string; // auth 'user' guarantees it
  mount(app, ep.getBillingDetails, async ({ c }) => getBillingDetails(db, me(c)));
  mount(app, ep.setBillingDetails, async ({ body, c }) => setBillingDetails(db, me(c), body, clock()));
}
