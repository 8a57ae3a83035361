/**
 * An order's lines and totals as a person reads them (tax invoice, receipt, credit note, My Account order page):
 * every line shows its unit price, quantity, its share of the voucher discount, the net (the taxable amount),
 * its VAT and its amount, and the lines add up EXACTLY to the totals block (docs/product/commerce.md#prices).
 *
 * The upstream computes the money (docs/architecture.md#money): per line, `Price` is the unit price before discount and
 * VAT and `TAX` the VAT on the line's net. The line's discount is the upstream's own `Discount` when it sends one
 * (a contract extension); otherwise the order's `Discount` is spread over the lines in proportion to their gross
 * amounts, by the rule the reference upstream applies (lib/money/vat allocateDiscount). Order-level charges (pay
 * later fee, shipping; contract extensions, excluding VAT) are lines of their own with 5 % VAT, so they add up too.
 */
import { allocateDiscount, toFils, vatOf, VAT_RATE_PERCENT, type Fils, type LineAmounts } from '@/lib/money';

type Amount = number | string;

export type OrderAmountsSource = {
  SubTotal: Amount;
  Discount?: Amount | null;
  TotalAfterDiscount?: Amount | null;
  VAT: Amount;
  OrderTotal: Amount;
  /** excluding VAT; absent or null when the order has none */
  PayLaterFee?: Amount | null;
  ShippingFee?: Amount | null;
};

export type LineAmountsSource = {
  /** unit price before discount and VAT */
  Price: Amount;
  /** VAT of the line (on its net) */
  TAX: Amount;
  /** 1 when absent (the spec's order lines carry none) */
  Quantity?: number | null;
  /** the line's share of the order discount, when the upstream sends it */
  Discount?: Amount | null;
};

export type ChargeKind = 'shipping' | 'payLaterFee';

export type ShownLine<L> = LineAmounts & {
  /** 1-based position on the document */
  index: number;
  /** an item of the order, or an order-level charge */
  kind: 'item' | ChargeKind;
  /** the upstream's line (items only) */
  source: L | null;
};

export type ShownTotals = {
  /** sum of the lines' gross amounts (items and charges), excluding VAT */
  subTotal: Fils;
  discount: Fils;
  totalAfterDiscount: Fils;
  vat: Fils;
  total: Fils;
};

const opt = (v: Amount | null | undefined): Fils | undefined =>
  v === null || v === undefined || v === '' ? undefined : toFils(v);

/** The order-level charges the upstream sent, in printing order. */
function orderCharges(order: Pick<OrderAmountsSource, 'PayLaterFee' | 'ShippingFee'>) {
  const charges: { kind: ChargeKind; amount: Fils }[] = [];
  const shipping = opt(order.ShippingFee);
  const fee = opt(order.PayLaterFee);
  if (shipping) charges.push({ kind: 'shipping', amount: shipping });
  if (fee) charges.push({ kind: 'payLaterFee', amount: fee });
  return charges;
}

/** The item lines with their discount, net, VAT and amount; then the charges. */
export function orderLines<L extends LineAmountsSource>(
  order: Pick<OrderAmountsSource, 'Discount' | 'PayLaterFee' | 'ShippingFee'>,
  items: readonly L[],
): ShownLine<L>[] {
  const quantities = items.map((i) => (i.Quantity && i.Quantity > 0 ? i.Quantity : 1));
  const grosses = items.map((i, n) => toFils(i.Price) * quantities[n]);
  const sent = items.map((i) => opt(i.Discount));
  const discounts = sent.every((d) => d !== undefined)
    ? (sent as Fils[]).map(Math.abs)
    : allocateDiscount(grosses, Math.abs(opt(order.Discount) ?? 0));
  const lines: ShownLine<L>[] = items.map((item, n) => {
    const net = grosses[n] - discounts[n];
    const vat = opt(item.TAX) ?? vatOf(net);
    return {
      index: n + 1,
      kind: 'item',
      source: item,
      quantity: quantities[n],
      unitPrice: toFils(item.Price),
      gross: grosses[n],
      discount: discounts[n],
      net,
      // The rate actually applied: 5 % unless the line carries no VAT (zero-rated or exempt).
      vatRatePercent: vat === 0 && net !== 0 ? 0 : VAT_RATE_PERCENT,
      vat,
      total: net + vat,
    };
  });
  for (const charge of orderCharges(order)) {
    const vat = vatOf(charge.amount);
    lines.push({
      index: lines.length + 1,
      kind: charge.kind,
      source: null,
      quantity: 1,
      unitPrice: charge.amount,
      gross: charge.amount,
      discount: 0,
      net: charge.amount,
      vatRatePercent: VAT_RATE_PERCENT,
      vat,
      total: charge.amount + vat,
    });
  }
  return lines;
}

/**
 * The totals block: the upstream's figures (its sub total, discount and total after discount cover the items;
 * its VAT and total include the charges), with the charges added to the sub total and the total after discount so
 * that every row is the sum of the same column of the lines. A missing figure is the sum of the lines.
 */
export function orderTotals(order: OrderAmountsSource, lines: readonly ShownLine<unknown>[]): ShownTotals {
  const sum = (pick: (l: ShownLine<unknown>) => Fils, kind?: 'item') =>
    lines.filter((l) => !kind || l.kind === kind).reduce((s, l) => s + pick(l), 0);
  const charges = sum((l) => l.net) - sum((l) => l.net, 'item');
  const itemsSubTotal = opt(order.SubTotal) ?? sum((l) => l.gross, 'item');
  const discount = Math.abs(opt(order.Discount) ?? sum((l) => l.discount));
  const itemsAfterDiscount = opt(order.TotalAfterDiscount) ?? itemsSubTotal - discount;
  const vat = opt(order.VAT) ?? sum((l) => l.vat);
  const total = opt(order.OrderTotal) ?? itemsAfterDiscount + charges + vat;
  return {
    subTotal: itemsSubTotal + charges,
    discount,
    totalAfterDiscount: itemsAfterDiscount + charges,
    vat,
    total,
  };
}

/** Whether each column of the lines sums to its row of the totals (what a reader checks on an invoice). */
export function linesAddUp(lines: readonly ShownLine<unknown>[], totals: ShownTotals): boolean {
  const sum = (pick: (l: ShownLine<unknown>) => Fils) => lines.reduce((s, l) => s + pick(l), 0);
  return (
    sum((l) => l.gross) === totals.subTotal &&
    sum((l) => l.discount) === totals.discount &&
    sum((l) => l.net) === totals.totalAfterDiscount &&
    sum((l) => l.vat) === totals.vat &&
    sum((l) => l.total) === totals.total
  );
}
