// Extension endpoints of the cart's voucher (lib/contract/endpoints/cart-voucher.ts): taking an applied code off.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/cart-voucher';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import { removePromoCode } from '../services/commerce/cart';

export function registerCartVoucher(app: OpenAPIHono<AppEnv>, { db, clock }: Deps) {
  // auth 'user' guarantees a user id
  mount(app, ep.removePromoCode, async ({ c }) => removePromoCode(db, c.get('auth').userId as string, clock()));
}
