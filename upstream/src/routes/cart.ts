// Cart/* endpoints (docs/product/contract.md#endpoints): cart edits, vouchers, checkout and one order. See
// services/commerce.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/cart';
import { mount } from '../http/endpoint';
import { errorBody, notFound } from '../http/errors';
import { mayReadDocumentsOf } from '../http/document-reader';
import type { AppEnv, Deps } from '../http/types';
import * as cart from '../services/commerce/cart';
import { submitOrder } from '../services/commerce/checkout';
import { cancelOrder, getOrder } from '../services/commerce/orders';
import { seatContext } from '../services/lifecycle/context';

export function registerCart(app: OpenAPIHono<AppEnv>, deps: Deps) {
  const { db, clock, config } = deps;
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string; // auth 'user' guarantees it

  // 2 (CART_FULL) for a program with no seat left is an extension: without the extensions it stays 0, as the spec.
  mount(app, ep.addToCart, async ({ body, c }) =>
    cart.addToCart(db, me(c), body, clock(), { fullCode: config.extensions }),
  );
  mount(app, ep.updateDiplomaLang, async ({ body, c }) => cart.updateDiplomaLang(db, me(c), body));
  mount(app, ep.deleteFromCart, async ({ body, c }) => cart.deleteFromCart(db, me(c), body));
  mount(app, ep.getCart, async ({ c }) => {
    // A team line's volume tier is an extension (docs/company.md#buying-seats); without the extensions there are none.
    const data = await cart.getCart(
      db,
      c.get('auth').userId,
      clock(),
      config.extensions ? config.company.seatTiers : [],
    );
    // PromoCode is an extension field: an API without the extensions does not send it.
    if (!config.extensions) delete data.summary.PromoCode;
    return data;
  });
  mount(app, ep.cartTotal, async ({ c }) => cart.cartCount(db, c.get('auth').userId));
  mount(app, ep.getCartPromoCode, async ({ query, c }) => cart.applyPromoCode(db, me(c), query.promoCode, clock()));
  // 409 { error: { code } }: fully_booked, promo_invalid, cart_empty, address_required, pending_limit, and with the
  // extensions billing_address_required.
  mount(app, ep.submitOrder, async ({ query, c }) => {
    const policy = {
      holdHours: deps.config.lifecycle.payLaterHoldHours,
      pendingPerProgramCap: deps.config.lifecycle.pendingPerProgramCap,
      billingAddressForTrn: deps.config.extensions,
    };
    const result = await submitOrder(db, me(c), query, clock(), policy);
    deps.jobs.kick(); // the confirmation and invitations were queued with the order
    return result;
  });
  mount(app, ep.getOrder, async ({ query, c }) => {
    if (!mayReadDocumentsOf(c.get('auth'), query.uid)) throw notFound();
    const order = await getOrder(db, query.oid, query.uid.toLowerCase(), { extensions: config.extensions });
    if (!order) throw notFound();
    return order;
  });

  // Beyond the contract (staff only): cancels a pending order: status 3, its seats released, its voucher use returned.
  // POST /api/Cart/cancel-order?oid=<OrderUniqueID> → data 1 cancelled, 0 unknown or not pending.
  app.post('/api/Cart/cancel-order', async (c) => {
    const who = c.get('auth');
    if (who.role !== 'staff')
      return c.json(errorBody(who.userId ? 'forbidden' : 'unauthorized'), who.userId ? 403 : 401);
    const done = await cancelOrder(db, c.req.query('oid') ?? '', seatContext(deps));
    deps.jobs.kick();
    return c.json({ data: done ? 1 : 0 }, 200);
  });
}
