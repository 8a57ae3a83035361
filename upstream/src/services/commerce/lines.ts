// Cart lines priced from the catalogue (never from the client), and the summary in integer fils:
// VAT 5% per line on the line's net after its volume tier and its share of the voucher discount (lib/money).
// A team line (company_id set) is one line of `quantity` seats: price per seat × quantity.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { allocateDiscount, computeTotals, divRoundHalfUp, type LineAmounts, type Totals } from '@shared/money/vat';
import type { Db } from '../../db/client';
import {
  cartItems,
  orderCompany,
  carts,
  courseTypes,
  courses,
  diplomaCourses,
  diplomas,
  membershipsBooks,
  orderItems,
  orders,
  programs,
  vouchers,
  type ItemType,
} from '../../db/schema';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
type ProgramRow = typeof programs.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;

/** Orders whose items count as bought: pending (1) and paid (2). Cancelled (3) and refunded (4) do not. */
export const LIVE_STATUSES = [1, 2];

export interface PricedLine {
  item: CartItemRow;
  nameEn: string;
  nameAr: string;
  priceFils: number;
  /** Program and exam lines: the program row. */
  program?: ProgramRow & {
    course: { id: number; link: string; titleEn: string; titleAr: string };
    type: { titleEn: string; titleAr: string };
  };
  diploma?: typeof diplomas.$inferSelect & { coursesCount: number };
  mem?: typeof membershipsBooks.$inferSelect;
}

export const examName = (title: string, lang: 'en' | 'ar') => (lang === 'en' ? `Exam: ${title}` : `امتحان: ${title}`);

/** The cart items of a cart with their catalogue rows and server prices, in cart order. Unknown catalogue rows are dropped. */
export async function priceItems(db: Db, items: CartItemRow[]): Promise<PricedLine[]> {
  const ids = (types: ItemType[]) => [...new Set(items.filter((i) => types.includes(i.itemType)).map((i) => i.itemId))];
  const progIds = ids(['program', 'exam']);
  const dipIds = ids(['diploma']);
  const memIds = ids(['membership', 'book']);
  const progs = progIds.length
    ? await db
        .select({
          p: programs,
          c: { id: courses.id, link: courses.link, titleEn: courses.titleEn, titleAr: courses.titleAr },
          t: { titleEn: courseTypes.titleEn, titleAr: courseTypes.titleAr },
        })
        .from(programs)
        .innerJoin(courses, eq(courses.id, programs.courseId))
        .innerJoin(courseTypes, eq(courseTypes.id, programs.courseTypeId))
        .where(inArray(programs.id, progIds))
    : [];
  const dips = dipIds.length
    ? await db
        .select({
          d: diplomas,
          n: sql<number>`(select count(*)::int from ${diplomaCourses} where ${diplomaCourses.diplomaId} = ${diplomas.id})`,
        })
        .from(diplomas)
        .where(inArray(diplomas.id, dipIds))
    : [];
  const mems = memIds.length
    ? await db.select().from(membershipsBooks).where(inArray(membershipsBooks.id, memIds))
    : [];
  const progById = new Map(progs.map((r) => [r.p.id, { ...r.p, course: r.c, type: r.t }]));
  const dipById = new Map(dips.map((r) => [r.d.id, { ...r.d, coursesCount: Number(r.n) }]));
  const memById = new Map(mems.map((m) => [m.id, m]));

  const out: PricedLine[] = [];
  for (const item of items) {
    if (item.itemType === 'program' || item.itemType === 'exam') {
      const p = progById.get(item.itemId);
      if (!p) continue;
      const exam = item.itemType === 'exam';
      out.push({
        item,
        program: p,
        nameEn: exam ? examName(p.course.titleEn, 'en') : p.course.titleEn,
        nameAr: exam ? examName(p.course.titleAr, 'ar') : p.course.titleAr,
        priceFils: exam ? p.examPriceFils : p.priceFils,
      });
    } else if (item.itemType === 'diploma') {
      const d = dipById.get(item.itemId);
      if (d) out.push({ item, diploma: d, nameEn: d.titleEn, nameAr: d.titleAr, priceFils: d.priceFils });
    } else {
      const m = memById.get(item.itemId);
      // A membership id asked for as a book (or the reverse) is not that item.
      if (m && m.isBook === (item.itemType === 'book'))
        out.push({ item, mem: m, nameEn: m.titleEn, nameAr: m.titleAr, priceFils: m.priceFils });
    }
  }
  return out;
}

