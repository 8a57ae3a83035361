import { linesAddUp, orderLines, orderTotals } from '@/lib/commerce/order-lines';
import { computeTotals, filsToAed } from '@/lib/money';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/** An order as the upstream prices it: the voucher spread over the lines, 5 % VAT per line on its net. */
function order(prices: number[], discountFils: number, withLineDiscount: boolean) {
  const { lines, totals } = computeTotals(
    prices.map((unitPrice) => ({ unitPrice })),
    { orderDiscount: discountFils },
  );
  const items = lines.map((l) => ({
    Price: filsToAed(l.unitPrice),
    TAX: filsToAed(l.vat),
    ...(withLineDiscount ? { Discount: filsToAed(l.discount) } : {}),
  }));
  const head = {
    SubTotal: filsToAed(totals.subTotal),
    Discount: filsToAed(totals.discount),
    TotalAfterDiscount: filsToAed(totals.totalAfterDiscount),
    VAT: filsToAed(totals.vat),
    OrderTotal: filsToAed(totals.total),
  };
  return { head, items, expected: lines };
}

describe('order lines as shown on the tax invoice and the My Account order page', () => {
  it.each([
    ['a voucher, line discounts sent by the upstream', true],
    ['a voucher, line discounts spread from the order discount', false],
  ])('%s: each line shows its discount and net, and the lines add up', (_, withLineDiscount) => {
    // INV-100020 with WELCOME10: 2,950 + 500, 10 % off
    const { head, items, expected } = order([295000, 50000], 34500, withLineDiscount);
    const lines = orderLines(head, items);
    expect(lines.map((l) => [l.unitPrice, l.discount, l.net, l.vat, l.total])).toEqual([
      [295000, 29500, 265500, 13275, 278775],
      [50000, 5000, 45000, 2250, 47250],
    ]);
    expect(lines.map((l) => l.discount)).toEqual(expected.map((l) => l.discount));
    const totals = orderTotals(head, lines);
    expect(totals).toEqual({
      subTotal: 345000,
      discount: 34500,
      totalAfterDiscount: 310500,
      vat: 15525,
      total: 326025,
    });
    expect(linesAddUp(lines, totals)).toBe(true);
  });

  it('without a voucher the net is the price and the lines add up', () => {
    const { head, items } = order([100000, 48048, 2000], 0, false);
    const lines = orderLines(head, items);
    expect(lines.every((l) => l.discount === 0 && l.net === l.gross)).toBe(true);
    expect(linesAddUp(lines, orderTotals(head, lines))).toBe(true);
  });

  it('an odd discount is spread in whole fils that add up exactly', () => {
    const { head, items } = order([33333, 33333, 33334], 1001, false);
    const lines = orderLines(head, items);
    expect(lines.reduce((s, l) => s + l.discount, 0)).toBe(1001);
    expect(linesAddUp(lines, orderTotals(head, lines))).toBe(true);
  });

  it('the pay later fee and shipping are lines of their own with VAT; the totals include them', () => {
    const { head, items } = order([100000], 0, false);
    const charged = {
      ...head,
      ShippingFee: 25,
      PayLaterFee: 50,
      VAT: head.VAT + 3.75,
      OrderTotal: head.OrderTotal + 78.75,
    };
    const lines = orderLines(charged, items);
    expect(lines.map((l) => [l.kind, l.net, l.vat])).toEqual([
      ['item', 100000, 5000],
      ['shipping', 2500, 125],
      ['payLaterFee', 5000, 250],
    ]);
    const totals = orderTotals(charged, lines);
    expect(totals.subTotal).toBe(107500);
    expect(linesAddUp(lines, totals)).toBe(true);
    // My Account's order page names them from these keys ("pay later fee" and "shipping" labels)
    for (const kind of ['shipping', 'payLaterFee'] as const) {
      expect(en.tax.order.charges[kind]).toMatch(/Shipping|Pay Later Fee/);
      expect(ar.tax.order.charges[kind]).toMatch(/الشحن|رسوم الدفع الآجل/);
    }
  });

  it('the old way (undiscounted price plus VAT on the discounted net) does not add up: what this fixes', () => {
    const { head, items } = order([295000, 50000], 34500, false);
    const oldSum = items.reduce((s, i) => s + Math.round(i.Price * 100) + Math.round(i.TAX * 100), 0);
    expect(oldSum).not.toBe(orderTotals(head, orderLines(head, items)).total);
  });
});
