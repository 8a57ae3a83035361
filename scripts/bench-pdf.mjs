#!/usr/bin/env node
// PDF render benchmark: `node scripts/bench-pdf.mjs [--runs 20] [--lang en|ar|both]`.
// Sample PDFs to look at: `node scripts/bench-pdf.mjs --samples <folder> [kind:lang …]`.
// First render: each document in a fresh Node process (font loading, JIT and module warm-up included, what
// the first request after a deploy pays). Warm: one process, 3 warm-ups, then the median (and p90) of --runs
// renders per document. Target: first ≤ 500 ms, warm ≤ 60 ms. The TypeScript is bundled by esbuild with
// every package external (the way Next runs it: @react-pdf/* are ESM-only).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const runs = Number(opt('runs', 20));
const langArg = opt('lang', 'both');
const langs = langArg === 'both' ? ['en', 'ar'] : [langArg];
const kinds = [
  'tax-invoice',
  'receipt',
  'credit-note',
  'course-certificate',
  'diploma-certificate',
  'initiative-certificate',
];
const TARGET_FIRST = 500;
const TARGET_WARM = 60;

const cache = path.join(root, 'node_modules', '.cache', 'reti-pdf');
const bundleOptions = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
};

const samplesAt = argv.indexOf('--samples');
if (samplesAt >= 0) {
  fs.mkdirSync(cache, { recursive: true });
  const entry = path.join(cache, `render-samples-${process.pid}.mjs`);
  buildSync({ ...bundleOptions, entryPoints: ['scripts/pdf-dev/render-samples.ts'], outfile: entry });
  try {
    execFileSync(process.execPath, [entry, '--out', argv[samplesAt + 1], ...argv.slice(samplesAt + 2)], {
      cwd: root,
      stdio: 'inherit',
    });
  } finally {
    fs.rmSync(entry, { force: true });
  }
  process.exit(0);
}
fs.mkdirSync(cache, { recursive: true });
const bundle = path.join(cache, `bench-${process.pid}.mjs`);
buildSync({ ...bundleOptions, entryPoints: ['scripts/pdf-dev/bench.ts'], outfile: bundle });

const run = (args) =>
  JSON.parse(
    execFileSync(process.execPath, [bundle, ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production' },
    })
      .trim()
      .split('\n')
      .pop(),
  );

const quantile = (values, q) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

try {
  const first = {};
  const afterWarmUp = {};
  for (const lang of langs)
    for (const kind of kinds) {
      first[`${kind}:${lang}`] = run(['--first', `${kind}:${lang}`]);
      afterWarmUp[`${kind}:${lang}`] = run(['--first', `${kind}:${lang}`, '--after-warm-up']);
    }
  const warm = run(['--warm', String(runs)]);
  const pad = (s, n) => String(s).padEnd(n);
  const num = (v) => v.toFixed(1).padStart(9);
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; warm = median of ${runs} (after a pass over all documents and 3 warm-ups each)`,
  );
  console.log(
    'wall = elapsed time; cpu = CPU time of the rendering process (what a render costs when the cores are shared)',
  );
  console.log(
    'first = first render in a fresh process (fonts, yoga and shapers load inside it); after w-up = first render of that document after warmUpPdf() ran at start-up',
  );
  console.log(
    `${pad('document', 28)}${'first'.padStart(9)}${'first cpu'.padStart(10)}${'after w-up'.padStart(11)}${'warm'.padStart(9)}${'warm cpu'.padStart(9)}${'p90'.padStart(9)}  target (${TARGET_FIRST} / ${TARGET_WARM} ms)`,
  );
  let ok = true;
  for (const key of Object.keys(first)) {
    const w = warm[key].map(([wall]) => wall);
    const c = warm[key].map(([, cpu]) => cpu);
    const r = {
      first: first[key].first,
      firstCpu: first[key].firstCpu,
      median: median(w),
      cpu: median(c),
      p90: quantile(w, 0.9),
    };
    const pass = r.first <= TARGET_FIRST && r.median <= TARGET_WARM;
    const passCpu = r.firstCpu <= TARGET_FIRST && r.cpu <= TARGET_WARM;
    ok &&= pass;
    console.log(
      `${pad(key, 28)}${num(r.first)} ${num(r.firstCpu)}${num(afterWarmUp[key].first).padStart(11)}${num(r.median)}${num(r.cpu)}${num(r.p90)}  ${pass ? 'ok' : passCpu ? 'over (wall), ok (cpu)' : 'OVER'}`,
    );
  }
  console.log(
    ok ? `all within ${TARGET_FIRST} ms first / ${TARGET_WARM} ms warm` : 'some documents are over target on wall time',
  );
} finally {
  fs.rmSync(bundle, { force: true });
}