export async function cartItemsOf(db: Db, cartId: number): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}

/** Whether the voucher can be used now on an order of this sub total. */
export function voucherUsable(v: VoucherRow, subTotalFils: number, now: Date): boolean {
  if (!v.active) return false;
  if (v.validFrom && now < v.validFrom) return false;
  if (v.validTo && now > v.validTo) return false;
  if (v.usageLimit !== null && v.usedCount >= v.usageLimit) return false;
  return subTotalFils >= v.minSubTotalFils;
}

/** Order-level discount of a voucher: percent of the sub total (half up), or a fixed amount capped at the sub total. */
function voucherDiscount(v: VoucherRow, subTotalFils: number): number {
  if (subTotalFils <= 0) return 0;
  return v.kind === 'percent' ? divRoundHalfUp(subTotalFils * v.value, 100) : Math.min(v.value, subTotalFils);
}

export async function voucherByCode(db: Db, code: string | null): Promise<VoucherRow | null> {
  if (!code) return null;
  const [v] = await db.select().from(vouchers).where(eq(vouchers.code, code.trim().toUpperCase())).limit(1);
  return v ?? null;
}

/** Volume tiers of team lines (COMPANY_SEAT_TIERS): from `from` seats of one line, `percent` off that line. */
export type SeatTier = { from: number; percent: number };

/** The percent off a line of `quantity` seats: the largest tier it reaches (0 below the first). */
export function tierPercent(tiers: readonly SeatTier[], quantity: number): number {
  return tiers.reduce((p, t) => (quantity >= t.from ? Math.max(p, t.percent) : p), 0);
}

/** Gross of a line: price per seat × quantity (1 for a personal line). */
export const lineGross = (l: PricedLine) => l.priceFils * l.item.quantity;

/**
 * Per-line amounts and totals. Team lines first get their volume tier off (per line, half up); the voucher is then
 * worked out on what is left and spread over the lines in proportion to it; VAT per line on the net after both.
 * The voucher counts only while it is usable for the sub total (before any discount).
 */
export function priceTotals(
  lines: PricedLine[],
  voucher: VoucherRow | null,
  now: Date,
  tiers: readonly SeatTier[] = [],
): { lines: LineAmounts[]; totals: Totals; voucherApplied: boolean; tierDiscounts: number[] } {
  const grosses = lines.map(lineGross);
  const subTotal = grosses.reduce((s, g) => s + g, 0);
  const tierDiscounts = lines.map((l, i) =>
    l.item.companyId === null ? 0 : divRoundHalfUp(grosses[i]! * tierPercent(tiers, l.item.quantity), 100),
  );
  const afterTiers = grosses.map((g, i) => g - tierDiscounts[i]!);
  const applied = !!voucher && voucherUsable(voucher, subTotal, now);
  const orderDiscount = applied
    ? voucherDiscount(
        voucher!,
        afterTiers.reduce((s, g) => s + g, 0),
      )
    : 0;
  const shares = allocateDiscount(afterTiers, orderDiscount);
  const r = computeTotals(
    lines.map((l, i) => ({
      unitPrice: l.priceFils,
      quantity: l.item.quantity,
      discount: tierDiscounts[i]! + shares[i]!,
    })),
  );
  return { ...r, voucherApplied: applied, tierDiscounts };
}

/**
 * Has the user bought this item for themself in a live (pending or paid) order? A company order (its seats are for
 * the team) does not count: an admin who bought 5 seats may still book one for themself.
 */
export async function alreadyBought(db: Db, userId: string, itemType: ItemType, itemId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(orderCompany, eq(orderCompany.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.statusId, LIVE_STATUSES),
        eq(orderItems.itemType, itemType),
        eq(orderItems.itemId, itemId),
        isNull(orderCompany.orderId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
