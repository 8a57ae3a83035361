/**
 * An upstream order as printed: its lines with discount, net, VAT and amount, and the totals those lines add up to
 * (lib/commerce/order-lines: the same figures as the My Account order page). The upstream computes prices,
 * discounts and VAT (docs/architecture.md#money); where a figure is missing it is derived with the same rules
 * (lib/money/vat): per-line 5 % VAT rounded half up, totals as sums.
 */
import { filsToAed } from '@/lib/money/fils';
import { orderLines, orderTotals, type ChargeKind, type ShownLine, type ShownTotals } from '@/lib/commerce/order-lines';
import { L } from './labels';
import type { PdfOrder, PdfOrderLine } from './types';

/** A printed line: an item, or an order-level charge named in both languages. */
export type PrintedLine = Omit<ShownLine<PdfOrderLine>, 'source'> & { source: PdfOrderLine };

export type PrintedTotals = ShownTotals;

const CHARGE_NAMES: Record<ChargeKind, { en: string; ar: string }> = {
  shipping: L.shipping,
  payLaterFee: L.payLaterFee,
};

export function printedLines(
  order: Pick<PdfOrder, 'Discount' | 'PayLaterFee' | 'ShippingFee'>,
  items: readonly PdfOrderLine[],
): PrintedLine[] {
  return orderLines(order, items).map((line) => ({
    ...line,
    source: line.source ?? {
      ItemName_en: CHARGE_NAMES[line.kind as ChargeKind].en,
      ItemName_ar: CHARGE_NAMES[line.kind as ChargeKind].ar,
      ItemType: null,
      Price: filsToAed(line.unitPrice),
      TAX: filsToAed(line.vat),
    },
  }));
}

export function printedTotals(order: PdfOrder, lines: readonly PrintedLine[]): PrintedTotals {
  return orderTotals(order, lines);
}

export { documentNumber } from '@/lib/commerce/document-number';

/** The customer's TRN when one was given (sent as '-' when empty: docs/product/validation.md#cart). */
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
