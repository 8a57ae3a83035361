// User/get-session-summary (a contract extension, lib/contract/endpoints/session-summary): mounted from
// routes/extensions.ts. The cart count and the wishlist keys of every signed-in page view, behind one token check.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/session-summary';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import { cartCount } from '../services/commerce/cart';
import { wishlistKeys } from '../services/wishlist';

export function registerSessionSummary(app: OpenAPIHono<AppEnv>, { db }: Deps) {
  mount(app, ep.getSessionSummary, async ({ c }) => {
    const userId = c.get('auth').userId;
    const [count, keys] = await Promise.all([cartCount(db, userId), wishlistKeys(db, userId)]);
    return { CNT: count.CNT, WishlistKeys: keys };
  });
}
