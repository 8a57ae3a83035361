#!/usr/bin/env node
// `npm run lcp-graph -- URL…` (docs/performance.md): what Lighthouse's simulated LCP of one load of a
// page is made of. Lighthouse (mobile profile, the Chromium of `npm run lighthouse`) loads each URL once; the script
// prints the observed and the simulated LCP, then every request and task of the simulation's pessimistic LCP graph
// with its simulated start and end (ms), the optimistic graph being the same less low-priority images: what counted,
// what waited for what. Like `npm run lighthouse`, it loads through the HTTPS front that speaks HTTP/2
// (scripts/lib/https-front.mjs); `--http1` reaches the URL itself, as LH_HTTP2=off does.
// A task shorter than 10 ms is left out of the list, not out of the sums.
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { parseArgs } from 'node:util';
import { startHttpsFront } from './lib/https-front.mjs';
import { launchChromium } from './lib/lighthouse-chrome.mjs';

const { values: args, positionals: urls } = parseArgs({
  options: { http1: { type: 'boolean' } },
  allowPositionals: true,
});
if (!urls.length) {
  console.error('usage: npm run lcp-graph -- [--http1] URL…');
  process.exit(2);
}

/** What one node of the graph is: a request's path, size and priority, or a task's main events. */
function describe(node) {
  if (node.type === 'network') {
    const { url, transferSize, priority, protocol } = node.request;
    return `${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}  ${(transferSize / 1024).toFixed(1)} KB ${priority} ${protocol}`;
  }
  const names = new Set(node.childEvents.map((e) => e.name));
  const main = ['ParseHTML', 'EvaluateScript', 'v8.compile', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint'];
  return `task: ${main.filter((name) => names.has(name)).join(', ') || 'other'}`;
}

const chrome = await launchChromium({ acceptAnyCertificate: !args.http1 });
try {
  for (const url of urls) {
    const front = args.http1 ? null : await startHttpsFront(new URL(url).origin);
    try {
      const { pathname, search } = new URL(url);
      await fetch(url); // a first-visit render (ISR) is not what is measured
      const { lhr } = await lighthouse(front ? front.url + pathname + search : url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const metrics = lhr.audits.metrics.details.items[0];
      console.log(`\n${url}${front ? ' (HTTP/2 front)' : ''}`);
      console.log(
        `observed LCP ${metrics.observedLargestContentfulPaint} ms, simulated LCP ${Math.round(metrics.largestContentfulPaint)} ms`,
      );
      const timings = Lantern.Simulation.Simulator.allNodeTimings;
      // Each graph is a clone of the page's graph: its nodes are matched by id.
      const optimistic = new Set([...timings.get('optimisticLargestContentfulPaint').keys()].map((node) => node.id));
      const pessimistic = timings.get('pessimisticLargestContentfulPaint');
      console.log(' start   end    ms');
      let bytes = 0;
      let cpu = 0;
      for (const [node, t] of [...pessimistic.entries()].sort((a, b) => a[1].startTime - b[1].startTime)) {
        const ms = t.endTime - t.startTime;
        if (node.type === 'network') bytes += node.request.transferSize;
        else cpu += ms;
        if (node.type === 'cpu' && ms < 10) continue;
        const row = [t.startTime, t.endTime, ms].map((v) => String(Math.round(v)).padStart(6)).join('');
        console.log(`${row} ${optimistic.has(node.id) ? ' ' : '*'} ${describe(node)}`);
      }
      console.log(
        `pessimistic graph: ${(bytes / 1024).toFixed(1)} KB transferred, ${Math.round(cpu)} ms of tasks (* not in the optimistic graph)`,
      );
    } finally {
      await front?.close();
    }
  }
} finally {
  await chrome.kill();
}
