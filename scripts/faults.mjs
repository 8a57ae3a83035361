#!/usr/bin/env node
// `npm run faults [-- --no-build] [--customers 60]`: the fault run of issue 46 (docs/faults.md). Not a test of CI: a
// script anyone can run on a machine with PostgreSQL (127.0.0.1:5432, user postgres) and redis-server.
//
// It starts the site as production runs it: the upstream on a fresh PostgreSQL database of its own with its job queue,
// a private Redis (port 6396, never the shared one), and two `next start` instances of one production build (web 3380
// and 3381, upstream 4380). On a steady page load (autocannon on both instances) racing customers sign up and book
// programs of few seats with pay later, in bursts, while the run injects its faults at set times: a web instance
// killed and restarted, the upstream stopped for 20 s, Redis killed and restarted, the upstream killed while a burst
// of checkouts is in flight. It prints per phase the requests, status codes, p50 and p95 per endpoint; the page
// throughput while Redis is down against the baseline (target ≥ 80 %); and a reconciliation from the database and the
// mail outbox. It exits 1 when an order, a seat or an e-mail was lost, oversold or duplicated, 2 when the run itself
// failed. Every loop is bounded in count and time, every request goes to 127.0.0.1, and the whole run stops itself
// after RUN_LIMIT_MS.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCustomer } from './lib/customers.mjs';
import { startFaultStack } from './lib/fault-stack.mjs';
import { createRecorder, pageThroughput, phaseRows } from './lib/fault-stats.mjs';
import { startPageLoad } from './lib/page-load.mjs';
import { createDatabase, dropDatabase, pool } from './lib/postgres-db.mjs';
import { privateRedis } from './lib/private-redis.mjs';
import { root, stopAll } from './lib/processes.mjs';
import { reconcile, unsentMails } from './lib/reconcile.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const CUSTOMERS = Number(opt('customers', 60));
/** Seats of the raced programs: fewer in all than customers, so the last bursts find them full. */
const CAPACITIES = [14, 17, 20];
const WEB_PORTS = [3380, 3381];
const UPSTREAM_PORT = 4380;
const REDIS_PORT = 6396;
const PG_SERVER = process.env.FAULTS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Page-load connections per web instance. */
const CONNECTIONS = 4;
/** The run stops itself after this long from the moment the stack is up, whatever happens. */
const RUN_LIMIT_MS = 16 * 60_000;
/** Longest start of the stack (the build, when there is one, included). */
const SETUP_LIMIT_MS = 20 * 60_000;
/**
 * Longest wait for the outbox to send what the orders queued: a mail job that was running when the upstream was killed
 * is expired and retried by pg-boss after 300 s (upstream/src/jobs/boss.ts), then claims the mail once its lease ends.
 */
const DRAIN_LIMIT_MS = 7 * 60_000;
/** Length of the phases of pages alone whose throughputs are compared (normal, Redis down). */
const PAGES_ONLY_MS = 20_000;

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const dbName = `faults_${runId}`;
const logDir = path.join(root, '.data-faults-logs');
const recorder = createRecorder();
const events = [];
const started = performance.now();
const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const note = (text) => {
  events.push({ at: at(), phase: recorder.current ?? '-', event: text });
  console.log(`[${at()}] ${text}`);
};

let redis = null;
let db = null;
let stack = null;
let load = null;
let exitCode = 2;

async function cleanUp() {
  load?.stop();
  await stopAll();
  await redis?.kill();
  await db?.end().catch(() => undefined);
  await dropDatabase(PG_SERVER, dbName).catch((error) => console.error(`could not drop ${dbName}: ${error.message}`));
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    console.error(`\n${sig}: stopping the stack and dropping ${dbName}`);
    cleanUp().finally(() => process.exit(130));
  });
}
let watchdog;
function arm(ms, what) {
  clearTimeout(watchdog);
  watchdog = setTimeout(() => {
    console.error(`${what} took longer than ${ms / 60_000} min: stopping the run`);
    cleanUp().finally(() => process.exit(2));
  }, ms);
  watchdog.unref();
}
arm(SETUP_LIMIT_MS, 'starting the stack');

/** Runs `fn` over `items` with at most `n` at a time. */
async function inBatches(items, n, fn) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: n }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

/** Polls `check` every `everyMs` until it is true or `ms` passed; whether it became true. */
async function waitUntil(check, ms, everyMs = 200) {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return false;
}

/** The raced programs: priced, open for weeks, no booking yet; their seats set to CAPACITIES. */
async function racePrograms() {
  const { rows } = await db.query(
    `select p.id from programs p
      where p.published and p.price_fils > 0 and p.seats_available > 0
        and p.start_date > now() + interval '7 days'
        and (p.last_date_to_register is null or p.last_date_to_register > now() + interval '7 days')
        and not exists (select 1 from order_items i where i.item_type = 'program' and i.item_id = p.id)
        and not exists (select 1 from cart_items i where i.item_type = 'program' and i.item_id = p.id)
      order by p.start_date, p.id limit $1`,
    [CAPACITIES.length],
  );
  if (rows.length < CAPACITIES.length) throw new Error(`only ${rows.length} programs fit the race`);
  const programs = rows.map((r, i) => ({ id: r.id, capacity: CAPACITIES[i] }));
  for (const p of programs)
    await db.query('update programs set capacity = $2, seats_available = $2 where id = $1', [p.id, p.capacity]);
  return programs;
}

