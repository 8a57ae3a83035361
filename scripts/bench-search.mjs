#!/usr/bin/env node
// `npm run bench:search [-- --base-url http://127.0.0.1:3410] [--no-build] [--typists 50] [--duration 20]`
// Load test of the header box's suggestions (docs/search.md#speed): simulated people type queries into the box, in
// English and Arabic, against GET /api/search/suggest of a production build, and the script prints p50/p95/p99 of the
// answers. Each typist types one key every 60-240 ms and, like the box (DEBOUNCE_MS in
// components/layout/search-combobox.tsx), asks only after a pause of 150 ms or at the end of the query, then moves to
// the next query. Every typist has an address of its own (X-Forwarded-For; the stack trusts one proxy), so the
// per-address rate limit counts each person as the site would. Target: p95 <= 50 ms with 50 typists; exits 1 above.
// Without --base-url it builds and starts the production stack on its own ports (web 3530, upstream 4530,
// .data-bench-search, .next-bench-search; `--no-build` reuses the build). Only loopback is ever loaded.
import { startStack } from './lib/stack.mjs';
import { stopAll, stopOnSignals } from './lib/processes.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const TYPISTS = Number(opt('typists', 50));
const DURATION_S = Number(opt('duration', 20));
const TARGET_P95_MS = 50;
const DEBOUNCE_MS = 150;
const KEY_MS = [60, 240];

const QUERIES = [
  ['en', 'valuation'],
  ['en', 'mortage adviser'],
  ['en', 'property manager'],
  ['en', 'holiday homes'],
  ['en', 'off plan sales'],
  ['en', 'tokenization'],
  ['en', 'negotiating'],
  ['en', 'rera broker exam'],
  ['en', 'escrow account'],
  ['en', 'golden visa'],
  ['ar', 'تقيم عقاري'],
  ['ar', 'الوساطة'],
  ['ar', 'بيوت العطلات'],
  ['ar', 'البيع على الخارطة'],
  ['ar', 'التمويل الإسلامي'],
  ['ar', 'إدارة العقارات'],
  ['ar', 'أحمد المنصوري'],
  ['ar', 'التفاوض'],
];

stopOnSignals();
let baseUrl = opt('base-url', process.env.BENCH_BASE_URL);
if (!baseUrl) {
  ({ baseUrl } = await startStack({
    webPort: 3530,
    upstreamPort: 4530,
    dataDir: '.data-bench-search',
    distDir: '.next-bench-search',
    build: !argv.includes('--no-build'),
  }));
}
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(baseUrl)) {
  throw new Error(`bench:search loads loopback only, not ${baseUrl}`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const between = ([a, b]) => a + Math.random() * (b - a);
const latencies = [];
let errors = 0;
const statuses = new Map();

async function ask(lang, q, address) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/search/suggest?lang=${lang}&q=${encodeURIComponent(q)}`, {
      headers: { 'x-forwarded-for': address },
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status !== 200) errors++;
  } catch {
    errors++;
  }
  latencies.push(performance.now() - started);
}

async function typist(i, until) {
  const address = `127.0.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`;
  let n = i;
  while (Date.now() < until) {
    const [lang, query] = QUERIES[n++ % QUERIES.length];
    for (let end = 1; end <= query.length && Date.now() < until; end++) {
      const pause = between(KEY_MS);
      await sleep(pause);
      const typed = query.slice(0, end);
      // The box asks after a pause (the next key comes late) or when the query is complete.
      if (typed.trim().length >= 2 && (pause >= DEBOUNCE_MS || end === query.length)) await ask(lang, typed, address);
    }
    await sleep(between([400, 1200])); // reads the suggestions, then types the next query
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  // The first request builds the index from the cached catalogue; the load measures the index kept in memory.
  await ask('en', 'warm up', '127.0.0.254');
  latencies.length = 0;
  statuses.clear();
  errors = 0;
  const started = Date.now();
  await Promise.all(Array.from({ length: TYPISTS }, (_, i) => typist(i, started + DURATION_S * 1000)));
  const seconds = (Date.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const row = (label, value) => `| ${label.padEnd(22)} | ${String(value).padStart(9)} |`;
  console.log(`\nbench:search against ${baseUrl}: ${TYPISTS} typists for ${DURATION_S} s\n`);
  console.log(row('measure', 'value'));
  console.log(`|${'-'.repeat(24)}|${'-'.repeat(11)}|`);
  console.log(row('requests', sorted.length));
  console.log(row('requests/s', (sorted.length / seconds).toFixed(1)));
  console.log(row('non-200 or failed', errors));
  console.log(row('p50 (ms)', percentile(sorted, 50).toFixed(1)));
  console.log(row('p95 (ms)', percentile(sorted, 95).toFixed(1)));
  console.log(row('p99 (ms)', percentile(sorted, 99).toFixed(1)));
  console.log(row('max (ms)', sorted[sorted.length - 1].toFixed(1)));
  console.log(`\nstatuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`);
  const p95 = percentile(sorted, 95);
  console.log(`target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`);
  process.exitCode = p95 <= TARGET_P95_MS && errors === 0 ? 0 : 1;
} finally {
  await stopAll();
}
