import 'server-only';
import type { z } from 'zod';
import { answer, failure, limited, readJson, requestLang, signedIn, upstreamFailure } from '@/lib/session/bff-server';
import { callerContext } from '@/lib/session/session';
import { payloadTooLarge, TOO_LARGE } from '@/lib/security/body-limit';
import { refuseCrossSite } from '@/lib/security/origin';
import * as user from '@/lib/upstream/user';
import { AddressFormSchema, AddressIdSchema, toAddressInput } from '@/lib/validation/address';
import { issueKey } from '@/lib/validation/issue-key';

/**
 * The My Addresses BFF: list, save (create, edit, set default) and delete. Mutations check the Origin,
 * parse the body with the form's own schema, rate-limit per user, and answer the fresh list so the page
 * shows what the upstream holds. Errors are message keys.
 */

export async function listAddresses(request: Request): Promise<Response> {
  const auth = await signedIn();
  if (!auth.ok) return auth.response;
  const result = await user.getAddresses(callerContext(auth.session, requestLang(request)));
  if (!result.ok) return upstreamFailure(result.error, auth.session);
  return answer({ ok: true, addresses: result.data });
}

/** Mutation preamble: Origin, the body through the schema, the session, the per-user limit. */
async function prepare<S extends z.ZodType>(request: Request, schema: S) {
  const refused = refuseCrossSite(request);
  if (refused) return { ok: false as const, response: refused };
  const body = await readJson(request);
  if (body === TOO_LARGE) return { ok: false as const, response: payloadTooLarge() };
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false as const, response: failure(issueKey(parsed.error), 400) };
  const auth = await signedIn();
  if (!auth.ok) return auth;
  const tooFast = await limited(['addresses', auth.session.userId]);
  if (tooFast) return { ok: false as const, response: tooFast };
  return {
    ok: true as const,
    data: parsed.data as z.output<S>,
    session: auth.session,
    ctx: callerContext(auth.session, requestLang(request)),
  };
}

export async function saveAddress(request: Request): Promise<Response> {
  const input = await prepare(request, AddressFormSchema);
  if (!input.ok) return input.response;
  const saved = await user.saveAddress(toAddressInput(input.data), input.ctx);
  if (!saved.ok) {
    if (saved.error.kind === 'not_found') return failure('account.noData', 404);
    if (saved.error.status === 400) return failure('account.addresses.tooMany', 400);
    return upstreamFailure(saved.error, input.session);
  }
  const list = await user.getAddresses(input.ctx);
  return answer({ ok: true, address: saved.data, addresses: list.ok ? list.data : [saved.data] });
}

export async function deleteAddress(request: Request): Promise<Response> {
  const input = await prepare(request, AddressIdSchema);
  if (!input.ok) return input.response;
  const deleted = await user.deleteAddress(input.data.AddressID, input.ctx);
  if (!deleted.ok) return upstreamFailure(deleted.error, input.session);
  if (deleted.data !== 1) return failure('account.noData', 404);
  const list = await user.getAddresses(input.ctx);
  if (!list.ok) return upstreamFailure(list.error, input.session);
  return answer({ ok: true, addresses: list.data });
}
