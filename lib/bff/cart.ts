import 'server-only';
import { z } from 'zod';
import { CART_FULL, CART_MIXED, CART_OK, PROMO_INVALID } from '@/lib/contract';
import type { AddToCartAnswer, CartReadAnswer } from '@/lib/bff/answer-types';
import { answer, failure, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute, SESSION_FIRST } from '@/lib/bff/route';
import { callerContext, isLoggedIn, type Session } from '@/lib/session/session';
import * as cart from '@/lib/upstream/cart';
import type { UpstreamError } from '@/lib/upstream/client';
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
import { EMPTY_CART, toCartView, type CartAnswer } from '@/lib/commerce/cart-view';
import { afterSubmitPath } from '@/lib/commerce/payment';

/**
 * The commerce BFF (docs/architecture.md#bff): what each route under app/api/cart does. Every mutation
 * (lib/bff/route.ts): Origin check, a logged-in session ('Please log in first', 401, for a visitor), the input's zod
 * schema, a rate limit per user, the upstream call with the session's token, and a small answer `{ ok: true, … } | { ok: false,
 * error }` whose error is a message key. The token never leaves the server; no amount is computed here
 * either: the cart page shows the upstream's summary.
 */

/** The body of a call that takes no input. */
const NO_INPUT = z.object({});

function cartFailure(error: UpstreamError, session: Session): Response {
  if (error.kind === 'unauthorized' || error.kind === 'invalid' || (error.kind === 'http' && error.status === 400))
    return upstreamFailure(error, session);
  return failure(CART_MSG.failed, 502);
}

// ---------------------------------------------------------------- read

/** GET /api/cart: the cart with its lines and the upstream's summary; the saved addresses when a book needs one. */
export const readCart = bffRoute({ auth: 'visitor' }, async ({ session, caller: ctx }) => {
  if (!isLoggedIn(session))
    return answer<CartReadAnswer>({ ok: true, loggedIn: false, cart: EMPTY_CART, addresses: null });
  const result = await cart.getCart(ctx);
  if (!result.ok) return cartFailure(result.error, session);
  const view = toCartView(result.data);
  let addresses: CartAnswer['addresses'] = null;
  if (view.needsAddress) {
    const list = await cart.getShippingAddresses(ctx);
    addresses = list.ok ? list.data : null;
  }
  return answer<CartReadAnswer>({ ok: true, loggedIn: true, cart: view, addresses });
});

// ---------------------------------------------------------------- mutations

/**
 * POST /api/cart/add: a program (then its exam when WithExam), a diploma (language required), a membership,
 * a book. Result 1 → `{ ok: true, result: 1 }`; 2 (CART_FULL, an extension: a program with no seat left) → 'This
 * program is full.', 409, and the page offers the waitlist; 3 (CART_MIXED, an extension: the cart holds a company's
 * seats) → check out or remove those first, 409; any other result → the already-purchased message (a
 * diploma: the academic-program one), 409.
 */
export const addItem = bffRoute(
  { body: AddToCartInputSchema, auth: 'user', limit: 'cart', order: SESSION_FIRST },
  async ({ input, session, caller: ctx }) => {
    const { ItemID, ItemType, WithExam, DiplomaLang } = input;
    const result = await cart.addToCart(
      { ItemID, ItemType, DiplomaLang: ItemType === 'diploma' ? DiplomaLang : null },
      ctx,
    );
    if (!result.ok) return cartFailure(result.error, session);
    if (result.data !== CART_OK) {
      const key =
        ItemType === 'program' && result.data === CART_FULL
          ? CART_MSG.programFull
          : result.data === CART_MIXED
            ? CART_MSG.mixedCart
            : ItemType === 'diploma'
              ? CART_MSG.alreadyEnrolledProgram
              : CART_MSG.alreadyPurchased;
      return answer<AddToCartAnswer>({ ok: false, error: key, result: result.data }, 409);
    }
    let exam: number | null = null;
    if (ItemType === 'program' && WithExam) {
      const added = await cart.addToCart({ ItemID, ItemType: 'exam' }, ctx);
      exam = added.ok ? added.data : null;
    }
    return answer<AddToCartAnswer>({ ok: true, result: CART_OK, exam });
  },
);

/** POST /api/cart/remove: deletes an item (a program takes its exam with it). */
export const removeItem = bffRoute(
  { body: RemoveFromCartInputSchema, auth: 'user', limit: 'cart', order: SESSION_FIRST },
  async ({ input, session, caller: ctx }) => {
    const result = await cart.deleteFromCart(input, ctx);
    if (!result.ok) return cartFailure(result.error, session);
    if (result.data !== CART_OK) return failure(CART_MSG.failed, 409);
    return answer({ ok: true });
  },
);

