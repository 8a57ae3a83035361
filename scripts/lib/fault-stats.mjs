// What `npm run faults` measured, per phase of its timeline and per endpoint: requests, answers by status code (or
// the client error when no answer came), and the p50 and p95 of the answer times.

/** The value at quantile q (0-1) of numbers sorted ascending (nearest rank); null when there are none. */
function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export function createRecorder() {
  /** phase name → { started, ended, endpoints: Map(endpoint → { times: number[], statuses: Map }) } */
  const phases = new Map();
  let current = null;

  const bucket = (endpoint) => {
    let e = current.endpoints.get(endpoint);
    if (!e) {
      e = { times: [], statuses: new Map() };
      current.endpoints.set(endpoint, e);
    }
    return e;
  };

  return {
    /** Ends the current phase and starts the next: every answer from now on counts in it. */
    phase(name) {
      const now = performance.now();
      if (current) current.ended = now;
      current = { name, started: now, ended: null, endpoints: new Map() };
      phases.set(name, current);
    },
    end() {
      if (current) current.ended = performance.now();
      current = null;
    },
    get current() {
      return current?.name ?? null;
    },
    /** One answer (status: the HTTP status, or a short client error such as 'ECONNREFUSED'), in the current phase. */
    record(endpoint, status, ms) {
      if (!current) return;
      const e = bucket(endpoint);
      e.times.push(ms);
      e.statuses.set(String(status), (e.statuses.get(String(status)) ?? 0) + 1);
    },
    phases() {
      return [...phases.values()];
    },
  };
}

/** Seconds a phase lasted. */
const seconds = (phase) => ((phase.ended ?? performance.now()) - phase.started) / 1000;

/** Rows for console.table: one per phase and endpoint. */
export function phaseRows(recorder) {
  const rows = [];
  for (const phase of recorder.phases()) {
    for (const [endpoint, e] of [...phase.endpoints.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...e.times].sort((a, b) => a - b);
      rows.push({
        phase: phase.name,
        s: Math.round(seconds(phase)),
        endpoint,
        requests: e.times.length,
        statuses: [...e.statuses.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([s, n]) => `${s}×${n}`)
          .join(' '),
        'p50 ms': Math.round(quantile(sorted, 0.5)),
        'p95 ms': Math.round(quantile(sorted, 0.95)),
      });
    }
  }
  return rows;
}

/** Answers of the page endpoints (names starting with `page `) per second in a phase, and how many were 200. */
export function pageThroughput(phase) {
  let all = 0;
  let ok = 0;
  for (const [endpoint, e] of phase.endpoints) {
    if (!endpoint.startsWith('page ')) continue;
    all += e.times.length;
    ok += e.statuses.get('200') ?? 0;
  }
  const s = seconds(phase);
  return { perSecond: all / s, okPerSecond: ok / s, all, ok };
}
