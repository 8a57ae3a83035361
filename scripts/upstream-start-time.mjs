// `node scripts/upstream-start-time.mjs [--runs 5] [--port 4379] [--data .data-start-time]`: how long the upstream
// takes from spawn to its first healthy answer (GET /health 200), started through tsx from its sources (as before
// issue 46) and from the compiled bundle (upstream/dist/main.cjs, built first), median of several runs each. The
// first start seeds the data folder (printed apart); the runs after it are restarts on that data, as in production.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { buildUpstream, UPSTREAM_BUNDLE } from './build-upstream.mjs';
import { root } from './lib/processes.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4379' },
    data: { type: 'string' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const dataDir = path.resolve(root, values.data ?? '.data-start-time');

const MODES = {
  tsx: [path.join(root, 'node_modules', '.bin', 'tsx'), ['upstream/src/main.ts']],
  compiled: [process.execPath, [UPSTREAM_BUNDLE]],
};

/** Spawns the upstream, returns ms to its first 200 on /health, then stops it with SIGTERM and waits for the exit. */
async function once(mode) {
  const [command, args] = MODES[mode];
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, UPSTREAM_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS: 'manual' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode} exited with ${child.exitCode} before it answered`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return Math.round(performance.now() - started);
      } catch {
        // not listening yet
      }
      await sleep(25);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

console.log(`building the bundle: ${await buildUpstream()} ms`);
await rm(dataDir, { recursive: true, force: true });
console.log(`first start (seeds ${path.relative(root, dataDir)}), compiled: ${await once('compiled')} ms`);
const results = { tsx: [], compiled: [] };
for (let i = 0; i < runs; i++) for (const mode of Object.keys(MODES)) results[mode].push(await once(mode));
console.log('\n| upstream start (to first healthy answer) | median | runs (ms) |');
console.log('| --- | --- | --- |');
for (const [mode, xs] of Object.entries(results))
  console.log(
    `| ${mode === 'tsx' ? 'tsx upstream/src/main.ts' : 'node upstream/dist/main.cjs'} | ${median(xs)} ms | ${xs.join(', ')} |`,
  );
await rm(dataDir, { recursive: true, force: true });
