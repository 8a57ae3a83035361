// Extra processes that a Playwright spec starts for itself (e2e/resilience.spec.ts, e2e/scale-out.spec.ts):
// its own upstream (so stopping it disturbs no other spec) and `next start` instances on a copy of the
// production build the e2e server made. Output goes to log files under test-results/processes/, not the report.
// (TypeScript, not scripts/lib/*.mjs: Playwright compiles what a spec imports to CommonJS, which an .mjs refuses.)
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(__dirname, '..', '..');

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** The production build the e2e web server uses (scripts/serve-e2e.mjs), or E2E_DIST_DIR. */
export function e2eBuildDir() {
  return process.env.E2E_DIST_DIR ?? '.next-e2e';
}

/** Whether a finished production build is in `distDir` (its BUILD_ID is written last). */
export function hasBuild(distDir: string): boolean {
  return existsSync(path.join(root, distDir, 'BUILD_ID'));
}

/**
 * A private copy of a build (its own file-system cache): instances of one spec share it, as instances share a
 * volume, but other specs' servers never read what this spec's upstream served.
 */
export async function copyBuild(from: string, to: string): Promise<void> {
  await rm(path.join(root, to), { recursive: true, force: true });
  await cp(path.join(root, from), path.join(root, to), {
    recursive: true,
    filter: (src) =>
      !src.includes(`${path.sep}cache${path.sep}`) &&
      !src.endsWith(`${path.sep}cache`) &&
      !src.includes(`${path.sep}dev${path.sep}`),
  });
}

function logFile(name: string): Promise<WriteStream> {
  const dir = path.join(root, 'test-results', 'processes');
  return mkdir(dir, { recursive: true }).then(() => createWriteStream(path.join(dir, `${name}.log`), { flags: 'a' }));
}

type Labelled = ChildProcess & { label?: string };

async function spawnLogged(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<Labelled> {
  const out = await logFile(name);
  const child: Labelled = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx and next start run the server in a child process, and stopping the group
    // stops that child too (a signal to the wrapper alone would leave the server running).
    detached: true,
  });
  child.stdout?.pipe(out, { end: false });
  child.stderr?.pipe(out, { end: false });
  child.label = name;
  return child;
}

export async function waitFor(
  url: string,
  { child, timeoutMs = 120_000 }: { child?: Labelled; timeoutMs?: number } = {},
): Promise<void> {
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

/** The upstream on PGlite in `dataDir` (kept across restarts unless `fresh`). */
export async function startUpstreamProcess({
  port,
  dataDir,
  fresh = false,
  env = {},
}: {
  port: number;
  dataDir: string;
  fresh?: boolean;
  env?: Record<string, string>;
}) {
  if (fresh) await rm(path.join(root, dataDir), { recursive: true, force: true });
  const child = await spawnLogged(`upstream-${port}`, bin('tsx'), ['upstream/src/main.ts'], {
    UPSTREAM_PORT: String(port),
    DATA_DIR: dataDir,
    UPSTREAM_DEV_ROUTES: '1',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, { child, timeoutMs: 180_000 });
  return { child, url };
}

/** `next start` on `distDir`. */
export async function startWeb({
  port,
  distDir,
  upstreamUrl,
  env = {},
}: {
  port: number;
  distDir: string;
  upstreamUrl: string;
  env?: Record<string, string>;
}) {
  const child = await spawnLogged(`web-${port}`, bin('next'), ['start', '-p', String(port)], {
    NEXT_DIST_DIR: distDir,
    UPSTREAM_URL: upstreamUrl,
    SITE_URL: `http://127.0.0.1:${port}`,
    // As the e2e stack (scripts/lib/stack.mjs): tests make up X-Forwarded-For as a proxy of ours would.
    TRUSTED_PROXY_HOPS: '1',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, { child, timeoutMs: 120_000 });
  return { child, url };
}

/** Stops one process we started (SIGTERM, then SIGKILL after `graceMs`). */
export async function stopProcess(
  child: ChildProcess | undefined,
  { signal = 'SIGTERM', graceMs = 10_000 }: { signal?: NodeJS.Signals; graceMs?: number } = {},
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signalGroup = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      child.kill(sig);
    }
  };
  signalGroup(signal);
  const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    signalGroup('SIGKILL');
    await exited;
  }
  // The group's other members (the server itself) may outlive the wrapper by a moment.
  await sleep(300);
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Whether something accepts TCP connections at redis://host:port (no client library needed). */
export function tcpReachable(urlText: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(urlText);
    } catch {
      resolve(false);
      return;
    }
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) });
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}
