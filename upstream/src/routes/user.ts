// User/* endpoints (docs/product/contract.md#endpoints): codes, sign-in, sign-up, reset password, profile, email
// change, My Account lists, addresses; and User/sign-out (an addition: revokes the caller's token).
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/user';
import { mount } from '../http/endpoint';
import type { AppEnv, Deps } from '../http/types';
import * as accounts from '../services/users/accounts';
import * as addresses from '../services/users/addresses';
import * as orders from '../services/users/orders';
import * as profile from '../services/users/profile';

export function registerUser(app: OpenAPIHono<AppEnv>, { db, mailer, clock, config }: Deps) {
  const me = (c: { get(k: 'auth'): { userId: string | null } }) => c.get('auth').userId as string; // auth 'user' guarantees it

  mount(app, ep.generateOtp, async ({ query, c }) =>
    accounts.generateOtp(db, mailer, query.email, c.get('auth').lang, clock()),
  );
  mount(app, ep.verifyOtp, async ({ query }) => accounts.verifyOtp(db, query, clock()));
  mount(app, ep.signIn, async ({ body, c }) =>
    accounts.signIn(db, body.email, body.password, c.get('auth').deviceId, clock()),
  );
  mount(app, ep.signUp, async ({ body, c }) => accounts.signUp(db, body, c.get('auth').deviceId, clock()));
  mount(app, ep.resetPassword, async ({ body }) => accounts.resetPassword(db, body, clock()));

  mount(app, ep.getProfile, async ({ c }) => profile.getProfile(db, me(c)));
  mount(app, ep.getProfileCompletion, async ({ c }) => profile.getCompletion(db, me(c)));
  mount(app, ep.setProfile, async ({ body, c }) => profile.setProfile(db, me(c), body, clock()));
  mount(app, ep.validateChangeEmail, async ({ query, c }) =>
    profile.validateChangeEmail(db, mailer, me(c), query.email, c.get('auth').lang, clock()),
  );
  mount(app, ep.changeUserEmail, async ({ query, c }) =>
    profile.changeUserEmail(db, mailer, me(c), query, c.get('auth').lang, clock()),
  );

  mount(app, ep.getCustomerOrders, async ({ c }) => orders.listOrders(db, me(c), { extensions: config.extensions }));
  mount(app, ep.getCustomerInits, async ({ c }) => orders.listInitiatives(db, me(c)));
  mount(app, ep.getCustomerOrderItems, async ({ query, c }) => orders.listOrderItems(db, me(c), query.type));

  mount(app, ep.getAddresses, async ({ c }) => addresses.listAddresses(db, me(c)));
  mount(app, ep.saveAddress, async ({ body, c }) => addresses.saveAddress(db, me(c), body, clock()));
  mount(app, ep.deleteAddress, async ({ body, c }) => addresses.deleteAddress(db, me(c), body.AddressID));

  // An addition (the institute's API has no sign-out call): revokes the x-secret-token of the signed-in caller. Data 1.
  mount(app, ep.signOut, async ({ c }) => {
    await accounts.revokeSessionToken(db, me(c), c.req.header('x-secret-token') ?? '', clock());
    return 1 as const;
  });
}
