/**
 * Tanween and other marks land on their letter (patches A-D of docs/arabic-pdf.md#3-marks-on-their-letters-patches-a-e,
 * patches/@react-pdf+*). "درهماً" and "درهما" differ only by the fathatan, which has no advance: the letters are drawn
 * at the same places, so the pixels present only in the first raster are the mark. It must be drawn, sit on the alef
 * (the leftmost letter of this right-to-left word) and above the letters, not on the baseline or beside the word. The
 * extracted text keeps the word intact as well.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfText, renderSamples } from '@/scripts/pdf-dev/child';

jest.setTimeout(60_000);

type Gray = { width: number; height: number; ink: (x: number, y: number) => boolean };

function raster(pdf: string): Gray {
  const pgm = execFileSync('pdftoppm', ['-gray', '-r', '72', '-singlefile', pdf]);
  // P5\n<w> <h>\n255\n<bytes>
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a PGM');
  const [all, w, h] = header;
  const width = Number(w);
  const height = Number(h);
  const data = pgm.subarray(all.length);
  return { width, height, ink: (x, y) => data[y * width + x] < 128 };
}

type Box = { minX: number; maxX: number; minY: number; maxY: number; count: number };
function box(g: Gray, keep: (x: number, y: number) => boolean): Box {
  const b = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity, count: 0 };
  for (let y = 0; y < g.height; y += 1)
    for (let x = 0; x < g.width; x += 1)
      if (keep(x, y)) {
        b.count += 1;
        b.minX = Math.min(b.minX, x);
        b.maxX = Math.max(b.maxX, x);
        b.minY = Math.min(b.minY, y);
        b.maxY = Math.max(b.maxY, y);
      }
  return b;
}

let dir: string;
let withMark: Gray;
let without: Gray;
let files: string[];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-marks-'));
  files = renderSamples(['--out', dir, '--word', 'درهماً', '--word', 'درهما']).map((r) => r.file);
  withMark = raster(files[0]);
  without = raster(files[1]);
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it('draws the fathatan above the alef of "درهماً"', () => {
  const word = box(without, without.ink);
  expect(word.count).toBeGreaterThan(1000);
  // pixels in the word with the mark that are not (nearly) in the word without it
  const near = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy += 1)
      for (let dx = -1; dx <= 1; dx += 1) if (x + dx >= 0 && y + dy >= 0 && without.ink(x + dx, y + dy)) return true;
    return false;
  };
  const mark = box(withMark, (x, y) => withMark.ink(x, y) && !near(x, y));
  expect(mark.count).toBeGreaterThan(40); // the mark is drawn
  const wordWidth = word.maxX - word.minX;
  // on the alef: the leftmost fifth of the word
  const markCentre = (mark.minX + mark.maxX) / 2;
  expect(markCentre).toBeGreaterThanOrEqual(word.minX - 2);
  expect(markCentre).toBeLessThanOrEqual(word.minX + wordWidth * 0.2);
  // above the letters under it (the alef's top), not on the baseline
  const alefTop = box(without, (x, y) => x >= mark.minX && x <= mark.maxX && without.ink(x, y)).minY;
  expect(mark.maxY).toBeLessThan(alefTop);
  expect(mark.minY).toBeGreaterThan(0);
  // the letters themselves did not move
  const letters = box(withMark, (x, y) => withMark.ink(x, y) && y >= alefTop);
  expect(Math.abs(letters.minX - word.minX)).toBeLessThanOrEqual(1);
  expect(Math.abs(letters.maxX - word.maxX)).toBeLessThanOrEqual(1);
});

it('keeps the word intact in the text layer', () => {
  const text = pdfText(files[0], false)
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    .trim();
  expect(text).toBe('درهماً');
});
