#!/usr/bin/env node
// `npm run bench:dashboard [-- --runs 20]`: times each staff dashboard endpoint on the benchmark data set of
// scripts/dashboard-data.mjs (run it first: 100,000 orders, 2,000 programs, on PostgreSQL). Starts the upstream on
// that database, signs in as the seeded staff user, asks each endpoint `runs` times after two warm-up calls (one at a
// time, over HTTP, as the web asks), and prints the median and p95 per endpoint against the 300 ms target
// (docs/staff-dashboard.md#measurements). Exits 1 when a p95 is over the target.
import { SignJWT } from 'jose';
import { ANON_TOKEN, PORT, SIGNING_SECRET, startBenchUpstream } from './lib/dashboard-bench.mjs';
import { median } from './lib/pages.mjs';
import { stopAll, stopOnSignals } from './lib/processes.mjs';

const argv = process.argv.slice(2);
const runs = Number(argv[argv.indexOf('--runs') + 1] || 20);
const TARGET_MS = 300;
const base = `http://127.0.0.1:${PORT}/api`;

const DAY = 86_400_000;
const day = (t) => new Date(t + 4 * 3_600_000).toISOString().slice(0, 10);
const today = day(Date.now());
const range = (days, granularity) =>
  `from=${day(Date.now() - (days - 1) * DAY)}&to=${today}&granularity=${granularity}`;

async function headers(userId, token) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('web')
    .setAudience('upstream')
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(SIGNING_SECRET));
  return {
    authorization: `Bearer ${jwt}`,
    'x-unique-id': userId,
    'x-secret-token': token,
    'x-device-id': 'bench',
    'x-country': 'AE',
    'x-platform': 'web',
    'x-lang': 'en',
    'x-env': 'bench',
    'x-node': 'bench',
  };
}

stopOnSignals();
try {
  await startBenchUpstream();
  const anon = await headers('00000000-0000-0000-0000-000000000000', ANON_TOKEN);
  const signIn = await fetch(`${base}/User/sign-in`, {
    method: 'POST',
    headers: { ...anon, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@institute.test', password: 'Staff#2026' }),
  }).then((r) => r.json());
  const staff = await headers(signIn.data.UniqueID, signIn.data.token);
  const busiest = await fetch(`${base}/Staff/dashboard-seats?${range(30, 'day')}`, { headers: staff })
    .then((r) => r.json())
    .then((r) => [...r.data.Programs].sort((a, b) => b.Sold - a.Sold)[0].ProgramId);

  const cases = [
    // The floor: a staff answer with nothing to compute (auth, routing, JSON and HTTP alone). On a shared machine,
    // compare each endpoint with it rather than with the target alone.
    ['floor: an empty answer', 'dashboard-seat-bookings?program=2147483647'],
    ['sales, 30 days by day', `dashboard-sales?${range(30, 'day')}`],
    ['sales, 90 days by week', `dashboard-sales?${range(90, 'week')}`],
    ['sales, 2 years by month', `dashboard-sales?${range(730, 'month')}`],
    ['sales, 1 year, one category', `dashboard-sales?${range(365, 'week')}&category=1`],
    ['seats', `dashboard-seats?${range(30, 'day')}`],
    ['seat bookings (busiest)', `dashboard-seat-bookings?program=${busiest}`],
    ['money owed', `dashboard-owed?${range(30, 'day')}`],
    ['waitlists and notify-me', `dashboard-waitlists?${range(90, 'week')}`],
    ['vouchers', `dashboard-vouchers?${range(90, 'week')}`],
    ['e-mail', `dashboard-mail?${range(90, 'week')}`],
    ['brokers', 'dashboard-brokers'],
  ];
  const rows = [];
  for (const [name, path] of cases) {
    const times = [];
    for (let k = 0; k < runs + 2; k += 1) {
      const t0 = performance.now();
      const res = await fetch(`${base}/Staff/${path}`, { headers: staff });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      if (k >= 2) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)];
    rows.push({ name, median: median(times), p95 });
  }
  console.log(`\nStaff dashboard on PostgreSQL, ${runs} runs each (after 2 warm-up), ms:\n`);
  console.log(`| endpoint                      | median |    p95 | ≤ ${TARGET_MS} ms |`);
  console.log('| ----------------------------- | -----: | -----: | :------: |');
  for (const r of rows)
    console.log(
      `| ${r.name.padEnd(29)} | ${r.median.toFixed(1).padStart(6)} | ${r.p95.toFixed(1).padStart(6)} | ${r.p95 <= TARGET_MS ? 'yes' : 'NO'.padEnd(3)}      |`,
    );
  process.exitCode = rows.every((r) => r.p95 <= TARGET_MS) ? 0 : 1;
} finally {
  await stopAll();
}
