import 'server-only';
import { z } from 'zod';
import { CART_OK, PROMO_INVALID } from '@/lib/contract';
import { refuseCrossSite } from '@/lib/security/origin';
import type { LimitName } from '@/lib/security/rate-limit';
import { answer, failure, limited, readJson, requestLang, upstreamFailure } from '@/lib/session/bff-server';
import { callerContext, getSession, isLoggedIn, type Session } from '@/lib/session/session';
import * as cart from '@/lib/upstream/cart';
import type { UpstreamError } from '@/lib/upstream/client';
import { issueKey } from '@/lib/validation/issue-key';
import { payloadTooLarge, TOO_LARGE } from '@/lib/security/body-limit';
import {
  AddToCartInputSchema,
  CART_MSG,
  DiplomaLangInputSchema,
  ExamInputSchema,
  PromoInputSchema,
  RemoveFromCartInputSchema,
  SubmitOrderInputSchema,
  trnOrDash,
} from '@/lib/validation/cart';
import { EMPTY_CART, toCartView, type CartAnswer } from './cart-view';
import { afterSubmitPath } from './payment';

/**
 * The commerce BFF (docs/architecture.md#bff): what each route under app/api/cart does. Every mutation: Origin
 * check, the input's zod schema, a logged-in session ('Please log in first', 401, for a visitor), a rate limit
 * per user, the upstream call with the session's token, and a small answer `{ ok: true, … } | { ok: false,
 * error }` whose error is a message key. The token never leaves the server; no amount is computed here
 * either: the cart page shows the upstream's summary.
 */

/** The body of a call that takes no input. */
const NO_INPUT = z.object({});

type LoggedIn = Session & { userId: string; token: string };
type Guarded<S extends z.ZodType> =
  { ok: true; data: z.output<S>; session: LoggedIn; lang: 'en' | 'ar' } | { ok: false; response: Response };

/** Origin, then the session (visitor → 401 loginFirst), then the body, then the user's rate limit. */
async function guard<S extends z.ZodType>(request: Request, schema: S, limit: LimitName): Promise<Guarded<S>> {
  const refused = refuseCrossSite(request);
  if (refused) return { ok: false, response: refused };
  const session = await getSession();
  if (!isLoggedIn(session)) return { ok: false, response: failure(CART_MSG.loginFirst, 401) };
  const body = await readJson(request);
  if (body === TOO_LARGE) return { ok: false, response: payloadTooLarge() };
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, response: failure(issueKey(parsed.error), 400) };
  const tooFast = await limited([limit, session.userId]);
  if (tooFast) return { ok: false, response: tooFast };
  return { ok: true, data: parsed.data, session, lang: requestLang(request) };
}

function cartFailure(error: UpstreamError, session: Session): Response {
  if (error.kind === 'unauthorized' || error.kind === 'invalid' || (error.kind === 'http' && error.status === 400))
    return upstreamFailure(error, session);
  return failure(CART_MSG.failed, 502);
}

// ---------------------------------------------------------------- read

/** GET /api/cart: the cart with its lines and the upstream's summary; the saved addresses when a book needs one. */
export async function readCart(request: Request): Promise<Response> {
  const session = await getSession();
  if (!isLoggedIn(session)) return answer<CartAnswer>({ ok: true, loggedIn: false, cart: EMPTY_CART, addresses: null });
  const ctx = callerContext(session, requestLang(request));
  const result = await cart.getCart(ctx);
  if (!result.ok) return cartFailure(result.error, session);
  const view = toCartView(result.data);
  let addresses: CartAnswer['addresses'] = null;
  if (view.needsAddress) {
    const list = await cart.getShippingAddresses(ctx);
    addresses = list.ok ? list.data : null;
  }
  return answer<CartAnswer>({ ok: true, loggedIn: true, cart: view, addresses });
}

// ---------------------------------------------------------------- mutations

/**
 * POST /api/cart/add: a program (then its exam when WithExam), a diploma (language required), a membership,
 * a book. Result 1 → `{ ok: true, result: 1 }`; any other result → the already-purchased message (a diploma:
 * the academic-program one), 409.
 */
export async function addItem(request: Request): Promise<Response> {
  const input = await guard(request, AddToCartInputSchema, 'cart');
  if (!input.ok) return input.response;
  const { ItemID, ItemType, WithExam, DiplomaLang } = input.data;
  const ctx = callerContext(input.session, input.lang);
  const result = await cart.addToCart(
    { ItemID, ItemType, DiplomaLang: ItemType === 'diploma' ? DiplomaLang : null },
    ctx,
  );
  if (!result.ok) return cartFailure(result.error, input.session);
  if (result.data !== CART_OK) {
    const key = ItemType === 'diploma' ? CART_MSG.alreadyEnrolledProgram : CART_MSG.alreadyPurchased;
    return Response.json(
      { ok: false, error: key, result: result.data },
      { status: 409, headers: { 'Cache-Control': 'private, no-store' } },
    );
  }
  let exam: number | null = null;
  if (ItemType === 'program' && WithExam) {
    const added = await cart.addToCart({ ItemID, ItemType: 'exam' }, ctx);
    exam = added.ok ? added.data : null;
  }
  return answer({ ok: true, result: CART_OK, exam });
}

