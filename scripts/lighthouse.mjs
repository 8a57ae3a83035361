#!/usr/bin/env node
// `npm run lighthouse` (docs/performance.md): Lighthouse on home, /courses, a course, a diploma, an
// article and /training-programs, in both languages, each page LH_RUNS times (default 3), printing the median of each
// figure, so one noisy run on a shared machine does not decide. Mobile profile by default (LH_FORMS=mobile,desktop for
// both). Against a production build on a fresh upstream, or LH_BASE_URL. LH_PAGES=home,course measures only those
// kinds; LH_SAVE=dir keeps each run's full report there; LH_RENDER_DOCUMENT=on and LH_HTTP2=off are explained below.
// Chromium is Debian's (/usr/bin/chromium); nothing is downloaded. The first row is the floor (scripts/lib/floor.mjs;
// LH_FLOOR=0 leaves it out): a minimal Next.js page measured in the same run, the most this machine gives any page.
// Exits 1 when a median of the site misses a target (performance 95, accessibility / best practices / SEO 100, TBT
// 200 ms, LCP 2.5 s, CLS 0).
import lighthouse from 'lighthouse';
import { startSpeedStack } from './lib/stack.mjs';
import { startFloor } from './lib/floor.mjs';
import { startHttpsFront } from './lib/https-front.mjs';
import { launchChromium } from './lib/lighthouse-chrome.mjs';
import { stopAll } from './lib/processes.mjs';
import { measuredPages, median } from './lib/pages.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';

const forms = (process.env.LH_FORMS ?? 'mobile').split(',');
const runs = Number(process.env.LH_RUNS ?? 3);
// LH_THROTTLING=devtools loads the page through the throttled network and CPU itself (slower: a run takes 10-20 s)
// instead of projecting timings from an unthrottled load (Lighthouse's default, 'simulate'), whose LCP depends on
// whether this machine happened to evaluate the scripts before the first paint.
const throttling = process.env.LH_THROTTLING ? { throttlingMethod: process.env.LH_THROTTLING } : {};
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, tbt: 200, lcp: 2500, cls: 0 };

let baseUrl = process.env.LH_BASE_URL;
if (!baseUrl) {
  ({ baseUrl } = await startSpeedStack());
}

const pages = (await measuredPages(baseUrl)).map(([name, path]) => [name, baseUrl + path]);
if (process.env.LH_FLOOR !== '0') pages.unshift(['floor (minimal Next page)', await startFloor()]);

// Every page, the floor's too, is measured through an HTTPS front that speaks HTTP/2 (scripts/lib/https-front.mjs),
// as customers reach the production site (an HTTPS CDN or load balancer: docs/deployment.md). LH_HTTP2=off reaches
// `next start` itself, over HTTP/1.1 without TLS, as no phone ever does: Lighthouse's simulation gives such an origin
// six cold connections, each with its own slow start and a round trip before each response, where h2 has one warm
// connection, and the same page projects about a second apart (docs/performance.md#lighthouses-simulated-lcp).
const http2 = process.env.LH_HTTP2 !== 'off';
const fronts = new Map();
const measuredUrl = new Map();
if (http2)
  for (const [, url] of pages) {
    const { origin, pathname, search } = new URL(url);
    if (!fronts.has(origin)) fronts.set(origin, await startHttpsFront(origin));
    measuredUrl.set(url, fronts.get(origin).url + pathname + search);
  }

// LH_RENDER_DOCUMENT=on leaves Chromium's RenderDocument on (scripts/lib/lighthouse-chrome.mjs says why it matters).
const chrome = await launchChromium({
  renderDocument: process.env.LH_RENDER_DOCUMENT === 'on',
  acceptAnyCertificate: http2,
});

const rows = [];
let missed = false;
try {
  for (const form of forms) {
    const config = form === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    for (const [name, url] of pages) {
      // Warm the route once so a first-visit render (ISR) is not what Lighthouse measures.
      await fetch(url);
      const samples = [];
      const failing = new Set();
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(
          measuredUrl.get(url) ?? url,
          { port: chrome.port, output: 'json', logLevel: 'error', ...throttling },
          config,
        );
        if (process.env.LH_SAVE) {
          // The whole report, to read the LCP breakdown and unused-JavaScript audits of a page.
          mkdirSync(process.env.LH_SAVE, { recursive: true });
          const file = `${process.env.LH_SAVE}/${form}-${name.replace(/\W+/g, '-')}-${i + 1}.json`;
          writeFileSync(file, JSON.stringify(lhr));
        }
        const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
        const audit = (k) => lhr.audits[k]?.numericValue ?? NaN;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          js: (lhr.audits['resource-summary']?.details?.items ?? []).find((r) => r.resourceType === 'script')
            ?.transferSize,
        });
        // A page whose network or main thread never goes quiet keeps Lighthouse waiting 45 s, and a moving carousel
        // then ruins the speed index: say so, it is a bug of the page (a keepalive fetch did it once).
        const traceEnd = lhr.audits.metrics?.details?.items?.[0]?.observedTraceEnd ?? 0;
        if (traceEnd > 40_000)
          console.log(`${form} ${name}: the page never went quiet (trace ${Math.round(traceEnd)} ms)`);
        for (const c of Object.values(lhr.categories))
          for (const r of c.auditRefs)
            if (r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1 && c.id !== 'performance')
              failing.add(`${c.id}:${r.id}`);
      }
      const m = (k) => median(samples.map((s) => s[k]));
      const row = {
        form,
        page: name,
        performance: m('performance'),
        accessibility: m('accessibility'),
        'best-practices': m('best-practices'),
        seo: m('seo'),
        'LCP ms': Math.round(m('lcp')),
        'TBT ms': Math.round(m('tbt')),
        CLS: Number(m('cls').toFixed(3)),
        'JS KB': Math.round(m('js') / 1024),
        runs: samples.map((s) => s.performance).join('/'),
        // Each run's LCP: the simulated LCP of one page spreads over a second and more (docs/performance.md).
        'LCP runs': samples.map((s) => Math.round(s.lcp)).join('/'),
      };
      rows.push(row);
      // The floor is a reading of the machine, not a page of the site: it has no target to miss.
      const isFloor = name.startsWith('floor');
      if (
        !isFloor &&
        (row.performance < TARGETS.performance ||
          row.accessibility < TARGETS.accessibility ||
          row['best-practices'] < TARGETS['best-practices'] ||
          row.seo < TARGETS.seo ||
          row['TBT ms'] > TARGETS.tbt ||
          row['LCP ms'] > TARGETS.lcp ||
          row.CLS > TARGETS.cls)
      )
        missed = true;
      if (failing.size) console.log(`${form} ${name}: below full marks in some run: ${[...failing].join(', ')}`);
      console.log(`${form} ${name}: performance ${row.runs}`);
    }
  }
} finally {
  await chrome.kill();
  for (const front of fronts.values()) await front.close();
  await stopAll();
}
console.log(
  `Median of ${runs} run(s) per page, ${http2 ? 'through an HTTPS front speaking HTTP/2' : 'from next start over HTTP/1.1 (LH_HTTP2=off)'}:`,
);
console.table(rows);
console.log(
  missed
    ? 'some page misses a target (performance 95, a11y/best practices/SEO 100, TBT 200 ms, LCP 2.5 s, CLS 0)'
    : 'every page meets the targets',
);
process.exit(missed ? 1 : 0);
