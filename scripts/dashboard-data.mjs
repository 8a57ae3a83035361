#!/usr/bin/env node
// `node scripts/dashboard-data.mjs`: the staff dashboard's benchmark data set (docs/staff-dashboard.md#measurements).
// Creates the database dashboard_bench afresh on the PostgreSQL server (BENCH_DATABASE_SERVER, default the local
// `test` server), lets the upstream migrate and seed it, then adds 2,000 programs and 100,000 orders over two years
// (1-3 lines each, every status and payment method, vouchers, refunds), card attempts, pay-later deadlines,
// waitlists, notify-me requests, broker licences and e-mails, all in SQL (generate_series), deterministic (setseed).
import pg from 'pg';
import { createDatabase, dropDatabase } from './lib/postgres-db.mjs';
import { DATABASE, SERVER, databaseUrl, startBenchUpstream } from './lib/dashboard-bench.mjs';
import { stopAll, stopOnSignals } from './lib/processes.mjs';

const PROGRAMS = 2_000;
const ORDERS = 100_000;
const CUSTOMERS = 5_000;

stopOnSignals();
const started = performance.now();
await dropDatabase(SERVER, DATABASE);
await createDatabase(SERVER, DATABASE);
await startBenchUpstream(); // migrates and seeds the empty database
await stopAll();