/** POST /api/cart/remove: deletes an item (a program takes its exam with it). */
export async function removeItem(request: Request): Promise<Response> {
  const input = await guard(request, RemoveFromCartInputSchema, 'cart');
  if (!input.ok) return input.response;
  const result = await cart.deleteFromCart(input.data, callerContext(input.session, input.lang));
  if (!result.ok) return cartFailure(result.error, input.session);
  if (result.data !== CART_OK) return failure(CART_MSG.failed, 409);
  return answer({ ok: true });
}

/** POST /api/cart/exam: adds or removes the exam of a program item. */
export async function toggleExam(request: Request): Promise<Response> {
  const input = await guard(request, ExamInputSchema, 'cart');
  if (!input.ok) return input.response;
  const ctx = callerContext(input.session, input.lang);
  const item = { ItemID: input.data.PriceOptionID, ItemType: 'exam' as const };
  const result = input.data.add ? await cart.addToCart(item, ctx) : await cart.deleteFromCart(item, ctx);
  if (!result.ok) return cartFailure(result.error, input.session);
  if (result.data !== CART_OK) return failure(input.data.add ? CART_MSG.alreadyPurchased : CART_MSG.failed, 409);
  return answer({ ok: true });
}

/** POST /api/cart/diploma-lang: the language of a diploma item. */
export async function setDiplomaLang(request: Request): Promise<Response> {
  const input = await guard(request, DiplomaLangInputSchema, 'cart');
  if (!input.ok) return input.response;
  const result = await cart.updateDiplomaLang(input.data, callerContext(input.session, input.lang));
  if (!result.ok) return cartFailure(result.error, input.session);
  if (result.data !== CART_OK) return failure(CART_MSG.failed, 409);
  return answer({ ok: true });
}

/** POST /api/cart/promo: applies a voucher. Data 0 → 'Invalid or Expired Promo Code' (the page clears the input). */
export async function applyPromo(request: Request): Promise<Response> {
  const input = await guard(request, PromoInputSchema, 'promo');
  if (!input.ok) return input.response;
  const result = await cart.applyPromoCode(input.data.promoCode, callerContext(input.session, input.lang));
  if (!result.ok) {
    if (result.error.kind === 'http' && result.error.status === 400) return failure(CART_MSG.invalidPromo, 400);
    return cartFailure(result.error, input.session);
  }
  if (result.data === PROMO_INVALID || result.data !== CART_OK) return failure(CART_MSG.invalidPromo, 400);
  return answer({ ok: true });
}

/**
 * POST /api/cart/promo/remove: takes the applied voucher off (an extension endpoint). On an API without it the
 * answer is 404 'unavailable' (the page never offers it there: the cart then names no applied code).
 */
export async function removePromo(request: Request): Promise<Response> {
  const input = await guard(request, NO_INPUT, 'promo');
  if (!input.ok) return input.response;
  const result = await cart.removePromoCode(callerContext(input.session, input.lang));
  if (!result.ok) {
    if (result.error.kind === 'unavailable') return failure(CART_MSG.failed, 404);
    return cartFailure(result.error, input.session);
  }
  if (result.data !== CART_OK) return failure(CART_MSG.failed, 409);
  return answer({ ok: true });
}

const SUBMIT_ERRORS: Record<string, string> = {
  fully_booked: CART_MSG.fullyBooked,
  promo_invalid: CART_MSG.invalidPromo,
  cart_empty: CART_MSG.cartEmpty,
  address_required: CART_MSG.chooseAddress,
  pending_limit: 'lifecycle.errors.pendingLimit',
};

/**
 * POST /api/cart/submit: Cart/submit-order (TRN '-' when empty). The answer names where the browser goes:
 * my-orders for a zero total or pay later, else the provider's hosted card page (built here, with uid, oid,
 * lang and env). 409 codes of the upstream become their messages.
 */
export async function submit(request: Request): Promise<Response> {
  const input = await guard(request, SubmitOrderInputSchema, 'checkout');
  if (!input.ok) return input.response;
  const { paymentMethod, trn, addressId } = input.data;
  const lang = input.data.lang ?? input.lang;
  const ctx = callerContext(input.session, lang);
  const result = await cart.submitOrder(
    { paymentMethod, trn: trnOrDash(trn), ...(addressId ? { addressId } : {}) },
    ctx,
  );
  if (!result.ok) {
    const key = result.error.code ? SUBMIT_ERRORS[result.error.code] : undefined;
    if (key && result.error.kind === 'http' && result.error.status === 409) return failure(key, 409);
    return cartFailure(result.error, input.session);
  }
  const { OrderUniqueID, Total } = result.data;
  const redirect = afterSubmitPath({
    oid: OrderUniqueID,
    total: Total,
    method: paymentMethod,
    uid: input.session.userId,
    lang,
  });
  return answer({ ok: true, orderId: OrderUniqueID, total: Total, redirect });
}
