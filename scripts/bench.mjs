#!/usr/bin/env node
// `npm run bench [-- --no-build] [--duration 10] [--connections 20] [--base-url http://…]`
// Load test of the production stack (docs/architecture.md#scale): builds and starts it with scripts/lib/stack.mjs on
// its own ports and folders (web 3500, upstream 4500, .data-bench, .next-bench; `--no-build` reuses .next-bench), then
// loads one URL at a time with autocannon and prints requests/s, p50, p99 and the ratio to a reference page. Reference:
// /en/payment-methods, a page Next prerenders at build (● SSG in the route table, same layout and chrome as the
// catalogue pages), so the ratio says what the catalogue costs beyond serving a prerendered page. Targets: cached
// catalogue pages ≥ 80 % of the reference; per-user API routes (/api/session, /api/cart, as a logged-in customer) ≥ 50
// %.
import autocannon from 'autocannon';
import { startStack } from './lib/stack.mjs';
import { stopAll, stopOnSignals } from './lib/processes.mjs';

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

async function firstLink(listPath, pattern) {
  const html = await (await fetch(baseUrl + listPath)).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} on ${listPath}`);
  return match[1].replace(/&amp;/g, '&');
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

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

let rows = [];
try {
  const course = await firstLink('/en/courses', /href="(\/en\/course\/[^"]+)"/);
  const category = await firstLink('/en/home', /href="(\/en\/courses\/[^"?]+\/\d+)"/);
  const article = await firstLink('/en/blog', /href="(\/en\/blog\/article\/[^"]+)"/);
  const cookie = await login();
  const user = { cookie, origin: baseUrl };

  const targets = [
    { name: 'reference (prerendered)', path: REFERENCE, kind: 'reference' },
    { name: 'home', path: '/en/home', kind: 'page' },
    { name: 'course', path: course, kind: 'page' },
    { name: 'category list', path: category, kind: 'page' },
    { name: 'all courses', path: '/en/courses', kind: 'page' },
    { name: 'article', path: article, kind: 'page' },
    { name: 'home (ar)', path: '/ar/home', kind: 'page' },
    { name: '/api/session (logged in)', path: '/api/session', kind: 'api', headers: user },
    { name: '/api/cart (logged in)', path: '/api/cart', kind: 'api', headers: user },
  ];

  let reference = NaN;
  for (const target of targets) {
    // One warm-up request: a first-visit render (ISR) is not what is measured.
    const warm = await fetch(baseUrl + target.path, { headers: target.headers, redirect: 'manual' });
    await warm.arrayBuffer();
    if (warm.status !== 200) {
      rows.push({
        target: target.name,
        path: target.path,
        status: warm.status,
        'req/s': '-',
        'p50 ms': '-',
        'p99 ms': '-',
        ratio: '-',
        goal: '-',
        ok: 'no (not 200)',
      });
      continue;
    }
    const result = await load(baseUrl + target.path, target.headers);
    const rps = result.requests.average;
    if (target.kind === 'reference') reference = rps;
    const ratio = rps / reference;
    const goal = target.kind === 'page' ? 0.8 : target.kind === 'api' ? 0.5 : 1;
    const bad = result.non2xx + result.errors + result.timeouts;
    rows.push({
      target: target.name,
      path: target.path,
      status: warm.status,
      'req/s': Math.round(rps),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      ratio: `${Math.round(ratio * 100)} %`,
      goal: target.kind === 'reference' ? '-' : `≥ ${goal * 100} %`,
      ok: bad > 0 ? `no (${bad} failed)` : target.kind === 'reference' || ratio >= goal ? 'yes' : 'no',
    });
    console.log(`${target.name}: ${Math.round(rps)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  }
} finally {
  if (!opt('base-url', process.env.BENCH_BASE_URL)) await stopAll();
}
console.log(`\n${connections} connections, ${duration} s per URL, ${baseUrl}`);
console.table(rows);
