// The steady page load of `npm run faults`: autocannon on every web instance, cycling through the pages, for as long
// as the run lasts. It plays the load balancer: an instance that refuses connections (killed) is taken out at once,
// with the requests that were in flight on it counted as failed, and put back when its health check answers. Each
// answer is recorded in the phase of the run it arrives in (fault-stats.mjs), under `page <name>`.
import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often a taken-out instance's health is checked. */
const HEALTH_EVERY_MS = 250;

async function healthy(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** One autocannon run on one instance until `untilMs` (performance.now()), `budget.left` answers, or a dead socket. */
function segment({ baseUrl, pages, connections, untilMs, recorder, budget }) {
  return new Promise((resolve) => {
    const seconds = Math.max(1, Math.ceil((untilMs - performance.now()) / 1000));
    let refused = 0;
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        timeout: 15,
        requests: pages.map((p) => ({ method: 'GET', path: p.path, name: p.name })),
      },
      () => resolve({ refused }),
    );
    const stop = () => instance.stop();
    instance.on('response', (client, status, _bytes, ms) => {
      recorder.record(`page ${client.requestIterator.currentRequest.name}`, status, ms);
      if (--budget.left <= 0 || performance.now() >= untilMs) stop();
    });
    instance.on('reqError', (error) => {
      if (!error.code) {
        recorder.record('pages: no answer', 'timeout', 15_000); // autocannon's own 'request timed out'
        return;
      }
      // A refused or reset connection: the instance is gone. The requests in flight on it failed (one per
      // connection); later reconnect attempts are not anyone's requests, so only those are counted.
      if (refused < connections) recorder.record('pages: no answer', error.code, 0);
      refused += 1;
      stop();
    });
  });
}

/**
 * Loads every instance until `untilMs` or `maxRequests` answers in all; resolves when the load has stopped.
 * `stopped()` ends it early.
 */
export function startPageLoad({ baseUrls, healthUrls, pages, connections, untilMs, maxRequests, recorder }) {
  const budget = { left: maxRequests };
  let halted = false;
  const running = baseUrls.map(async (baseUrl, i) => {
    while (!halted && budget.left > 0 && performance.now() < untilMs) {
      if (!(await healthy(healthUrls[i]))) {
        await sleep(HEALTH_EVERY_MS);
        continue;
      }
      await segment({ baseUrl, pages, connections, untilMs, recorder, budget });
    }
  });
  return {
    done: Promise.all(running),
    stop() {
      halted = true;
      budget.left = 0;
    },
  };
}