const client = new pg.Client({ connectionString: databaseUrl() });
await client.connect();
const step = async (name, statement) => {
  const t0 = performance.now();
  const r = await client.query(statement);
  console.log(
    `${name.padEnd(28)} ${String(r.rowCount ?? '').padStart(8)} rows ${Math.round(performance.now() - t0)} ms`,
  );
};
try {
  await client.query('begin');
  await client.query('select setseed(0.44)');
  await step(
    'customers',
    `insert into users (email, password_hash, first_name, last_name)
     select 'bench.' || g || '@example.test', 'x', 'Bench', 'Customer ' || g from generate_series(1, ${CUSTOMERS}) g`,
  );
  await step(
    'programs',
    `with c as (select array_agg(id order by id) ids from courses)
     insert into programs (course_id, course_type_id, start_date, end_date, capacity, seats_available, published)
     select c.ids[1 + g % array_length(c.ids, 1)], 1 + g % 5, s, s + interval '3 days', cap, cap, true
       from c, generate_series(1, ${PROGRAMS}) g,
            lateral (select now() - interval '540 days' + (g * interval '1 day' * 720 / ${PROGRAMS}) as s,
                            10 + (g * 7) % 31 as cap) x`,
  );
  await step(
    'orders',
    `with u as (select array_agg(unique_id) ids from users where email like 'bench.%')
     insert into orders (user_id, created_at, status_id, payment_method, voucher_code, discount_fils, first_name,
                         last_name, seats_held)
     select u.ids[1 + (g % ${CUSTOMERS})], at, st,
            (array['online', 'online', 'pay_later', 'online', 'bulk', 'pay_later'])[1 + (g % 6)],
            case when g % 7 = 0 then (array['WELCOME10', 'SPRING', 'RERA20', 'BROKER5'])[1 + (g / 7) % 4] end,
            case when g % 7 = 0 then 500 + (g % 40) * 100 else 0 end, 'Bench', 'Customer ' || g, st in (1, 2)
       from u, generate_series(1, ${ORDERS}) g,
            -- g in each expression keeps the lateral per row (an uncorrelated one is computed once).
            lateral (select now() - (random() + g * 0) * interval '730 days' as at,
                            (array[2, 2, 2, 2, 2, 2, 2, 1, 3, 4])[1 + (g * 7 + g / 13) % 10] as st) x`,
  );
  await client.query(`update orders set refund_date = created_at + random() * interval '20 days' where status_id = 4`);
  await step(
    'order lines',
    `with p as (select array_agg(id order by id) ids from programs)
     insert into order_items (order_id, item_type, item_id, name_en, name_ar, unit_price_fils, net_fils, vat_fils,
                              total_fils)
     select o.id, kind, case when kind = 'book' then 10 else p.ids[1 + (o.id * 13 + k) % array_length(p.ids, 1)] end,
            'Bench line', 'سطر', net, net, net / 20, net + net / 20
       from orders o cross join p cross join lateral generate_series(1, 1 + o.id % 3) k
            cross join lateral (select (array['program', 'program', 'exam', 'book'])[1 + (o.id + k) % 4] as kind,
                                       (50000 + (o.id * 7919 + k * 104729) % 400000) as net) x`,
  );
  await step(
    'order totals',
    `update orders o set sub_total_fils = s.net, total_after_discount_fils = s.net, vat_fils = s.vat,
                         total_fils = s.net + s.vat
       from (select order_id, sum(net_fils)::int net, sum(vat_fils)::int vat from order_items group by order_id) s
      where s.order_id = o.id`,
  );
  await step(
    'pay-later deadlines',
    `insert into order_deadlines (order_id, pay_by)
     select id, created_at + interval '72 hours' from orders where status_id = 1 and payment_method = 'pay_later'`,
  );
  await step(
    'card attempts',
    `insert into payments (order_id, amount_fils, status, created_at)
     select id, total_fils, case when id % 5 = 0 then 'failed' else 'succeeded' end, created_at + interval '2 minutes'
       from orders where payment_method = 'online' and id % 2 = 0`,
  );
  await step(
    'waitlists',
    `with u as (select array_agg(unique_id) ids from users where email like 'bench.%'),
          p as (select array_agg(id order by id) ids from programs)
     insert into waitlist_entries (program_id, user_id, status, offered_at)
     select p.ids[1 + (g * 31) % ${PROGRAMS}], u.ids[g], st,
            case when st <> 'waiting' then now() - random() * interval '400 days' end
       from u, p, generate_series(1, ${CUSTOMERS}) g,
            lateral (select (array['waiting', 'waiting', 'offered', 'claimed', 'expired', 'left'])[1 + g % 6] st) x`,
  );
  await step(
    'seat counters',
    // As checkout and the waitlist keep them: a seat per holding booking and per live offer (capacity raised where
    // the generated bookings outnumber it).
    `update programs p set capacity = greatest(p.capacity, h.n), seats_available = greatest(p.capacity, h.n) - h.n
       from (select id, coalesce(b.n, 0) + coalesce(w.n, 0) n from programs
               left join (select i.item_id, count(*) n from order_items i join orders o on o.id = i.order_id
                           where i.item_type = 'program' and o.status_id in (1, 2) and o.seats_held
                           group by i.item_id) b on b.item_id = programs.id
               left join (select program_id, count(*) n from waitlist_entries where status = 'offered'
                           group by program_id) w on w.program_id = programs.id) h
      where h.id = p.id`,
  );
  await step(
    'notify-me',
    `with u as (select array_agg(unique_id) ids from users where email like 'bench.%'),
          c as (select array_agg(id order by id) ids from courses)
     insert into course_notify_requests (course_id, user_id, created_at, notified_at)
     select c.ids[1 + g % array_length(c.ids, 1)], u.ids[g], now() - interval '500 days',
            case when g % 3 = 0 then now() - random() * interval '400 days' end
       from u, c, generate_series(1, 3000) g`,
  );
  await step(
    'broker licences',
    // Every customer a broker: cards expiring from 100 days ago to 400 days ahead, both authorities.
    `with u as (select array_agg(unique_id) ids from users where email like 'bench.%')
     insert into broker_licences (user_id, authority, card_number, card_type, issue_date, expiry_date, expiry_set_at,
                                  updated_at)
     select u.ids[g], (array['RERA', 'ADREC'])[1 + g % 2], (100000 + g)::text, 'broker',
            current_date - 1000 + (g % 500), current_date - 100 + (g % 500), now() - interval '60 days', now()
       from u, generate_series(1, ${CUSTOMERS}) g`,
  );
  await step(
    'e-mails',
    `insert into mail_log (key, kind, status, created_at)
     select 'bench-' || g,
            (array['order-confirmation', 'payment-received', 'invitation', 'session-reminder', 'pay-reminder',
                   'waitlist-offer', 'credit-note'])[1 + g % 7],
            (array['sent', 'sent', 'sent', 'sent', 'failed', 'skipped'])[1 + (g / 7) % 6],
            now() - random() * interval '730 days'
       from generate_series(1, 150000) g`,
  );
  await client.query('commit');
  await client.query('analyze');
  const counts = await client.query(
    `select (select count(*) from orders) orders, (select count(*) from order_items) lines,
            (select count(*) from programs) programs, (select count(*) from payments) payments`,
  );
  console.log(counts.rows[0]);
  console.log(`dashboard_bench ready in ${Math.round((performance.now() - started) / 1000)} s: ${databaseUrl()}`);
} catch (error) {
  await client.query('rollback');
  throw error;
} finally {
  await client.end();
}
