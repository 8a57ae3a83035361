/**
 * 5 % UAE VAT on integer fils. VAT is computed per line on the line's net amount (after its discount) and
 * rounded half up per line, as the FTA allows; the totals are sums of the rounded lines, so a printed
 * invoice always adds up.
 */
import { assertFils, toFils, type Fils } from './fils';

export const VAT_RATE_PERCENT = 5;

/** a / b for integers, rounded half away from zero (half up for positive amounts). */
export function divRoundHalfUp(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || b <= 0) throw new RangeError(`Bad division ${a} / ${b}`);
  const q = Math.floor((Math.abs(a) * 2 + b) / (2 * b));
  return a < 0 ? -q : q;
}

/** VAT on a net amount: 48048 fils at 5 % → 2402 (24.024 → 24.02); 50 → 3 (2.5 rounds up). */
export function vatOf(net: Fils, ratePercent: number = VAT_RATE_PERCENT): Fils {
  assertFils(net);
  return divRoundHalfUp(net * ratePercent, 100);
}

export type LineInput = {
  /** unit price before VAT, fils */
  unitPrice: Fils;
  quantity?: number;
  /** discount on the whole line, fils */
  discount?: Fils;
  vatRatePercent?: number;
};

export type LineAmounts = {
  unitPrice: Fils;
  quantity: number;
  /** unitPrice × quantity */
  gross: Fils;
  discount: Fils;
  /** gross − discount: the taxable amount */
  net: Fils;
  vatRatePercent: number;
  vat: Fils;
  /** net + vat */
  total: Fils;
};

export type Totals = {
  subTotal: Fils;
  discount: Fils;
  totalAfterDiscount: Fils;
  vat: Fils;
  total: Fils;
};

export function computeLine(input: LineInput): LineAmounts {
  const quantity = input.quantity ?? 1;
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`Bad quantity ${quantity}`);
  assertFils(input.unitPrice);
  const discount = input.discount ?? 0;
  assertFils(discount);
  const gross = input.unitPrice * quantity;
  const net = gross - discount;
  const vatRatePercent = input.vatRatePercent ?? VAT_RATE_PERCENT;
  const vat = vatOf(net, vatRatePercent);
  return { unitPrice: input.unitPrice, quantity, gross, discount, net, vatRatePercent, vat, total: net + vat };
}

/**
 * Spread an order-level discount (a voucher) over the lines in proportion to their gross amounts, by largest
 * remainder, so the parts are whole fils and add up exactly. A line never gets more than its gross.
 */
export function allocateDiscount(grosses: readonly Fils[], discount: Fils): Fils[] {
  assertFils(discount);
  const base = grosses.reduce((s, g) => s + Math.max(0, g), 0);
  if (discount <= 0 || base <= 0) return grosses.map(() => 0);
  const capped = Math.min(discount, base);
  const exact = grosses.map((g) => (Math.max(0, g) * capped) / base);
  const parts = exact.map(Math.floor);
  let left = capped - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

/** Lines and totals of an order: per-line VAT, then sums (spec: sub total, discount, total after discount, VAT, total). */
export function computeTotals(
  inputs: readonly LineInput[],
  options: { orderDiscount?: Fils } = {},
): { lines: LineAmounts[]; totals: Totals } {
  const grosses = inputs.map((l) => l.unitPrice * (l.quantity ?? 1));
  const orderShares = allocateDiscount(grosses, options.orderDiscount ?? 0);
  const lines = inputs.map((l, i) => computeLine({ ...l, discount: (l.discount ?? 0) + orderShares[i] }));
  const subTotal = lines.reduce((s, l) => s + l.gross, 0);
  const discount = lines.reduce((s, l) => s + l.discount, 0);
  const vat = lines.reduce((s, l) => s + l.vat, 0);
  const totalAfterDiscount = subTotal - discount;
  return { lines, totals: { subTotal, discount, totalAfterDiscount, vat, total: totalAfterDiscount + vat } };
}

/* ---------------------------------------------------------------- bulk order */

export type BulkOrderInput = {
  /** program price as typed, AED */
  programPrice: number | string;
  /** exam price as typed, AED (ignored unless withExam) */
  examPrice?: number | string;
  withExam?: boolean;
};

export type BulkOrderTotals = { program: Fils; exam: Fils; subTotal: Fils; vat: Fils; total: Fils };

/**
 * Bulk-order totals per student: VAT is 5 % of (program + exam) (docs/product/constants.md#vat). Empty inputs count as
 * 0.
 */
export function bulkOrderTotals(input: BulkOrderInput): BulkOrderTotals {
  const parse = (v: number | string | undefined) => (v === undefined || v === '' ? 0 : toFils(v));
  const program = parse(input.programPrice);
  const exam = input.withExam ? parse(input.examPrice) : 0;
  const subTotal = program + exam;
  const vat = vatOf(subTotal);
  return { program, exam, subTotal, vat, total: subTotal + vat };
}
