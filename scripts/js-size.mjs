#!/usr/bin/env node
// `npm run size [-- --base-url http://127.0.0.1:3000] [--no-build]`
// JavaScript each public page loads, gzip-compressed (issue 7): reads the <script src> tags of the HTML a
// production server sends, fetches every script once and gzips it. The framework baseline is the set of scripts
// every page loads (React, Next's runtime, the layout); per page it prints the total and what it adds beyond the
// baseline, and flags pages that add more than 40 KB. Without --base-url it builds and starts the production
// stack on its own ports (web 3510, upstream 4510, .data-size, .next-size; `--no-build` reuses the build).
import { gzipSync } from 'node:zlib';
import { startStack } from './lib/stack.mjs';
import { stopAll, stopOnSignals } from './lib/processes.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const LIMIT_KB = 40;

stopOnSignals();
const external = opt('base-url', process.env.SIZE_BASE_URL);
let baseUrl = external;
if (!baseUrl) {
  ({ baseUrl } = await startStack({
    webPort: 3510,
    upstreamPort: 4510,
    dataDir: '.data-size',
    distDir: '.next-size',
    build: !argv.includes('--no-build'),
  }));
}

async function html(path) {
  const res = await fetch(baseUrl + path);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.text();
}

async function firstLink(listPath, pattern) {
  const match = (await html(listPath)).match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} on ${listPath}`);
  return match[1].replace(/&amp;/g, '&');
}

const sizes = new Map();
async function gzipSize(src) {
  if (!sizes.has(src)) {
    const res = await fetch(new URL(src, baseUrl));
    if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
    sizes.set(src, gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length);
  }
  return sizes.get(src);
}

/** Same-origin script URLs of a page (external scripts would be listed too, but there are none). */
function scriptsOf(page) {
  return [...new Set([...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')))];
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const rows = [];
try {
  const pages = [
    ['home', '/en/home'],
    ['courses', '/en/courses'],
    ['category', await firstLink('/en/home', /href="(\/en\/courses\/[^"?]+\/\d+)"/)],
    ['course', await firstLink('/en/courses', /href="(\/en\/course\/[^"]+)"/)],
    ['academic programs', '/en/academic-programs'],
    ['diploma', await firstLink('/en/academic-programs', /href="(\/en\/academic-program\/[^"]+)"/)],
    ['training programs', '/en/training-programs'],
    ['memberships', '/en/memberships'],
    ['books', '/en/books'],
    ['blog', '/en/blog'],
    ['article', await firstLink('/en/blog', /href="(\/en\/blog\/article\/[^"]+)"/)],
    ['instructors', '/en/instructors'],
    ['instructor', await firstLink('/en/instructors', /href="(\/en\/instructor\/[^"]+)"/)],
    ['about', '/en/page/about'],
    ['media center', '/en/media-center'],
    ['contact', '/en/contact'],
    ['login', '/en/login'],
    ['create an account', '/en/create-an-account'],
    ['home (ar)', '/ar/home'],
  ];

  const loaded = [];
  for (const [name, path] of pages) loaded.push({ name, path, scripts: scriptsOf(await html(path)) });
  const baseline = loaded.map((p) => p.scripts).reduce((common, list) => common.filter((s) => list.includes(s)));
  let baselineBytes = 0;
  for (const src of baseline) baselineBytes += await gzipSize(src);

  for (const page of loaded) {
    let total = 0;
    for (const src of page.scripts) total += await gzipSize(src);
    const extra = total - baselineBytes;
    rows.push({
      page: page.name,
      path: page.path,
      scripts: page.scripts.length,
      'total KB gz': kb(total),
      'beyond baseline KB gz': kb(extra),
      flag: extra > LIMIT_KB * 1024 ? `over +${LIMIT_KB} KB` : '',
    });
  }
  console.log(
    `Framework baseline (scripts every page loads): ${baseline.length} scripts, ${kb(baselineBytes)} KB gzip`,
  );
  console.table(rows);
  const over = rows.filter((r) => r.flag);
  console.log(
    over.length
      ? `${over.length} page(s) over baseline + ${LIMIT_KB} KB: ${over.map((r) => r.page).join(', ')}`
      : `every page within baseline + ${LIMIT_KB} KB`,
  );
} finally {
  if (!external) await stopAll();
}
