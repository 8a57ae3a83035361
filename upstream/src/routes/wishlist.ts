// Wishlist/* (a contract extension, lib/contract/endpoints/wishlist): mounted from routes/extensions.ts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/wishlist';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import * as wishlist from '../services/wishlist';

export function registerWishlist(app: OpenAPIHono<AppEnv>, { db, clock }: Deps) {
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string; // auth 'user' guarantees it

  mount(app, ep.getWishlist, async ({ c }) => wishlist.listWishlist(db, me(c), clock()));
  mount(app, ep.getWishlistKeys, async ({ c }) => wishlist.wishlistKeys(db, c.get('auth').userId));
  mount(app, ep.addToWishlist, async ({ body, c }) => wishlist.addToWishlist(db, me(c), body, clock()));
  mount(app, ep.removeFromWishlist, async ({ body, c }) => wishlist.removeFromWishlist(db, me(c), body));
}
