/**
 * Runs lib/pdf code in a plain Node child process, the way the server runs it: our TypeScript bundled by
 * esbuild, every package left external and loaded as native ESM (react-pdf and its @react-pdf/* parts are
 * ESM-only with import-only exports, which jest's CommonJS runtime and tsx's require hook cannot load).
 * The bundle goes to node_modules/.cache so the externals resolve from the repo.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const CACHE = path.join(REPO_ROOT, 'node_modules', '.cache', 'reti-pdf');

/** Bundle an entry (path relative to the repo) to an .mjs file; returns the file. */
function bundleEntry(entry: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof import('esbuild');
  fs.mkdirSync(CACHE, { recursive: true });
  const outfile = path.join(CACHE, `${path.basename(entry).replace(/\.[cm]?tsx?$/, '')}-${process.pid}.mjs`);
  esbuild.buildSync({
    absWorkingDir: REPO_ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    tsconfig: path.join(REPO_ROOT, 'tsconfig.json'),
    logLevel: 'silent',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url); const __dirname = import.meta.dirname ?? '';",
    },
  });
  return outfile;
}

export type SampleResult = { name: string; file: string; ms: number; bytes: number };

/** Render sample documents (see render-samples.ts for the arguments) in one child process. */
export function renderSamples(args: string[], options: { timeoutMs?: number } = {}): SampleResult[] {
  const bundle = bundleEntry('scripts/pdf-dev/render-samples.ts');
  try {
    const res = spawnSync(process.execPath, [bundle, ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: options.timeoutMs ?? 60_000,
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    if (res.status !== 0)
      throw new Error(`render-samples failed (${res.status ?? res.signal}): ${res.stderr || res.error?.message}`);
    const out = res.stdout;
    return out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as SampleResult);
  } finally {
    fs.rmSync(bundle, { force: true });
  }
}

/** Text of a PDF as pdftotext sees it (-layout keeps columns on one line). */
export function pdfText(file: string, layout = true): string {
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}
