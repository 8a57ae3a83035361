/**
 * Turns an upstream order (AED numbers or text) into integer fils for printing. The upstream computes prices,
 * discounts and VAT (ARCHITECTURE "Money"); the documents print its figures. Where a figure is missing it is
 * derived with the same rules (lib/money/vat): per-line 5 % VAT rounded half up, totals as sums.
 */
import { toFils, type Fils } from '@/lib/money/fils';
import { vatOf, VAT_RATE_PERCENT } from '@/lib/money/vat';
import type { AedAmount, PdfOrder, PdfOrderLine } from './types';

export type PrintedLine = {
  index: number;
  source: PdfOrderLine;
  quantity: number;
  unitPrice: Fils;
  net: Fils;
  vatRatePercent: number;
  vat: Fils;
  total: Fils;
};

export type PrintedTotals = {
  subTotal: Fils;
  discount: Fils;
  totalAfterDiscount: Fils;
  vat: Fils;
  total: Fils;
};

const opt = (v: AedAmount | null | undefined): Fils | undefined =>
  v === null || v === undefined || v === '' ? undefined : toFils(v);

export function printedLines(items: readonly PdfOrderLine[]): PrintedLine[] {
  return items.map((item, i) => {
    const quantity = item.Quantity && item.Quantity > 0 ? item.Quantity : 1;
    const unitPrice = toFils(item.Price);
    const net = unitPrice * quantity;
    const vat = opt(item.TAX) ?? vatOf(net);
    // The rate actually applied: 5 % unless the line carries no VAT (zero-rated or exempt).
    const vatRatePercent = vat === 0 && net !== 0 ? 0 : VAT_RATE_PERCENT;
    return { index: i + 1, source: item, quantity, unitPrice, net, vatRatePercent, vat, total: net + vat };
  });
}

export function printedTotals(order: PdfOrder, lines: readonly PrintedLine[]): PrintedTotals {
  const lineNet = lines.reduce((s, l) => s + l.net, 0);
  const lineVat = lines.reduce((s, l) => s + l.vat, 0);
  const subTotal = opt(order.SubTotal) ?? lineNet;
  const discount = Math.abs(opt(order.Discount) ?? 0);
  const totalAfterDiscount = opt(order.TotalAfterDiscount) ?? subTotal - discount;
  const vat = opt(order.VAT) ?? lineVat;
  const total = opt(order.OrderTotal) ?? totalAfterDiscount + vat;
  return { subTotal, discount, totalAfterDiscount, vat, total };
}

/** Document numbers: unique and sequential because order ids are (spec 3: OrderID). */
export function documentNumber(prefix: 'INV' | 'RCT' | 'CN', orderId: number | string): string {
  const id = String(orderId).trim();
  return `${prefix}-${/^\d+$/.test(id) ? id.padStart(6, '0') : id}`;
}

/** The customer's TRN when one was given (spec 5: sent as '-' when empty). */
export function customerTrn(order: PdfOrder): string | undefined {
  const trn = (order.TRN ?? '').trim();
  return trn && trn !== '-' ? trn : undefined;
}

export function customerName(order: PdfOrder): string {
  return [order.FirstName, order.LastName]
    .filter((x) => x && x.trim())
    .join(' ')
    .trim();
}
