// Cart/* reads and edits (docs/product/contract.md#endpoints): add, delete, diploma language, get-cart, cart-total,
// promo code. Mutations answer 1 (CART_OK) or 0: already in the cart, already bought (live order), or not addable;
// adding a program with no seat left answers 2 (CART_FULL, an extension) when `fullCode` is on.
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { CART_FULL, CART_MIXED, CART_OK, PROMO_INVALID } from '@shared/contract/constants/codes';
import type { CartResponse } from '@shared/contract/entities/cart';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { cartItems, carts, diplomas, membershipsBooks, programs, type ItemType } from '../../db/schema';
import { aed, iso, nullIfEmpty } from '../../lib/shape';
import { hasLiveOffer } from '../lifecycle/waitlist';
import {
  alreadyBought,
  cartItemsOf,
  lineGross,
  priceItems,
  priceTotals,
  voucherByCode,
  voucherUsable,
  type CartRow,
  type SeatTier,
} from './lines';

const REFUSED = 0;
const EMPTY: CartResponse = {
  summary: { SubTotal: 0, Discount: 0, TotalAfterDiscount: 0, VAT: 0, Total: 0, CNT: 0 },
  cart: { items: [], programs: [], diplomas: [], memberships: [], books: [] },
};

export async function findCart(db: Db, userId: string): Promise<CartRow | null> {
  const [c] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  return c ?? null;
}

/** The user's cart, created on first use (one per user: the unique user_id makes concurrent creation safe). */
export async function ensureCart(db: Db, userId: string, now: Date): Promise<CartRow> {
  await db.insert(carts).values({ userId, updatedAt: now }).onConflictDoNothing({ target: carts.userId });
  return (await findCart(db, userId))!;
}

/** Whether the cart holds team lines (a cart holds personal lines or team lines, never both). */
async function hasTeamLines(db: Db, cartId: number): Promise<boolean> {
  const [r] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), isNotNull(cartItems.companyId)))
    .limit(1);
  return Boolean(r);
}

/** A program can be booked while it is published, has not started, registration is open and a seat is left. */
function programAddable(p: typeof programs.$inferSelect, now: Date): boolean {
  return programOpen(p, now) && p.seatsAvailable > 0;
}

/** Published, not started, registration open (seats aside). */
export function programOpen(p: typeof programs.$inferSelect, now: Date): boolean {
  if (!p.published || p.startDate <= now) return false;
  return !(p.lastDateToRegister && p.lastDateToRegister < now);
}

async function insertItem(db: Db, values: typeof cartItems.$inferInsert): Promise<number> {
  const rows = await db.insert(cartItems).values(values).onConflictDoNothing().returning({ id: cartItems.id });
  return rows.length ? CART_OK : REFUSED;
}

export async function addToCart(
  db: Db,
  userId: string,
  b: { ItemID: number; ItemType: ItemType; DiplomaLang: 'en' | 'ar' | null },
  now: Date,
  opts: { fullCode: boolean } = { fullCode: true },
): Promise<number> {
  const { ItemID: id, ItemType: type } = b;
  if (await alreadyBought(db, userId, type, id)) return REFUSED;
  const cart = await ensureCart(db, userId, now);
  if (await hasTeamLines(db, cart.id)) return opts.fullCode ? CART_MIXED : REFUSED;
  if (type === 'program') {
    const [p] = await db.select().from(programs).where(eq(programs.id, id)).limit(1);
    // A full program can still be added by the customer a freed seat is held for (their waitlist offer).
    const addable = p && (programAddable(p, now) || (programOpen(p, now) && (await hasLiveOffer(db, id, userId, now))));
    if (!addable) return p && opts.fullCode && programOpen(p, now) && p.seatsAvailable <= 0 ? CART_FULL : REFUSED;
    return insertItem(db, { cartId: cart.id, itemType: 'program', itemId: id, createdAt: now });
  }
  if (type === 'exam') {
    // The exam of a program already in this cart (ItemID = its PriceOptionID), unless the price includes it.
    const [p] = await db.select().from(programs).where(eq(programs.id, id)).limit(1);
    if (!p || !p.hasExam || p.withExam) return REFUSED;
    const [line] = await db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.itemType, 'program'), eq(cartItems.itemId, id)))
      .limit(1);
    if (!line) return REFUSED;
    return insertItem(db, { cartId: cart.id, itemType: 'exam', itemId: id, examOf: line.id, createdAt: now });
  }
  if (type === 'diploma') {
    const [d] = await db.select().from(diplomas).where(eq(diplomas.id, id)).limit(1);
    if (!d) return REFUSED;
    // Diploma 4 (english_only) is taught in English: its language is always en.
    const lang = d.englishOnly ? 'en' : b.DiplomaLang;
    return insertItem(db, { cartId: cart.id, itemType: 'diploma', itemId: id, diplomaLang: lang, createdAt: now });
  }
  const [m] = await db.select().from(membershipsBooks).where(eq(membershipsBooks.id, id)).limit(1);
  if (!m || m.isBook !== (type === 'book')) return REFUSED;
  return insertItem(db, { cartId: cart.id, itemType: type, itemId: id, createdAt: now });
}

/** Removes an item; removing a program removes its exam too. 1 when something was removed, else 0. */
export async function deleteFromCart(
  db: Db,
  userId: string,
  b: { ItemID: number; ItemType: ItemType },
): Promise<number> {
  const cart = await findCart(db, userId);
  if (!cart) return REFUSED;
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.itemType, b.ItemType), eq(cartItems.itemId, b.ItemID)))
      .returning({ id: cartItems.id });
    if (!gone.length) return REFUSED;
    if (b.ItemType === 'program') {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.itemType, 'exam'), eq(cartItems.itemId, b.ItemID)));
    }
    return CART_OK;
  });
}