/** POST /api/cart/exam: adds or removes the exam of a program item. */
export const toggleExam = bffRoute(
  { body: ExamInputSchema, auth: 'user', limit: 'cart', order: SESSION_FIRST },
  async ({ input, session, caller: ctx }) => {
    const item = { ItemID: input.PriceOptionID, ItemType: 'exam' as const };
    const result = input.add ? await cart.addToCart(item, ctx) : await cart.deleteFromCart(item, ctx);
    if (!result.ok) return cartFailure(result.error, session);
    if (result.data !== CART_OK) return failure(input.add ? CART_MSG.alreadyPurchased : CART_MSG.failed, 409);
    return answer({ ok: true });
  },
);

/** POST /api/cart/diploma-lang: the language of a diploma item. */
export const setDiplomaLang = bffRoute(
  { body: DiplomaLangInputSchema, auth: 'user', limit: 'cart', order: SESSION_FIRST },
  async ({ input, session, caller: ctx }) => {
    const result = await cart.updateDiplomaLang(input, ctx);
    if (!result.ok) return cartFailure(result.error, session);
    if (result.data !== CART_OK) return failure(CART_MSG.failed, 409);
    return answer({ ok: true });
  },
);

/** POST /api/cart/promo: applies a voucher. Data 0 → 'Invalid or Expired Promo Code' (the page clears the input). */
export const applyPromo = bffRoute(
  { body: PromoInputSchema, auth: 'user', limit: 'promo', order: SESSION_FIRST },
  async ({ input, session, caller: ctx }) => {
    const result = await cart.applyPromoCode(input.promoCode, ctx);
    if (!result.ok) {
      if (result.error.kind === 'http' && result.error.status === 400) return failure(CART_MSG.invalidPromo, 400);
      return cartFailure(result.error, session);
    }
    if (result.data === PROMO_INVALID || result.data !== CART_OK) return failure(CART_MSG.invalidPromo, 400);
    return answer({ ok: true });
  },
);

/**
 * POST /api/cart/promo/remove: takes the applied voucher off (an extension endpoint). On an API without it the
 * answer is 404 'unavailable' (the page never offers it there: the cart then names no applied code).
 */
export const removePromo = bffRoute(
  { body: NO_INPUT, auth: 'user', limit: 'promo', order: SESSION_FIRST },
  async ({ session, caller: ctx }) => {
    const result = await cart.removePromoCode(ctx);
    if (!result.ok) {
      if (result.error.kind === 'unavailable') return failure(CART_MSG.failed, 404);
      return cartFailure(result.error, session);
    }
    if (result.data !== CART_OK) return failure(CART_MSG.failed, 409);
    return answer({ ok: true });
  },
);

const SUBMIT_ERRORS: Record<string, string> = {
  fully_booked: CART_MSG.fullyBooked,
  promo_invalid: CART_MSG.invalidPromo,
  cart_empty: CART_MSG.cartEmpty,
  address_required: CART_MSG.chooseAddress,
  billing_address_required: CART_MSG.billingAddressForTrn,
  pending_limit: 'lifecycle.errors.pendingLimit',
};

/**
 * POST /api/cart/submit: Cart/submit-order (TRN '-' when empty). The answer names where the browser goes:
 * my-orders for a zero total or pay later, else the provider's hosted card page (built here, with uid, oid,
 * lang and env). 409 codes of the upstream become their messages.
 */
export const submit = bffRoute(
  { body: SubmitOrderInputSchema, auth: 'user', limit: 'checkout', order: SESSION_FIRST },
  async ({ input, session, lang: requestLang }) => {
    const { paymentMethod, trn, addressId } = input;
    const lang = input.lang ?? requestLang;
    const ctx = callerContext(session, lang);
    const result = await cart.submitOrder(
      { paymentMethod, trn: trnOrDash(trn), ...(addressId ? { addressId } : {}) },
      ctx,
    );
    if (!result.ok) {
      const key = result.error.code ? SUBMIT_ERRORS[result.error.code] : undefined;
      if (key && result.error.kind === 'http' && result.error.status === 409) return failure(key, 409);
      return cartFailure(result.error, session);
    }
    const { OrderUniqueID, Total } = result.data;
    const redirect = afterSubmitPath({
      oid: OrderUniqueID,
      total: Total,
      method: paymentMethod,
      uid: session.userId,
      lang,
    });
    return answer({ ok: true, orderId: OrderUniqueID, total: Total, redirect });
  },
);
