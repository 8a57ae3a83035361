import 'server-only';
import { answer, failure, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';
import * as user from '@/lib/upstream/user';
import { AddressFormSchema, AddressIdSchema, toAddressInput } from '@/lib/validation/address';

/**
 * The My Addresses BFF: list, save (create, edit, set default) and delete. Mutations check the Origin,
 * parse the body with the form's own schema, rate-limit per user, and answer the fresh list so the page
 * shows what the upstream holds. Errors are message keys.
 */

export const listAddresses = bffRoute({ auth: 'user' }, async ({ session, caller }) => {
  const result = await user.getAddresses(caller);
  if (!result.ok) return upstreamFailure(result.error, session);
  return answer({ ok: true, addresses: result.data });
});

export const saveAddress = bffRoute(
  { body: AddressFormSchema, auth: 'user', limit: 'addresses' },
  async ({ input, session, caller }) => {
    const saved = await user.saveAddress(toAddressInput(input), caller);
    if (!saved.ok) {
      if (saved.error.kind === 'not_found') return failure('account.noData', 404);
      if (saved.error.status === 400) return failure('account.addresses.tooMany', 400);
      return upstreamFailure(saved.error, session);
    }
    const list = await user.getAddresses(caller);
    return answer({ ok: true, address: saved.data, addresses: list.ok ? list.data : [saved.data] });
  },
);

export const deleteAddress = bffRoute(
  { body: AddressIdSchema, auth: 'user', limit: 'addresses' },
  async ({ input, session, caller }) => {
    const deleted = await user.deleteAddress(input.AddressID, caller);
    if (!deleted.ok) return upstreamFailure(deleted.error, session);
    if (deleted.data !== 1) return failure('account.noData', 404);
    const list = await user.getAddresses(caller);
    if (!list.ok) return upstreamFailure(list.error, session);
    return answer({ ok: true, addresses: list.data });
  },
);
