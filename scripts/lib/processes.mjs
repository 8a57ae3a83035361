// Starting and stopping the two processes (upstream API and Next.js) for start, e2e and bench scripts.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = new Set();

export function run(name, command, args, { env = {}, quiet = false, cwd = root } = {}) {
  const child = spawn(command.includes('/') ? command : bin(command), args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.label = name;
  return child;
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
      const res = await fetch(url);
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
 * before (issue 46: tsx took 19 s to a first start). watch (npm run dev): tsx watch on the sources.
 * siteUrl: the web's public origin, passed to the upstream as SITE_URL: its hosted card page sends the browser back
 * to `${SITE_URL}/{lang}/payment?…`. Default: SITE_URL of this process, else http://localhost:${PORT ?? 3000}.
 */
export function startUpstream({ port, dataDir, watch = false, compiled = false, env = {}, siteUrl }) {
  const SITE_URL = siteUrl ?? process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const settings = { env: { UPSTREAM_PORT: String(port), DATA_DIR: dataDir, SITE_URL, ...env } };
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

export async function stopAll(signal = 'SIGTERM') {
  const waits = [...children].map(
    (c) =>
      new Promise((resolve) => {
        c.on('exit', resolve);
        c.kill(signal);
      }),
  );
  await Promise.race([Promise.all(waits), sleep(10_000)]);
  for (const c of children) c.kill('SIGKILL');
}

export function stopOnSignals() {
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, async () => {
      await stopAll('SIGTERM');
      process.exit(0);
    });
  }
}
