// The reconciliation of `npm run faults`: what the customers were answered, against what the database and the mail
// outbox hold. Orders against 200 answers one to one; seats held against each program's capacity; no customer with
// two orders; one confirmation per order and one invitation per booked program, each sent exactly once; the job
// queue's mail jobs, completed or stuck. Answers the tables to print and the problems (lost, oversold, duplicated).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Mail-log keys of what an order causes (upstream/src/services/lifecycle/bookings.ts). */
const confirmationKey = (orderUid) => `order-confirmation:${orderUid}`;
const invitationKey = (orderItemId) => `invite:item:${orderItemId}:0`;

/** What the answers' error keys tell a customer. */
const MEANINGS = {
  'errors.programFull': 'refused: program full',
  'errors.alreadyPurchased': 'refused: already bought',
  'errors.slotFullyBooked': 'refused: full',
  'cart.emptyError': 'refused: cart empty',
  'lifecycle.errors.pendingLimit': 'refused: unpaid booking held',
};

/** The dev outbox's messages per idempotency key (upstream/src/mail/lifecycle/send.ts puts it in meta). */
async function outboxCounts(outboxDir) {
  const counts = new Map();
  let names = [];
  try {
    names = (await readdir(outboxDir)).filter((n) => n.endsWith('.json'));
  } catch {
    return counts; // nothing sent
  }
  for (const name of names) {
    const message = JSON.parse(await readFile(path.join(outboxDir, name), 'utf8'));
    const key = message.meta?.idempotencyKey;
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The orders of the run's customers, with their program lines. */
async function ordersOf(db, emailPattern) {
  const { rows } = await db.query(
    `select o.id, o.unique_id as uid, o.user_id, u.email, o.seats_held, o.status_id,
            coalesce(array_agg(i.id order by i.id) filter (where i.item_type = 'program'), '{}') as item_ids,
            coalesce(array_agg(i.item_id order by i.id) filter (where i.item_type = 'program'), '{}') as program_ids
       from orders o join users u on u.unique_id = o.user_id left join order_items i on i.order_id = o.id
      where u.email like $1
      group by o.id, u.email`,
    [emailPattern],
  );
  return rows;
}

/** Mail-log rows of the keys, by status. */
async function mailStates(db, keys) {
  if (!keys.length) return new Map();
  const { rows } = await db.query('select key, status, attempts from mail_log where key = any($1)', [keys]);
  return new Map(rows.map((r) => [r.key, r]));
}

/** The expected e-mails of the orders: one confirmation each, one invitation per program line. */
function expectedMails(orders) {
  const mails = [];
  for (const o of orders) {
    mails.push({ kind: 'confirmation', key: confirmationKey(o.uid), order: o });
    for (const item of o.item_ids) mails.push({ kind: 'invitation', key: invitationKey(item), order: o });
  }
  return mails;
}

/** How many of the expected mails are not yet sent (for the run's wait before it reconciles). */
export async function unsentMails(db, emailPattern) {
  const mails = expectedMails(await ordersOf(db, emailPattern));
  const states = await mailStates(
    db,
    mails.map((m) => m.key),
  );
  return mails.filter((m) => states.get(m.key)?.status !== 'sent').length;
}

/** The state of each key's newest mail job (pg-boss), where it has one. */
async function jobOfKeys(db, keys) {
  if (!keys.length) return new Map();
  try {
    const { rows } = await db.query(
      `select distinct on (data->>'key') data->>'key' as key, state from pgboss.job
        where name = 'mail' and data->>'key' = any($1) order by data->>'key', created_on desc`,
      [keys],
    );
    return new Map(rows.map((r) => [r.key, r.state]));
  } catch {
    return new Map();
  }
}

async function jobStates(db) {
  const out = {};
  for (const table of ['job', 'archive']) {
    try {
      const { rows } = await db.query(
        `select state, count(*)::int as n from pgboss.${table} where name = 'mail' group by state`,
      );
      for (const r of rows) out[r.state] = (out[r.state] ?? 0) + r.n;
    } catch {
      // pg-boss keeps no such table in this version
    }
  }
  return out;
}

/**
 * customers: the run's customers (email, orderIds answered 200). programs: [{ id, capacity }] as the run set them.
 * Answers { problems: string[], tables: { name: rows }[] , summary }.
 */
export async function reconcile({ db, outboxDir, emailPattern, customers, programs }) {
  const problems = [];
  const orders = await ordersOf(db, emailPattern);
  const byUid = new Map(orders.map((o) => [o.uid, o]));

  // Orders against 200 answers, one to one.
  const answered = new Map(); // order uid → customer emails answered it
  for (const c of customers)
    for (const uid of new Set(c.orderIds)) answered.set(uid, [...(answered.get(uid) ?? []), c.email]);
  for (const [uid, emails] of answered) {
    const order = byUid.get(uid);
    if (!order)
      problems.push(`lost: ${emails.join(', ')} was answered 200 for order ${uid}, which is not in the database`);
    else if (emails.length > 1 || emails[0] !== order.email)
      problems.push(`crossed: order ${uid} of ${order.email} was answered to ${emails.join(', ')}`);
  }
  for (const o of orders)
    if (!answered.has(o.uid))
      problems.push(`unanswered: order ${o.uid} of ${o.email} exists, no submit answered 200 with it`);
  for (const c of customers)
    if (new Set(c.orderIds).size > 1)
      problems.push(`duplicated: ${c.email} was answered ${new Set(c.orderIds).size} orders`);

  // No customer with two orders.
  const perCustomer = new Map();
  for (const o of orders) perCustomer.set(o.email, (perCustomer.get(o.email) ?? 0) + 1);
  for (const [email, n] of perCustomer) if (n > 1) problems.push(`duplicated: ${email} holds ${n} orders`);

  // Seats against capacity.
  const seatRows = [];
  for (const p of programs) {
    const held = orders
      .filter((o) => o.seats_held)
      .flatMap((o) => o.program_ids)
      .filter((id) => id === p.id).length;
    const { rows } = await db.query('select seats_available from programs where id = $1', [p.id]);
    const available = rows[0]?.seats_available;
    seatRows.push({ program: p.id, capacity: p.capacity, booked: held, 'seats left': available });
    if (held > p.capacity) problems.push(`oversold: program ${p.id} has ${held} seats booked of ${p.capacity}`);
    if (held + available !== p.capacity)
      problems.push(`seats: program ${p.id}: ${held} booked + ${available} left ≠ capacity ${p.capacity}`);
  }
  for (const o of orders)
    if (!o.seats_held || o.program_ids.length !== 1)
      problems.push(`booking: order ${o.uid} holds ${o.seats_held ? o.program_ids.length : 'no'} seat(s), not one`);

  // E-mails against orders, each sent exactly once.
  const mails = expectedMails(orders);
  const states = await mailStates(
    db,
    mails.map((m) => m.key),
  );
  const sent = await outboxCounts(outboxDir);
  const jobOf = await jobOfKeys(
    db,
    mails.filter((m) => (sent.get(m.key) ?? 0) === 0).map((m) => m.key),
  );
  const mailRows = [];
  for (const kind of ['confirmation', 'invitation']) {
    const ofKind = mails.filter((m) => m.kind === kind);
    const row = { mail: kind, expected: ofKind.length, 'sent once': 0, 'not sent': 0, 'sent twice or more': 0 };
    const stuck = {};
    for (const m of ofKind) {
      const n = sent.get(m.key) ?? 0;
      if (n === 1) row['sent once'] += 1;
      else if (n === 0) {
        row['not sent'] += 1;
        const logStatus = states.get(m.key)?.status ?? 'no mail-log row';
        const status = `${logStatus}, job ${jobOf.get(m.key) ?? 'none'}`;
        stuck[status] = (stuck[status] ?? 0) + 1;
        // A row left in 'sending' is never sent again (at most once); one whose job is still 'active' after its
        // process died waits for pg-boss to expire the job (expireInSeconds, upstream/src/jobs/boss.ts).
        problems.push(
          logStatus === 'sending'
            ? `lost mail: ${m.key} (${m.order.email}) stuck in 'sending', never sent again; job ${jobOf.get(m.key) ?? 'none'}`
            : `unsent mail: ${m.key} (${m.order.email}) not sent by the end of the drain; mail log ${status}`,
        );
      } else {
        row['sent twice or more'] += 1;
        problems.push(`duplicated mail: ${m.key} sent ${n} times`);
      }
    }
    row['mail log of unsent'] = Object.entries(stuck)
      .map(([s, n]) => `${s}: ${n}`)
      .join('; ');
    mailRows.push(row);
  }

  const jobs = await jobStates(db);
  const stuckJobs = (jobs.created ?? 0) + (jobs.retry ?? 0) + (jobs.active ?? 0);
  const jobRow = {
    queue: 'mail',
    completed: jobs.completed ?? 0,
    'stuck (created, retry, active)': stuckJobs,
    failed: jobs.failed ?? 0,
    cancelled: jobs.cancelled ?? 0,
  };

  const outcomes = {};
  for (const c of customers) outcomes[c.outcome ?? 'not run'] = (outcomes[c.outcome ?? 'not run'] ?? 0) + 1;
  const refusals = {};
  for (const c of customers) for (const r of c.refusals) refusals[r] = (refusals[r] ?? 0) + 1;

  return {
    problems,
    tables: [
      {
        name: 'Orders against answers',
        rows: [
          {
            customers: customers.length,
            'answered 200': answered.size,
            'orders in the database': orders.length,
            ...outcomes,
          },
        ],
      },
      {
        name: 'Refusals and failures seen by customers (a customer may see several)',
        rows: Object.entries(refusals).map(([answer, n]) => ({
          answer,
          n,
          meaning: MEANINGS[answer.split(' ')[2]] ?? '',
        })),
      },
      { name: 'Seats against capacity', rows: seatRows },
      { name: 'E-mails against orders (outbox)', rows: mailRows },
      { name: 'pg-boss jobs', rows: [jobRow] },
    ],
  };
}
