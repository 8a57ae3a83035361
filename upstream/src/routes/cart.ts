// Cart/* endpoints (spec 7): cart edits, vouchers, checkout and one order. See services/commerce.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '../../../lib/contract/endpoints/cart';
import { mount } from '../http/endpoint';
import { errorBody, notFound } from '../http/errors';
import type { AppEnv, Deps } from '../http/types';
import * as cart from '../services/commerce/cart';
import { submitOrder } from '../services/commerce/checkout';
import { cancelOrder, getOrder } from '../services/commerce/orders';

export function registerCart(app: OpenAPIHono<AppEnv>, { db, clock }: Deps) {
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string; // auth 'user' guarantees it

  mount(app, ep.addToCart, async ({ body, c }) => cart.addToCart(db, me(c), body, clock()));
  mount(app, ep.updateDiplomaLang, async ({ body, c }) => cart.updateDiplomaLang(db, me(c), body));
  mount(app, ep.deleteFromCart, async ({ body, c }) => cart.deleteFromCart(db, me(c), body));
  mount(app, ep.getCart, async ({ c }) => cart.getCart(db, c.get('auth').userId, clock()));
  mount(app, ep.cartTotal, async ({ c }) => cart.cartCount(db, c.get('auth').userId));
  mount(app, ep.getCartPromoCode, async ({ query, c }) => cart.applyPromoCode(db, me(c), query.promoCode, clock()));
  // 409 { error: { code } }: fully_booked, promo_invalid, cart_empty, address_required.
  mount(app, ep.submitOrder, async ({ query, c }) => submitOrder(db, me(c), query, clock()));
  mount(app, ep.getOrder, async ({ query }) => {
    const order = await getOrder(db, query.oid, query.uid.toLowerCase());
    if (!order) throw notFound();
    return order;
  });

  // Beyond the contract (staff only): cancels a pending order: status 3, its seats released, its voucher use returned.
  // POST /api/Cart/cancel-order?oid=<OrderUniqueID> → data 1 cancelled, 0 unknown or not pending.
  app.post('/api/Cart/cancel-order', async (c) => {
    const who = c.get('auth');
    if (who.role !== 'staff')
      return c.json(errorBody(who.userId ? 'forbidden' : 'unauthorized'), who.userId ? 403 : 401);
    return c.json({ data: (await cancelOrder(db, c.req.query('oid') ?? '')) ? 1 : 0 }, 200);
  });
}