export async function updateDiplomaLang(
  db: Db,
  userId: string,
  b: { CITID: number; DiplomaLang: 'en' | 'ar' },
): Promise<number> {
  const cart = await findCart(db, userId);
  if (!cart) return REFUSED;
  const [row] = await db
    .select({ item: cartItems, englishOnly: diplomas.englishOnly })
    .from(cartItems)
    .innerJoin(diplomas, eq(diplomas.id, cartItems.itemId))
    .where(and(eq(cartItems.id, b.CITID), eq(cartItems.cartId, cart.id), eq(cartItems.itemType, 'diploma')))
    .limit(1);
  if (!row || (row.englishOnly && b.DiplomaLang !== 'en')) return REFUSED;
  await db.update(cartItems).set({ diplomaLang: b.DiplomaLang }).where(eq(cartItems.id, b.CITID));
  return CART_OK;
}

export async function getCart(
  db: Db,
  userId: string | null,
  now: Date,
  tiers: readonly SeatTier[] = [],
): Promise<CartResponse> {
  if (!userId) return EMPTY;
  const cart = await findCart(db, userId);
  if (!cart) return EMPTY;
  const lines = await priceItems(db, await cartItemsOf(db, cart.id));
  const voucher = await voucherByCode(db, cart.voucherCode);
  const { totals, voucherApplied } = priceTotals(lines, voucher, now, tiers);
  const examOf = new Map(lines.filter((l) => l.item.itemType === 'exam').map((l) => [l.item.itemId, l.item.id]));
  const res: CartResponse = {
    summary: {
      SubTotal: aed(totals.subTotal),
      Discount: aed(totals.discount),
      TotalAfterDiscount: aed(totals.totalAfterDiscount),
      VAT: aed(totals.vat),
      Total: aed(totals.total),
      CNT: lines.length,
      // Extension field: the code as the customer sees it applied (an unusable one is not applied: no discount).
      PromoCode: voucherApplied && voucher ? voucher.code : null,
    },
    cart: { items: [], programs: [], diplomas: [], memberships: [], books: [] },
  };
  for (const l of lines) {
    const i = l.item;
    res.cart.items.push({
      ItemID: i.itemId,
      ItemType: i.itemType,
      CITID: i.id,
      DiplomaLang: (i.diplomaLang as 'en' | 'ar' | null) ?? null,
    });
    if (i.itemType === 'program' && l.program) {
      const p = l.program;
      res.cart.programs.push({
        CITID: i.id,
        ProductId: p.course.id,
        Link: p.course.link,
        ProductTitle_en: p.course.titleEn,
        ProductTitle_ar: p.course.titleAr,
        CourseType_en: p.type.titleEn,
        CourseType_ar: p.type.titleAr,
        StartDate_DESC: iso(p.startDate),
        EndDate_DESC: iso(p.endDate),
        CourseLanguages_en: p.languagesEn,
        CourseLanguages_ar: p.languagesAr,
        HasExam: p.hasExam && !p.withExam,
        ExamPrice: aed(p.examPriceFils),
        EX_CITID: examOf.get(p.id) ?? null,
        PriceOptionID: p.id,
        SchedulePrice: aed(p.priceFils),
      });
    } else if (i.itemType === 'diploma' && l.diploma) {
      const d = l.diploma;
      res.cart.diplomas.push({
        CITID: i.id,
        DiplomaID: d.id,
        Link: d.link,
        DiplomaTitle_en: d.titleEn,
        DiplomaTitle_ar: d.titleAr,
        CreditHours: d.creditHours,
        COURSES_COUNT: d.coursesCount,
        Price: aed(d.priceFils),
      });
    } else if (l.mem) {
      const m = l.mem;
      const details = {
        CITID: i.id,
        MemTitle_en: m.titleEn,
        MemTitle_ar: m.titleAr,
        MemDesc_en: nullIfEmpty(m.descEn),
        MemDesc_ar: nullIfEmpty(m.descAr),
        Price: aed(m.priceFils),
      };
      (i.itemType === 'book' ? res.cart.books : res.cart.memberships).push(details);
    }
  }
  return res;
}

/** Every page of a signed-in visitor asks for it (the header's cart count). */
const cartCountQuery = preparedQuery('cart_count', (db, name) =>
  db
    .select({ n: count() })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .prepare(name),
);

export async function cartCount(db: Db, userId: string | null): Promise<{ CNT: number }> {
  if (!userId) return { CNT: 0 };
  const [r] = await cartCountQuery(db).execute({ userId });
  return { CNT: Number(r?.n ?? 0) };
}

/** Applies a voucher (one per cart: a new valid code replaces the old one). 1 applied; 0 unknown, inactive, expired,
 *  used up, or the cart's sub total is under its minimum. */
export async function applyPromoCode(db: Db, userId: string, code: string, now: Date): Promise<number> {
  const v = await voucherByCode(db, code);
  if (!v) return PROMO_INVALID;
  const cart = await ensureCart(db, userId, now);
  const lines = await priceItems(db, await cartItemsOf(db, cart.id));
  const subTotal = lines.reduce((s, l) => s + lineGross(l), 0);
  if (!voucherUsable(v, subTotal, now)) return PROMO_INVALID;
  await db.update(carts).set({ voucherCode: v.code, updatedAt: now }).where(eq(carts.id, cart.id));
  return CART_OK;
}

/** Extension Cart/remove-promo-code: takes the voucher off the cart (1, also when none was applied). */
export async function removePromoCode(db: Db, userId: string, now: Date): Promise<number> {
  await db.update(carts).set({ voucherCode: null, updatedAt: now }).where(eq(carts.userId, userId));
  return CART_OK;
}
