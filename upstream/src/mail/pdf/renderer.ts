// Renders lib/pdf documents for e-mails: one worker thread per process, started at the first document. The worker
// is an esbuild bundle of worker-entry.ts written under node_modules/.cache, so its packages resolve from the repo.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfJob } from '@shared/pdf/render-core';
import { REPO_ROOT, UPSTREAM_DIR } from '../../paths';

const CACHE = path.join(REPO_ROOT, 'node_modules', '.cache', 'upstream-pdf');

export interface PdfRenderer {
  render(job: PdfJob): Promise<Buffer>;
  close(): Promise<void>;
}

function bundle(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof import('esbuild');
  fs.mkdirSync(CACHE, { recursive: true });
  const outfile = path.join(CACHE, `pdf-worker-${process.pid}-${Date.now()}.mjs`);
  esbuild.buildSync({
    absWorkingDir: REPO_ROOT,
    entryPoints: [path.join(UPSTREAM_DIR, 'src', 'mail', 'pdf', 'worker-entry.ts')],
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

export function createPdfRenderer(): PdfRenderer {
  let worker: Worker | null = null;
  let file: string | null = null;
  let next = 1;
  const pending = new Map<number, { resolve(b: Buffer): void; reject(e: Error): void }>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  function start(): Worker {
    file ??= bundle();
    const w = new Worker(file, { env: process.env });
    w.unref(); // an idle renderer never keeps the process alive
    w.on('message', (m: { id: number; pdf?: Uint8Array; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.pdf) p.resolve(Buffer.from(m.pdf));
      else p.reject(new Error(m.error ?? 'pdf render failed'));
    });
    w.on('error', (e) => failAll(e));
    w.on('exit', (code) => {
      worker = null;
      failAll(new Error(`pdf worker exited (${code})`));
    });
    return w;
  }

  return {
    render(job) {
      worker ??= start();
      const id = next++;
      const w = worker;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.ref(); // keep the process alive while a render is owed
        w.postMessage({ id, job });
      }).finally(() => {
        if (pending.size === 0) worker?.unref();
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
      if (file) fs.rmSync(file, { force: true });
      file = null;
    },
  };
}
