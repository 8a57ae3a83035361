import 'server-only';
import { z } from 'zod';
import { WishlistAddResult, WishlistItemTypeSchema } from '@/lib/contract/entities/wishlist';
import { refuseCrossSite } from '@/lib/security/origin';
import { answer, failure, limited, readJson, requestLang, upstreamFailure } from '@/lib/session/bff-server';
import { callerContext, getSession, isLoggedIn } from '@/lib/session/session';
import type { UpstreamError } from '@/lib/upstream/client';
import * as upstream from '@/lib/upstream/wishlist';
import { MSG } from '@/lib/validation/messages';

/** Error keys of the wishlist BFF (messages `wishlist.errors.*`, and the shared 'Please log in first'). */
export const WISHLIST_MSG = {
  loginFirst: MSG.notLoggedIn,
  invalid: 'wishlist.errors.invalid',
  gone: 'wishlist.errors.gone',
  full: 'wishlist.errors.full',
  unavailable: 'wishlist.errors.unavailable',
  failed: 'wishlist.errors.failed',
} as const;

const WishlistInputSchema = z.object({
  ItemType: WishlistItemTypeSchema,
  ItemID: z.number().int().positive(),
});

/** Origin, then the session (a visitor → 401 'Please log in first'), then the body, then the user's rate limit. */
async function guard(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return { ok: false as const, response: refused };
  const session = await getSession();
  if (!isLoggedIn(session)) return { ok: false as const, response: failure(WISHLIST_MSG.loginFirst, 401) };
  const parsed = WishlistInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return { ok: false as const, response: failure(WISHLIST_MSG.invalid, 400) };
  const tooFast = await limited(['wishlist', session.userId]);
  if (tooFast) return { ok: false as const, response: tooFast };
  return { ok: true as const, key: parsed.data, session, ctx: callerContext(session, requestLang(request)) };
}

function wishlistFailure(error: UpstreamError, session: Awaited<ReturnType<typeof getSession>>): Response {
  if (error.kind === 'unauthorized') return upstreamFailure(error, session);
  // An API without the extension: the browser hides the hearts when it next reads /api/session.
  if (error.kind === 'unavailable') return failure(WISHLIST_MSG.unavailable, 404);
  return failure(WISHLIST_MSG.failed, 502);
}

/** POST /api/wishlist/add `{ ItemType, ItemID }`: saved (also when it already was) → `{ ok: true }`. */
export async function addItem(request: Request): Promise<Response> {
  const input = await guard(request);
  if (!input.ok) return input.response;
  const result = await upstream.addToWishlist(input.key, input.ctx);
  if (!result.ok) return wishlistFailure(result.error, input.session);
  if (result.data === WishlistAddResult.Full) return failure(WISHLIST_MSG.full, 409);
  if (result.data !== WishlistAddResult.Saved) return failure(WISHLIST_MSG.gone, 409);
  return answer({ ok: true });
}

/** POST /api/wishlist/remove `{ ItemType, ItemID }`: no longer saved → `{ ok: true }`. */
export async function removeItem(request: Request): Promise<Response> {
  const input = await guard(request);
  if (!input.ok) return input.response;
  const result = await upstream.removeFromWishlist(input.key, input.ctx);
  if (!result.ok) return wishlistFailure(result.error, input.session);
  return answer({ ok: true });
}
