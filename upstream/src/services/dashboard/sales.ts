// Sales of a period: invoice lines (paid orders, refunded ones included, on their order date) and credit-note lines
// (refunded orders, negated, on their refund date), grouped by bucket, category, payment method and in total at once
// (GROUPING SETS), and the invoiced orders counted by bucket and method on the orders alone.
import { sql } from 'drizzle-orm';
import type { DashboardQuery, DashboardSales } from '@shared/contract/endpoints/staff-dashboard';
import type { Db } from '../../db/client';
import { bucketOf, bucketsOf, LINE_CATEGORY_JOIN, orderInCategory, periods, select, type Window } from './period';

const PAID = 2;
const REFUNDED = 4;

interface Row {
  g_bucket: number;
  g_category: number;
  g_method: number;
  bucket: string | null;
  category_id: number | null;
  method: 'online' | 'pay_later' | 'bulk' | null;
  invoiced: number;
  credited: number;
  vat: number;
}

async function salesOf(db: Db, w: Window, q: DashboardQuery): Promise<DashboardSales> {
  const start = w.start.toISOString();
  const end = w.end.toISOString();
  const category = q.category === undefined ? sql`true` : sql`lc.category_id = ${q.category}`;
  const lines = (at: 'created_at' | 'refund_date', sign: 1 | -1, statuses: number[]) => {
    const k = sql.raw(String(sign));
    return sql`
    select o.id as order_id, o.payment_method as method, ${bucketOf(sql.raw(`o.${at}`), q.granularity)} as bucket,
           lc.category_id, ${k} * i.net_fils as net, ${k} * i.vat_fils as vat, ${k} as sign
      from orders o
      join order_items i on i.order_id = o.id
      ${LINE_CATEGORY_JOIN}
     where o.status_id in (${sql.join(
       statuses.map((s) => sql`${s}`),
       sql`, `,
     )})
       and o.${sql.raw(at)} >= ${start}::timestamptz and o.${sql.raw(at)} < ${end}::timestamptz and ${category}`;
  };
  const [rows, counts, buckets, titles] = await Promise.all([
    select<Row>(
      db,
      sql`with l as (${lines('created_at', 1, [PAID, REFUNDED])} union all ${lines('refund_date', -1, [REFUNDED])})
          select grouping(bucket)::int as g_bucket, grouping(category_id)::int as g_category,
                 grouping(method)::int as g_method, bucket::text as bucket, category_id, method,
                 coalesce(sum(net) filter (where sign = 1), 0)::float8 as invoiced,
                 coalesce(-sum(net) filter (where sign = -1), 0)::float8 as credited,
                 coalesce(sum(vat), 0)::float8 as vat
            from l
           group by grouping sets ((bucket), (category_id), (method), ())`,
    ),
    // Orders are counted on the orders alone (an order has one bucket and one method): no DISTINCT over the lines,
    // so both statements aggregate by hashing.
    select<{ g_bucket: number; g_method: number; bucket: string | null; method: string | null; orders: number }>(
      db,
      sql`select grouping(bucket)::int as g_bucket, grouping(method)::int as g_method, bucket::text as bucket, method,
                 count(*)::int as orders
            from (select o.payment_method as method, ${bucketOf(sql`o.created_at`, q.granularity)} as bucket
                    from orders o
                   where o.status_id in (${PAID}, ${REFUNDED}) and ${orderInCategory(q.category)}
                     and o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz) x
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
