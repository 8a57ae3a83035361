// Sales of a period: invoice lines (paid orders, refunded ones included, on their order date) and credit-note lines
// (refunded orders, on their refund date), grouped by bucket, category, payment method and in total at once
// (GROUPING SETS), and the invoiced orders counted by bucket and method. Both read the daily roll-up
// (db/schema/dashboard.ts), which database triggers keep equal to those sums over orders and order_items: a range
// reads at most a row per day, kind, method and category instead of every order line.
import { sql } from 'drizzle-orm';
import type { DashboardQuery, DashboardSales } from '@shared/contract/endpoints/staff-dashboard';
import type { Db } from '../../db/client';
import { bucketsOf, periods, select, type Window } from './period';

/** An agent's 0 AED booking of a company seat (payment method `seat`) is no sale: the company order was. */
const NOT_SEAT = sql`method <> 'seat'`;

interface Row {
  g_bucket: number;
  g_category: number;
  g_method: number;
  bucket: string | null;
  category_id: number | null;
  method: 'online' | 'pay_later' | 'bulk' | 'bank_transfer' | null;
  invoiced: number;
  credited: number;
  vat: number;
}

/** A roll-up day into its bucket ('YYYY-MM-DD' of the bucket's first day; weeks start on Monday). */
const dayBucket = (g: DashboardQuery['granularity']) => sql`date_trunc(${sql.raw(`'${g}'`)}, day::timestamp)::date`;

async function salesOf(db: Db, w: Window, q: DashboardQuery): Promise<DashboardSales> {
  // The roll-up's days of the window (Dubai days, both ends included), and its category (0: no category, or every
  // order for the order counts).
  const days = sql`day >= ${w.from}::date and day <= ${w.to}::date`;
  const category = q.category === undefined ? sql`true` : sql`category_id = ${q.category}`;
  const [rows, counts, buckets, titles] = await Promise.all([
    select<Row>(
      db,
      sql`select grouping(bucket)::int as g_bucket, grouping(category_id)::int as g_category,
                 grouping(method)::int as g_method, bucket::text as bucket, category_id, method,
                 coalesce(sum(net_fils) filter (where kind = 1), 0)::float8 as invoiced,
                 coalesce(sum(net_fils) filter (where kind = -1), 0)::float8 as credited,
                 coalesce(sum(kind * vat_fils), 0)::float8 as vat
            from (select ${dayBucket(q.granularity)} as bucket, nullif(category_id, 0) as category_id, method, kind,
                         net_fils, vat_fils
                    from sales_daily
                   where ${days} and ${category} and ${NOT_SEAT}) l
           group by grouping sets ((bucket), (category_id), (method), ())`,
    ),
    select<{ g_bucket: number; g_method: number; bucket: string | null; method: string | null; orders: number }>(
      db,
      sql`select grouping(bucket)::int as g_bucket, grouping(method)::int as g_method, bucket::text as bucket, method,
                 sum(orders)::int as orders
            from (select ${dayBucket(q.granularity)} as bucket, method, orders
                    from sales_orders_daily
                   where ${days} and category_id = ${q.category ?? 0} and ${NOT_SEAT}) x
           group by grouping sets ((bucket), (method), ())`,
    ),
    bucketsOf(db, w, q.granularity),
    select<{ id: number; title_en: string; title_ar: string }>(
      db,
      sql`select id, title_en, title_ar from categories order by sort, id`,
    ),
  ]);
  const net = (r: Row) => r.invoiced - r.credited;
  const total = rows.find((r) => r.g_bucket && r.g_category && r.g_method);
  const ordersIn = (pick: (c: (typeof counts)[number]) => boolean) => counts.find(pick)?.orders ?? 0;
  const ordersOfBucket = (b: string) => ordersIn((c) => !c.g_bucket && c.bucket === b);
  const ordersOfMethod = (m: string) => ordersIn((c) => !c.g_method && c.method === m);
  const byBucket = new Map(rows.filter((r) => !r.g_bucket).map((r) => [r.bucket, r]));
  const titleOf = new Map(titles.map((c) => [c.id, c]));
  const invoiced = total?.invoiced ?? 0;
  const orders = ordersIn((c) => c.g_bucket === 1 && c.g_method === 1);
  return {
    Period: { From: w.from, To: w.to },
    Series: buckets.map((b) => {
      const r = byBucket.get(b);
      return { Bucket: b, NetFils: r ? net(r) : 0, VatFils: r?.vat ?? 0, Orders: ordersOfBucket(b) };
    }),
    Totals: {
      InvoicedFils: invoiced,
      CreditedFils: total?.credited ?? 0,
      NetFils: total ? net(total) : 0,
      VatFils: total?.vat ?? 0,
      Orders: orders,
      AverageOrderFils: orders ? Math.round(invoiced / orders) : 0,
    },
    ByCategory: rows
      .filter((r) => !r.g_category)
      .map((r) => ({
        CategoryId: r.category_id,
        TitleEn: (r.category_id !== null && titleOf.get(r.category_id)?.title_en) || '',
        TitleAr: (r.category_id !== null && titleOf.get(r.category_id)?.title_ar) || '',
        NetFils: net(r),
      }))
      .sort((a, b) => b.NetFils - a.NetFils),
    ByMethod: rows
      .filter((r) => !r.g_method && r.method !== null)
      .map((r) => ({ Method: r.method!, NetFils: net(r), Orders: ordersOfMethod(r.method!) }))
      .sort((a, b) => a.Method.localeCompare(b.Method)),
  };
}

export async function dashboardSales(db: Db, q: DashboardQuery) {
  const { current, previous } = periods(q);
  const [Current, Previous] = await Promise.all([salesOf(db, current, q), salesOf(db, previous, q)]);
  return { Current, Previous };
}
