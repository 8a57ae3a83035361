// The staff dashboard's daily sales roll-up (docs/staff-dashboard.md#measurements). Reading every order line of a
// two-year range cost the sales answer over a second on 100,000 orders; these tables hold the same sums per Dubai
// day, so a range reads at most 731 days × kinds × methods × categories rows. They are derived data only: database
// triggers (migration 0013_dashboard_sales_daily) recompute a day's rows from orders and order_items whenever an
// order, its lines, or a program's course / a course's category change, so every write path keeps them current.
import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** Invoice (kind 1: paid orders, refunded ones included, on their order day) and credit-note (kind -1: refunded
 * orders on their refund day) lines summed per day, payment method and line category (0: no category). */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: smallint('kind').notNull(),
    method: text('method').notNull(),
    categoryId: integer('category_id').notNull(),
    /** Positive sums of the lines' net and VAT (credit notes are subtracted when read). */
    netFils: bigint('net_fils', { mode: 'number' }).notNull(),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.method, t.categoryId] })],
);

/** Invoiced orders (paid, refunded ones included) per order day and method: category 0 counts them all; category X
 * those with at least one line of X (the category filter's "orders of that category"). */
export const salesOrdersDaily = pgTable(
  'sales_orders_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    categoryId: integer('category_id').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.method, t.categoryId] })],
);
