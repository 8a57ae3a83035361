#!/usr/bin/env node
// `npm run main-thread` (docs/performance.md#how-to-measure): the main-thread work of a cold page load on a phone, read
// from Chromium's own trace, for the pages `npm run lighthouse` measures. Steadier than Lighthouse's simulated
// scores on a shared machine, because it counts the work itself instead of projecting timings from one load. Each page
// is loaded `--runs` times (default 5) in a fresh context (empty cache) at a 412 × 823 phone viewport with the CPU
// slowed 4× (Lighthouse's mobile factor), and the median of each figure is printed:
//   style+layout  time in style recalculation and layout, from navigation to 3 s after the load event;
//   longest task  the longest main-thread task;
//   blocking      the part over 50 ms of each task after the first contentful paint (total blocking time, unthrottled
//                 network);
//   FCP           first contentful paint.
// `--base-url URL` measures a running site; without it a production stack is built and started (as for Lighthouse).
// LH_PAGES=home,course measures only those kinds. Chromium is Debian's (/usr/bin/chromium); nothing is downloaded.
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { startSpeedStack } from './lib/stack.mjs';
import { stopAll } from './lib/processes.mjs';
import { measuredPages, median } from './lib/pages.mjs';

const { values: args } = parseArgs({ options: { 'base-url': { type: 'string' }, runs: { type: 'string' } } });
const runs = Number(args.runs ?? 5);
let baseUrl = args['base-url'];
if (!baseUrl) {
  ({ baseUrl } = await startSpeedStack());
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'];

/** One cold load of `url`: its main thread's figures, in ms. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const nav = events
      .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
      .filter((e) => String(e.args.data.documentLoaderURL).startsWith('http'))
      .at(-1);
    const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= nav.ts);
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= nav.ts);
    const tasks = main.filter((e) => e.name === 'RunTask');
    const ms = (us) => us / 1000;
    return {
      styleLayout: ms(
        main.filter((e) => e.name === 'UpdateLayoutTree' || e.name === 'Layout').reduce((sum, e) => sum + e.dur, 0),
      ),
      longest: ms(Math.max(0, ...tasks.map((e) => e.dur))),
      blocking: tasks.filter((e) => fcp && e.ts > fcp.ts).reduce((sum, e) => sum + Math.max(0, ms(e.dur) - 50), 0),
      fcp: fcp ? ms(fcp.ts - nav.ts) : NaN,
    };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const rows = [];
try {
  for (const [name, path] of await measuredPages(baseUrl)) {
    await fetch(baseUrl + path); // a first-visit render (ISR) is not what is measured
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(browser, baseUrl + path));
    const m = (k) => Math.round(median(samples.map((s) => s[k])));
    rows.push({
      page: name,
      'style+layout ms': m('styleLayout'),
      'longest task ms': m('longest'),
      'blocking ms': m('blocking'),
      'FCP ms': m('fcp'),
    });
    console.log(`${name}: style+layout ${samples.map((s) => Math.round(s.styleLayout)).join('/')}`);
  }
} finally {
  await browser.close();
  if (!args['base-url']) await stopAll();
}
console.log(`Median of ${runs} cold load(s) per page, 412 × 823, CPU 4× slower:`);
console.table(rows);
