// Team lines in the cart (docs/company.md#buying-seats): an admin puts N seats of a program, exam, diploma or
// membership in their cart for their company; the cart's stepper sets N the same way. The caller's admin role is
// checked in the database on every call; a refusal changes nothing. A cart holds personal lines or team lines.
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { AddTeamLineInput, AddTeamLineResult, TeamCart } from '@shared/contract/entities/company-buy';
import type { Db } from '../../db/client';
import { cartItems, companies, companyAdmins, diplomas, membershipsBooks, programs } from '../../db/schema';
import { aed } from '../../lib/shape';
import { ensureCart, findCart, programOpen } from '../commerce/cart';
import { cartItemsOf, priceItems, priceTotals, tierPercent, voucherByCode, type SeatTier } from '../commerce/lines';

const result = (Status: AddTeamLineResult['Status'], SeatsLeft: number | null = null): AddTeamLineResult => ({
  Status,
  SeatsLeft,
});

/** The company row when the user is one of its admins (asked on every team call), else null. */
async function companyOfAdmin(db: Db, userId: string, companyId: number) {
  const [r] = await db
    .select({ c: companies })
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.id, companyAdmins.companyId))
    .where(and(eq(companyAdmins.userId, userId), eq(companyAdmins.companyId, companyId)))
    .limit(1);
  return r?.c ?? null;
}

/** Sets a team line to `quantity` seats, creating it when the cart has none of this item. */
async function upsertLine(db: Db, values: typeof cartItems.$inferInsert) {
  await db
    .insert(cartItems)
    .values(values)
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.itemType, cartItems.itemId],
      set: { quantity: values.quantity, companyId: values.companyId, diplomaLang: values.diplomaLang ?? null },
    });
}

export async function addTeamLine(db: Db, userId: string, b: AddTeamLineInput, now: Date): Promise<AddTeamLineResult> {
  if (!(await companyOfAdmin(db, userId, b.CompanyID))) return result('not_admin');
  const cart = await ensureCart(db, userId, now);
  // Personal lines, or another company's team lines, make this a mixed cart.
  const [other] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), or(isNull(cartItems.companyId), ne(cartItems.companyId, b.CompanyID))))
    .limit(1);
  if (other) return result('mixed_cart');
  const base = { cartId: cart.id, itemId: b.ItemID, companyId: b.CompanyID, createdAt: now };

  if (b.ItemType === 'program' || b.ItemType === 'exam') {
    const [p] = await db.select().from(programs).where(eq(programs.id, b.ItemID)).limit(1);
    if (!p || !programOpen(p, now)) return result('not_addable');
    if (b.ItemType === 'exam') {
      // The exam goes with its program's team line, for as many seats.
      if (!p.hasExam || p.withExam) return result('not_addable');
      const [line] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.itemType, 'program'), eq(cartItems.itemId, p.id)))
        .limit(1);
      if (!line) return result('not_addable');
      await upsertLine(db, { ...base, itemType: 'exam', examOf: line.id, quantity: line.quantity });
      return result('ok');
    }
    if (b.Quantity > p.seatsAvailable) return result('seats_left', Math.max(0, p.seatsAvailable));
    await upsertLine(db, { ...base, itemType: 'program', quantity: b.Quantity });
    await db
      .update(cartItems)
      .set({ quantity: b.Quantity })
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.itemType, 'exam'), eq(cartItems.itemId, p.id)));
    return result('ok');
  }
  if (b.ItemType === 'diploma') {
    const [d] = await db.select().from(diplomas).where(eq(diplomas.id, b.ItemID)).limit(1);
    if (!d) return result('not_addable');
    const lang = d.englishOnly ? 'en' : (b.DiplomaLang ?? null);
    await upsertLine(db, { ...base, itemType: 'diploma', diplomaLang: lang, quantity: b.Quantity });
    return result('ok');
  }
  const [m] = await db.select().from(membershipsBooks).where(eq(membershipsBooks.id, b.ItemID)).limit(1);
  if (!m || m.isBook) return result('not_addable');
  await upsertLine(db, { ...base, itemType: 'membership', quantity: b.Quantity });
  return result('ok');
}

/** The team lines of the caller's cart with their seats, per-seat price and tier, and the buyer; null without any. */
export async function getTeamCart(
  db: Db,
  userId: string,
  now: Date,
  settings: { seatTiers: readonly SeatTier[]; netDays: number },
): Promise<TeamCart> {
  const cart = await findCart(db, userId);
  if (!cart) return null;
  const items = await cartItemsOf(db, cart.id);
  const companyId = items.find((i) => i.companyId !== null)?.companyId;
  if (companyId === undefined || companyId === null) return null;
  // Only the company's admin sees its terms; a former admin's cart keeps its lines but submits nothing.
  const company = await companyOfAdmin(db, userId, companyId);
  if (!company) return null;
  const lines = await priceItems(db, items);
  const voucher = await voucherByCode(db, cart.voucherCode);
  const { lines: amounts, tierDiscounts } = priceTotals(lines, voucher, now, settings.seatTiers);
  return {
    CompanyID: company.id,
    LegalName_en: company.legalNameEn,
    LegalName_ar: company.legalNameAr,
    TRN: company.trn,
    IsVerified: company.verifiedAt !== null,
    NetDays: settings.netDays,
    Tiers: settings.seatTiers.map((t) => ({ From: t.from, Percent: t.percent })),
    Lines: lines.map((l, i) => ({
      CITID: l.item.id,
      ItemType: l.item.itemType as 'program' | 'exam' | 'diploma' | 'membership',
      ItemID: l.item.itemId,
      Name_en: l.nameEn,
      Name_ar: l.nameAr,
      Quantity: l.item.quantity,
      UnitPrice: aed(l.priceFils),
      TierPercent: tierDiscounts[i] ? tierPercent(settings.seatTiers, l.item.quantity) : 0,
      TierDiscount: aed(tierDiscounts[i]!),
      Discount: aed(amounts[i]!.discount),
      VAT: aed(amounts[i]!.vat),
      Total: aed(amounts[i]!.total),
      SeatsLeft: l.item.itemType === 'program' && l.program ? Math.max(0, l.program.seatsAvailable) : null,
    })),
  };
}
