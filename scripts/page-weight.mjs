#!/usr/bin/env node
// `npm run size [-- --base-url http://127.0.0.1:3000] [--no-build] [--only home,course]`
// What each public page makes a phone download (docs/performance.md), measured in Chromium as Lighthouse's
// mobile run loads it (412 x 823 viewport, empty cache, no scrolling, until the network is quiet): JavaScript
// gzip-compressed (as `next start` sends it and Lighthouse counts it), font files, and the HTML document uncompressed.
// Scripts a page loads later (near the viewport, on use) are not counted, as Lighthouse does not count them either. The
// framework baseline is the set of scripts every page loads (React, Next's runtime, the layout's islands). Exits 1 when
// a page is over a limit: a catalogue page over 200 KB of JavaScript or over baseline + 40 KB, any page over 100 KB of
// fonts, and the HTML targets (home 150 KB, a course 120 KB, /training-programs 400 KB). Without --base-url it builds
// and starts the production stack on its own ports (web 3510, upstream 4510, .data-size, .next-size; `--no-build`
// reuses the build).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startStack } from './lib/stack.mjs';
import { stopAll, stopOnSignals } from './lib/processes.mjs';
import { firstLink } from './lib/pages.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};

const KB = 1024;
const LIMITS = {
  catalogueJs: 200 * KB,
  beyondBaseline: 40 * KB,
  fonts: 100 * KB,
  html: { home: 150 * KB, course: 120 * KB, 'training programs': 400 * KB },
};
/** Pages whose JavaScript is held to the catalogue limits. */
const CATALOGUE = new Set([
  'home',
  'courses',
  'category',
  'course',
  'academic programs',
  'diploma',
  'training programs',
  'memberships',
  'books',
  'blog',
  'article',
  'instructors',
  'instructor',
]);

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

async function pagesOf(lang) {
  const l = `/${lang}`;
  return [
    ['home', `${l}/home`],
    ['courses', `${l}/courses`],
    ['category', await firstLink(baseUrl, `${l}/home`, new RegExp(`href="(${l}/courses/[^"?]+/\\d+)"`))],
    ['course', await firstLink(baseUrl, `${l}/courses`, new RegExp(`href="(${l}/course/[^"]+)"`))],
    ['academic programs', `${l}/academic-programs`],
    ['diploma', await firstLink(baseUrl, `${l}/academic-programs`, new RegExp(`href="(${l}/academic-program/[^"]+)"`))],
    ['training programs', `${l}/training-programs`],
    ['memberships', `${l}/memberships`],
    ['books', `${l}/books`],
    ['blog', `${l}/blog`],
    ['article', await firstLink(baseUrl, `${l}/blog`, new RegExp(`href="(${l}/blog/article/[^"]+)"`))],
    ['instructors', `${l}/instructors`],
    ['instructor', await firstLink(baseUrl, `${l}/instructors`, new RegExp(`href="(${l}/instructor/[^"]+)"`))],
    ['about', `${l}/page/about`],
    ['payment methods', `${l}/payment-methods`],
    ['contact', `${l}/contact`],
    ['login', `${l}/login`],
    ['cart', `${l}/cart`],
  ].map(([name, path]) => ({ name, lang, path }));
}

/** Waits until no request has started or finished for `quietMs` (at most `maxMs`), as Lighthouse waits. */
function networkQuiet(page, { quietMs = 1500, maxMs = 15_000 } = {}) {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  const start = Date.now();
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (Date.now() - last >= quietMs || Date.now() - start >= maxMs) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** Loads a page in a fresh mobile context; returns its script URLs, font sizes and HTML size. */
async function measure({ path }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const scripts = new Map();
  const fonts = new Map();
  let document = null;
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if (type === 'script' && !scripts.has(url)) {
      scripts.set(url, 0);
      pending.push(response.body().then((body) => scripts.set(url, gzipSync(body).length)));
    } else if (type === 'font' && !fonts.has(url)) {
      fonts.set(url, 0);
      pending.push(response.body().then((body) => fonts.set(url, body.length)));
    } else if (type === 'document' && document === null && response.status() === 200) {
      document = response.body().then((body) => ({ bytes: body.length, gzip: gzipSync(body).length }));
    }
  });
  const quiet = networkQuiet(page);
  const res = await page.goto(baseUrl + path, { waitUntil: 'load' });
  if (!res?.ok()) throw new Error(`${path}: HTTP ${res?.status()}`);
  await quiet;
  await Promise.all(pending);
  const doc = await document;
  await context.close();
  return { scripts, fonts, html: doc };
}

const kb = (bytes) => Math.round((bytes / KB) * 10) / 10;
const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
const only = opt('only')?.split(',');
let failed = false;
try {
  const pages = [...(await pagesOf('en')), ...(await pagesOf('ar'))].filter((p) => !only || only.includes(p.name));
  // Each route once before measuring, so a first render (ISR) is not what is measured.
  for (const p of pages) await fetch(baseUrl + p.path);
  for (const p of pages) Object.assign(p, await measure(p));

  const baseline = pages
    .map((p) => [...p.scripts.keys()])
    .reduce((common, list) => common.filter((src) => list.includes(src)));
  const allScripts = new Map(pages.flatMap((p) => [...p.scripts]));
  const baselineBytes = baseline.reduce((total, src) => total + allScripts.get(src), 0);

  const rows = pages.map((p) => {
    const js = sum(p.scripts);
    const fonts = sum(p.fonts);
    const problems = [];
    if (CATALOGUE.has(p.name) && js > LIMITS.catalogueJs) problems.push(`JS > ${kb(LIMITS.catalogueJs)} KB`);
    if (CATALOGUE.has(p.name) && js - baselineBytes > LIMITS.beyondBaseline)
      problems.push(`JS > baseline + ${kb(LIMITS.beyondBaseline)} KB`);
    if (fonts > LIMITS.fonts) problems.push(`fonts > ${kb(LIMITS.fonts)} KB`);
    const htmlLimit = LIMITS.html[p.name];
    if (htmlLimit && p.html.bytes > htmlLimit) problems.push(`HTML > ${kb(htmlLimit)} KB`);
    if (problems.length) failed = true;
    return {
      page: `${p.name} (${p.lang})`,
      scripts: p.scripts.size,
      'JS KB gz': kb(js),
      'beyond baseline': kb(js - baselineBytes),
      fonts: p.fonts.size,
      'fonts KB': kb(fonts),
      'HTML KB': kb(p.html.bytes),
      'HTML KB gz': kb(p.html.gzip),
      over: problems.join('; '),
    };
  });

  console.log(
    `Framework baseline (scripts every page loads): ${baseline.length} scripts, ${kb(baselineBytes)} KB gzip`,
  );
  for (const src of [...baseline].sort((a, b) => allScripts.get(b) - allScripts.get(a)))
    console.log(`  ${String(kb(allScripts.get(src))).padStart(6)} KB  ${new URL(src).pathname}`);
  console.table(rows);
  const over = rows.filter((r) => r.over);
  console.log(
    over.length
      ? `${over.length} page(s) over a limit: ${over.map((r) => `${r.page}: ${r.over}`).join(' | ')}`
      : 'every page within its limits (JS: catalogue 200 KB and baseline + 40 KB; fonts 100 KB; HTML targets)',
  );
} finally {
  await browser.close();
  if (!external) await stopAll();
}
process.exit(failed ? 1 : 0);
