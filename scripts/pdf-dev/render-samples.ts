/**
 * Renders sample documents into a folder, in ONE process and in the order given, and prints one JSON line
 * per document ({ name, file, ms, bytes }). It must run as native ESM (react-pdf is ESM-only), so it is
 * bundled first: `renderSamples(args)` in scripts/pdf-dev/child.ts (used by the tests), or by hand
 *
 *   node scripts/bench-pdf.mjs --samples /tmp/pdf                                  # all, en and ar
 *   node scripts/bench-pdf.mjs --samples /tmp/pdf initiative-certificate:ar tax-invoice:en
 *
 * Arguments: --out <folder>, then documents as kind:lang, or --jobs <file.json> ([{ name, job }]),
 * --word <text> (one big word, word-N.pdf), --no-glyph-fix (leave fontkit's glyph cache unpatched).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensurePdfFonts, loadedPdfFonts } from '@/lib/pdf/fonts';
import { uninstallFontkitGlyphFix } from '@/lib/pdf/fontkit-glyph-fix';
import { createElement } from 'react';
import { PDF_KINDS, renderDocument, renderPdfBuffer, type PdfJob } from '@/lib/pdf/render-core';
import { WordDocument } from './word-document';
import { sampleJobs } from '@/lib/pdf/samples';

type Named = { name: string; job: PdfJob };

function parse(argv: string[]) {
  let out = '';
  let jobsFile = '';
  let glyphFix = true;
  const picks: string[] = [];
  const words: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--out') out = argv[++i] ?? '';
    else if (a === '--jobs') jobsFile = argv[++i] ?? '';
    else if (a === '--no-glyph-fix') glyphFix = false;
    else if (a === '--word') words.push(argv[++i] ?? '');
    else picks.push(a);
  }
  if (!out) throw new Error('--out <folder> is required');
  return { out, jobsFile, glyphFix, picks, words };
}

function namedJobs(picks: string[], jobsFile: string): Named[] {
  if (jobsFile) return JSON.parse(fs.readFileSync(jobsFile, 'utf8')) as Named[];
  const all = picks.length ? picks : PDF_KINDS.flatMap((k) => [`${k}:en`, `${k}:ar`]);
  return all.map((pick) => {
    const [kind, lang = 'en'] = pick.split(':');
    const job = sampleJobs(lang === 'ar' ? 'ar' : 'en')[kind as PdfJob['kind']];
    if (!job) throw new Error(`Unknown document ${kind}`);
    return { name: `${kind}-${lang}`, job };
  });
}

async function main() {
  const { out, jobsFile, glyphFix, picks, words } = parse(process.argv.slice(2));
  fs.mkdirSync(out, { recursive: true });
  await ensurePdfFonts();
  if (!glyphFix) for (const font of loadedPdfFonts()) uninstallFontkitGlyphFix(font);
  for (const [i, word] of words.entries()) {
    const file = path.join(out, `word-${i}.pdf`);
    fs.writeFileSync(file, await renderPdfBuffer(createElement(WordDocument, { word })));
    process.stdout.write(`${JSON.stringify({ name: `word-${i}`, file, ms: 0, bytes: 0 })}\n`);
  }
  if (words.length && !picks.length && !jobsFile) return;
  for (const { name, job } of namedJobs(picks, jobsFile)) {
    const t0 = performance.now();
    const buffer = await renderDocument(job);
    const ms = performance.now() - t0;
    const file = path.join(out, `${name}.pdf`);
    fs.writeFileSync(file, buffer);
    process.stdout.write(`${JSON.stringify({ name, file, ms: Math.round(ms * 10) / 10, bytes: buffer.length })}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