/** The e-mails of orders (confirmations, invitations) by state of their mail-log row, e.g. `sent×30 sending×2`. */
async function mailSummary() {
  const { rows } = await db.query(
    `select status, count(*)::int as n from mail_log
      where key like 'order-confirmation:%' or key like 'invite:item:%' group by status order by status`,
  );
  return rows.map((r) => `${r.status}×${r.n}`).join(' ') || 'none';
}

/** A link of a list page, to load a real detail page. */
async function firstLink(listPath, pattern) {
  const res = await fetch(stack.baseUrls[0] + listPath, { signal: AbortSignal.timeout(30_000) });
  const match = (await res.text()).match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} on ${listPath}`);
  return match[1].replace(/&amp;/g, '&');
}

/** A burst: the customers book at once, each until `deadlineMs`. */
function burst(name, customers, programIds, deadlineMs) {
  note(`${name}: ${customers.length} customers book at once`);
  return Promise.all(customers.map((c) => c.book(programIds, deadlineMs))).then(() =>
    note(`${name} done: ${customers.filter((c) => c.outcome === 'ordered').length} ordered`),
  );
}

async function main() {
  await rm(logDir, { recursive: true, force: true });
  redis = privateRedis({ port: REDIS_PORT, logFile: path.join(logDir, 'redis.log') });
  await mkdir(logDir, { recursive: true });
  await redis.start();
  const databaseUrl = await createDatabase(PG_SERVER, dbName);
  db = pool(databaseUrl);
  note(`private Redis on ${REDIS_PORT}, database ${dbName}; starting the upstream and the web (logs: ${logDir})`);
  stack = await startFaultStack({
    webPorts: WEB_PORTS,
    upstreamPort: UPSTREAM_PORT,
    databaseUrl,
    redisUrl: redis.url,
    dataDir: '.data-faults',
    distDir: '.next-faults',
    build: !argv.includes('--no-build'),
    logDir,
  });
  arm(RUN_LIMIT_MS, 'the run');
  const { timings } = stack;
  note(
    `stack up: upstream served after ${timings.upstreamStartMs} ms` +
      (timings.buildMs ? `, build ${Math.round(timings.buildMs / 1000)} s` : ', build reused') +
      `, web instances after ${timings.webStartMs.join(' and ')} ms`,
  );

  const programs = await racePrograms();
  const programIds = programs.map((p) => p.id);
  note(`raced programs ${programs.map((p) => `${p.id} (${p.capacity} seats)`).join(', ')}`);

  const pages = [
    { name: 'home en', path: '/en/home' },
    { name: 'home ar', path: '/ar/home' },
    { name: 'courses', path: '/en/courses' },
    { name: 'course', path: await firstLink('/en/courses', /href="(\/en\/course\/[^"]+)"/) },
    { name: 'article', path: await firstLink('/en/blog', /href="(\/en\/blog\/article\/[^"]+)"/) },
  ];
  // Each page once on each instance, so the load measures serving pages, not their first render.
  for (const base of stack.baseUrls)
    for (const p of pages) await (await fetch(base + p.path, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();

  const isUp = (i) => stack.webs[i].up;
  const customers = Array.from({ length: CUSTOMERS }, (_, index) =>
    createCustomer({
      index,
      runId,
      baseUrls: stack.baseUrls,
      siteUrl: stack.siteUrl,
      upstreamUrl: stack.upstreamUrl,
      recorder,
      isUp,
    }),
  );

  recorder.phase('0 sign-up');
  note(`${CUSTOMERS} customers sign up through the BFF`);
  await inBatches(customers, 6, (c) => c.signUp(60_000));

  // The bursts: a sixth of the customers each, the last third in the checkout the upstream is killed in.
  const sixth = Math.floor(CUSTOMERS / 6);
  const groups = [
    customers.slice(0, sixth),
    customers.slice(sixth, 2 * sixth),
    customers.slice(2 * sixth, 3 * sixth),
    customers.slice(3 * sixth, 4 * sixth),
    customers.slice(4 * sixth),
  ];
  const bursts = [];

  // Phases of pages alone (normal, Redis down) are 20 s each and come one after the other, without customers, so that
  // their throughputs compare: on a shared machine a minute's drift or a burst of checkouts moves it more than Redis.
  load = startPageLoad({
    baseUrls: stack.baseUrls,
    healthUrls: stack.webs.map((w) => w.healthUrl),
    pages,
    connections: CONNECTIONS,
    untilMs: performance.now() + RUN_LIMIT_MS,
    maxRequests: 200_000,
    recorder,
  });
  recorder.phase('1 checkout');
  bursts.push(burst('burst 1', groups[0], programIds, 60_000));
  await Promise.race([Promise.all(bursts), sleep(30_000)]);
  await sleep(3000);

  recorder.phase('2 web-1 killed');
  await stack.webs[0].kill();
  note('web-1 killed (SIGKILL); restarting it');
  bursts.push(burst('burst 2', groups[1], programIds, 60_000));
  const webRestartMs = await stack.webs[0].start();
  note(`web-1 serves again after ${webRestartMs} ms`);
  await sleep(5000);

  recorder.phase('3 upstream stopped');
  note(`mails of orders before the stop: ${await mailSummary()}`);
  const stopMs = await stack.upstream.stop();
  note(`upstream stopped (SIGTERM, ${stopMs} ms); down for 20 s`);
  bursts.push(burst('burst 3', groups[2], programIds, 120_000));
  await sleep(20_000);
  recorder.phase('4 upstream starting');
  const upstreamRestartMs = await stack.upstream.start();
  note(`upstream serves again after ${upstreamRestartMs} ms`);
  await Promise.all(bursts);

  recorder.phase('5 normal');
  await sleep(PAGES_ONLY_MS);
  recorder.phase('6 redis killed');
  await redis.kill();
  note(`Redis killed (SIGKILL); ${PAGES_ONLY_MS / 1000} s of pages, then a burst of checkouts`);
  await sleep(PAGES_ONLY_MS);
  recorder.phase('7 redis killed, checkout');
  bursts.push(burst('burst 4', groups[3], programIds, 60_000));
  await Promise.race([Promise.all(bursts), sleep(30_000)]);
  recorder.phase('8 redis back');
  await redis.start();
  note('Redis started again (empty)');
  await sleep(10_000);

  recorder.phase('9 upstream killed mid-checkout');
  const inFlight = () => customers.reduce((n, c) => n + c.inFlight('/api/cart/submit'), 0);
  bursts.push(burst('burst 5', groups[4], programIds, 150_000));
  const caught = await waitUntil(() => inFlight() >= 3, 20_000, 50);
  const submitsInFlight = inFlight();
  await stack.upstream.kill();
  note(
    `upstream killed (SIGKILL) with ${submitsInFlight} submits in flight${caught ? '' : ' (fewer than 3 came)'}; ` +
      'restarting it',
  );
  const upstreamKillRestartMs = await stack.upstream.start();
  note(`upstream serves again after ${upstreamKillRestartMs} ms; mails of orders: ${await mailSummary()}`);
  await Promise.all(bursts);
  await sleep(5000);
  load.stop();
  await load.done;

  recorder.phase('10 drain');
  const pattern = `faults.${runId}.%`;
  const drained = await waitUntil(async () => (await unsentMails(db, pattern)) === 0, DRAIN_LIMIT_MS, 1000);
  note(drained ? 'every e-mail of the orders is sent' : `e-mails still unsent after ${DRAIN_LIMIT_MS / 1000} s`);
  recorder.end();

  // ---------------------------------------------------------------- report
  console.log('\nEvents');
  console.table(events);
  console.log('\nPer phase and endpoint (status: HTTP status or client error; times of every answer)');
  console.table(phaseRows(recorder));

  const phases = recorder.phases();
  const baseline = pageThroughput(phases.find((p) => p.name === '5 normal'));
  const outage = pageThroughput(phases.find((p) => p.name === '6 redis killed'));
  const ratio = outage.perSecond / baseline.perSecond;
  console.log('\nPages while Redis is down');
  console.table([
    { phase: '5 normal', 'pages/s': baseline.perSecond.toFixed(1), '200/s': baseline.okPerSecond.toFixed(1) },
    { phase: '6 redis killed', 'pages/s': outage.perSecond.toFixed(1), '200/s': outage.okPerSecond.toFixed(1) },
  ]);
  const throughputMet = ratio >= 0.8;
  console.log(
    `pages during the Redis outage: ${Math.round(ratio * 100)} % of normal throughput (target ≥ 80 %): ` +
      (throughputMet ? 'met' : 'NOT met'),
  );

  const result = await reconcile({ db, outboxDir: stack.outboxDir, emailPattern: pattern, customers, programs });
  for (const table of result.tables) {
    console.log(`\n${table.name}`);
    console.table(table.rows);
  }
  console.log(
    `\nrestarts: web-1 ${webRestartMs} ms, upstream after its stop ${upstreamRestartMs} ms, ` +
      `after its kill ${upstreamKillRestartMs} ms; whole run ${at()}`,
  );
  if (result.problems.length) {
    console.log(`\nFAILED: ${result.problems.length} problem(s): lost, oversold or duplicated`);
    for (const p of result.problems) console.log(`- ${p}`);
    return 1;
  }
  console.log('\nnothing lost, oversold or duplicated');
  return 0;
}

try {
  exitCode = await main();
} catch (error) {
  console.error(`the run failed: ${error.stack ?? error}`);
  exitCode = 2;
} finally {
  await cleanUp();
}
process.exit(exitCode);
