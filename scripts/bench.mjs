#!/usr/bin/env node
// `npm run bench [-- --no-build] [--duration 10] [--connections 20] [--base-url http://…]`
// Load test of the production stack (docs/performance.md): builds and starts it with scripts/lib/stack.mjs on
// its own ports and folders (web 3500, upstream 4500, .data-bench, .next-bench; `--no-build` reuses .next-bench), then
// loads one URL at a time with autocannon and prints requests/s, p50, p99 and the ratio to a reference page measured
// just before it (a paired run, so that the machine's drift over minutes does not decide). Reference:
// /en/payment-methods, a page Next prerenders at build (● SSG in the route table, same layout and chrome as the
// catalogue pages), so the ratio says what the catalogue costs beyond serving a prerendered page. Targets: cached
// catalogue pages ≥ 80 % of the reference; per-user API routes (/api/session, /api/cart, as a logged-in customer) ≥ 50
// %.
import autocannon from 'autocannon';
import { startStack } from './lib/stack.mjs';
import { stopAll, stopOnSignals } from './lib/processes.mjs';
import { firstLink, median } from './lib/pages.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const duration = Number(opt('duration', 10));
const connections = Number(opt('connections', 20));
const build = !argv.includes('--no-build');
const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };
const REFERENCE = '/en/payment-methods';

stopOnSignals();
let baseUrl = opt('base-url', process.env.BENCH_BASE_URL);
if (!baseUrl) {
  ({ baseUrl } = await startStack({
    webPort: 3500,
    upstreamPort: 4500,
    dataDir: '.data-bench',
    distDir: '.next-bench',
    build,
  }));
}

/** Logs the demo customer in through the BFF and returns the session cookie. */
async function login() {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(CUSTOMER),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!res.ok || cookies.length === 0) throw new Error(`login failed: HTTP ${res.status} ${await res.text()}`);
  return cookies.join('; ');
}

function load(url, headers, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}
/** Seconds of load on each URL in the warm-up pass. */
const WARM_UP_S = 3;

let rows = [];
try {
  const course = await firstLink(baseUrl, '/en/courses', /href="(\/en\/course\/[^"]+)"/);
  const category = await firstLink(baseUrl, '/en/home', /href="(\/en\/courses\/[^"?]+\/\d+)"/);
  const article = await firstLink(baseUrl, '/en/blog', /href="(\/en\/blog\/article\/[^"]+)"/);
  const cookie = await login();
  const user = { cookie, origin: baseUrl };

  const targets = [
    { name: 'home', path: '/en/home', kind: 'page' },
    { name: 'course', path: course, kind: 'page' },
    { name: 'category list', path: category, kind: 'page' },
    { name: 'all courses', path: '/en/courses', kind: 'page' },
    { name: 'article', path: article, kind: 'page' },
    { name: 'home (ar)', path: '/ar/home', kind: 'page' },
    { name: '/api/session (logged in)', path: '/api/session', kind: 'api', headers: user },
    { name: '/api/cart (logged in)', path: '/api/cart', kind: 'api', headers: user },
  ];

  // Each target is measured right after the reference, and its ratio is to that reference run: on a shared machine the
  // throughput of one URL drifts by a third over minutes, and one reference run at the start made every ratio hang on
  // that one moment. The reference row shows the median of its runs.
  const referenceRuns = [];
  const measureReference = async () => {
    const result = await load(baseUrl + REFERENCE);
    referenceRuns.push(result.requests.average);
    return result.requests.average;
  };
  // A first pass over every URL, not counted: a first-visit render (ISR), and the server's JIT and caches warming up,
  // are not what is measured.
  const status = new Map();
  for (const target of [{ path: REFERENCE }, ...targets]) {
    const warm = await fetch(baseUrl + target.path, { headers: target.headers, redirect: 'manual' });
    await warm.arrayBuffer();
    status.set(target.path, warm.status);
    if (warm.status === 200) await load(baseUrl + target.path, target.headers, WARM_UP_S);
  }
  for (const target of targets) {
    if (status.get(target.path) !== 200) {
      rows.push({ target: target.name, path: target.path, status: status.get(target.path), ok: 'no (not 200)' });
      continue;
    }
    const reference = await measureReference();
    const result = await load(baseUrl + target.path, target.headers);
    const rps = result.requests.average;
    const ratio = rps / reference;
    const goal = target.kind === 'page' ? 0.8 : 0.5;
    const bad = result.non2xx + result.errors + result.timeouts;
    rows.push({
      target: target.name,
      path: target.path,
      status: 200,
      'req/s': Math.round(rps),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'reference req/s': Math.round(reference),
      ratio: `${Math.round(ratio * 100)} %`,
      goal: `≥ ${goal * 100} %`,
      ok: bad > 0 ? `no (${bad} failed)` : ratio >= goal ? 'yes' : 'no',
    });
    console.log(
      `${target.name}: ${Math.round(rps)} req/s (reference ${Math.round(reference)}), p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms`,
    );
  }
  rows.unshift({
    target: 'reference (prerendered)',
    path: REFERENCE,
    'req/s': Math.round(median(referenceRuns)),
    'reference req/s': referenceRuns.map(Math.round).join('/'),
  });
} finally {
  if (!opt('base-url', process.env.BENCH_BASE_URL)) await stopAll();
}
console.log(`\n${connections} connections, ${duration} s per URL (the reference before each), ${baseUrl}`);
console.table(rows);
