/**
 * Timing of the documents in this process (bundled and run by scripts/bench-pdf.mjs):
 *   --first kind:lang   render once in a fresh process (fonts loaded inside the timing) → {"first", "firstCpu"} ms
 *                       add --after-warm-up to call warmUpPdf() first (timed apart as "warmUp")
 *   --warm N            after one pass over all documents and 3 warm-ups per document, N renders each → {"name": [[wall, cpu] ms, …]}
 */
import { renderDocument, PDF_KINDS, warmUpPdf, type PdfJob } from '@/lib/pdf/render-core';
import { sampleJobs } from '@/lib/pdf/samples';

const langs = ['en', 'ar'] as const;

/** Wall time and CPU time (user + system of this process: what the render costs when cores are shared). */
async function time(job: PdfJob): Promise<[number, number]> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await renderDocument(job);
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return [wall, (c.user + c.system) / 1000];
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--first') {
    const [kind, lang = 'en'] = (args[1] ?? '').split(':');
    const job = sampleJobs(lang === 'ar' ? 'ar' : 'en')[kind as PdfJob['kind']];
    if (!job) throw new Error(`Unknown document ${args[1]}`);
    if (args.includes('--after-warm-up')) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await warmUpPdf();
      const warmUp = performance.now() - t0;
      const c = process.cpuUsage(c0);
      const warmUpCpu = (c.user + c.system) / 1000;
      const [first, firstCpu] = await time(job);
      process.stdout.write(`${JSON.stringify({ first, firstCpu, warmUp, warmUpCpu })}\n`);
      return;
    }
    const [first, firstCpu] = await time(job);
    process.stdout.write(`${JSON.stringify({ first, firstCpu })}\n`);
    return;
  }
  const n = Number(args[1] ?? 20);
  const result: Record<string, [number, number][]> = {};
  // one pass over everything first, so that no document is measured while the JIT is still cold
  for (const lang of langs) for (const kind of PDF_KINDS) await time(sampleJobs(lang)[kind]);
  for (const lang of langs) {
    const jobs = sampleJobs(lang);
    for (const kind of PDF_KINDS) {
      for (let i = 0; i < 3; i += 1) await time(jobs[kind]);
      const times: [number, number][] = [];
      for (let i = 0; i < n; i += 1) times.push(await time(jobs[kind]));
      result[`${kind}:${lang}`] = times;
    }
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
