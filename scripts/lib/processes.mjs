// Starting and stopping the two processes (upstream API and Next.js) for start, e2e and bench scripts.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = new Set();

/**
 * group: the child leads a process group of its own, and signals go to the whole group (`tsx` and `next start` run
 * the server in a child process: a SIGKILL to the wrapper alone would leave the server serving). logFile: its output
 * is appended to that file instead of this terminal.
 */
export function run(name, command, args, { env = {}, quiet = false, cwd = root, group = false, logFile } = {}) {
  const out = logFile ? openSync(logFile, 'a') : null;
  const child = spawn(command.includes('/') ? command : bin(command), args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio:
      out !== null ? ['ignore', out, out] : quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
    detached: group,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.label = name;
  child.group = group;
  return child;
}

/** Sends a signal to the child, or to its whole group when it leads one; false when it was already gone. */
export function signal(child, sig = 'SIGTERM') {
  try {
    if (child.group) process.kill(-child.pid, sig);
    else child.kill(sig);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command to completion; rejects on a non-zero exit. */
export function runToEnd(name, command, args, options) {
  const child = run(name, command, args, options);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}`))));
  });
}

export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${child.label} exited with ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * compiled (production, the e2e stack): run upstream/dist/main.cjs with node, built by scripts/build-upstream.mjs
 * before (issue 46: tsx was slow to a first start, docs/performance.md#start-up). watch (npm run dev): tsx watch on
 * the sources.
 * siteUrl: the web's public origin, passed to the upstream as SITE_URL: its hosted card page sends the browser back
 * to `${SITE_URL}/{lang}/payment?…`. Default: SITE_URL of this process, else http://localhost:${PORT ?? 3000}.
 */
export function startUpstream({
  port,
  dataDir,
  watch = false,
  compiled = false,
  env = {},
  siteUrl,
  group = false,
  logFile,
}) {
  const SITE_URL = siteUrl ?? process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const settings = { env: { UPSTREAM_PORT: String(port), DATA_DIR: dataDir, SITE_URL, ...env }, group, logFile };
  // compiled: the bundle of scripts/build-upstream.mjs (the caller builds it first), started by plain node; else tsx.
  const child = compiled
    ? run('upstream', process.execPath, ['--enable-source-maps', 'upstream/dist/main.cjs'], settings)
    : run('upstream', 'tsx', watch ? ['watch', 'upstream/src/main.ts'] : ['upstream/src/main.ts'], settings);
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    ready: () => waitForHttp(`http://127.0.0.1:${port}/health`, { child }),
  };
}

export async function stopAll(sig = 'SIGTERM') {
  const waits = [...children].map(
    (c) =>
      new Promise((resolve) => {
        c.on('exit', resolve);
        signal(c, sig);
      }),
  );
  await Promise.race([Promise.all(waits), sleep(10_000)]);
  for (const c of children) signal(c, 'SIGKILL');
}

export function stopOnSignals() {
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, async () => {
      await stopAll('SIGTERM');
      process.exit(0);
    });
  }
}
