/**
 * Numbers of an order's documents: INV-, RCT- and CN- followed by the order number (at least six digits). Unique and
 * sequential because order numbers are (OrderID: docs/product/entities.md#order); the printed documents and the
 * e-invoice XML share them. No imports: the reference upstream uses it too.
 */
export function documentNumber(prefix: 'INV' | 'RCT' | 'CN', orderId: number | string): string {
  const id = String(orderId).trim();
  return `${prefix}-${/^\d+$/.test(id) ? id.padStart(6, '0') : id}`;
}
