// The training calendar: the next 3 months' programs as an A4 table, rendered from SVG with sharp,
// delivered as a PDF (one page image per A4 page) or a PNG of the first page, as the seed's FileSpec asks.
import sharp from 'sharp';
import type { FileSpec } from '../content/types';
import { jpegsToPdf } from '../../lib/pdf-images';

export interface CalendarRow {
  start: Date;
  end: Date;
  titleEn: string;
  typeEn: string;
  languagesEn: string;
  priceAed: number;
}

const W = 1240,
  H = 1754,
  ROWS_PER_PAGE = 30,
  ROW_H = 42,
  TOP = 330,
  HEAD_H = 46;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Dubai' });
const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n - 1) + '…' : s);

/**
 * The two titles of the header band, each on its own line so they never overlap: the English one from the
 * left edge, the Arabic one below it from the right edge (its reading start). No `direction` attribute: the
 * renderer orders the Arabic text by itself, and `direction="rtl"` would turn text-anchor around.
 */
export function titleLines(spec: Pick<FileSpec, 'title_en' | 'title_ar'>) {
  return [
    { text: spec.title_en, x: 70, y: 100, size: 50, fill: '#ffffff', bold: true, anchor: 'start', arabic: false },
    { text: spec.title_ar, x: W - 70, y: 165, size: 40, fill: '#e8dcb0', bold: false, anchor: 'end', arabic: true },
  ] as const;
}

function pageSvg(spec: FileSpec, rows: CalendarRow[], range: string, page: number, pages: number, height = H): string {
  const cols = [70, 330, 810, 950, 1175];
  const head = ['Dates', 'Course', 'Type', 'Language', 'AED'];
  const body = rows.map((r, i) => {
    const y = TOP + HEAD_H + 28 + i * ROW_H;
    const cells = [
      `${day(r.start)} – ${day(r.end)}`,
      clip(r.titleEn, 42),
      clip(r.typeEn, 12),
      clip(r.languagesEn, 17),
      r.priceAed ? r.priceAed.toLocaleString('en-US') : 'Free',
    ];
    return `${i % 2 ? '' : `<rect x="50" y="${y - 28}" width="${W - 100}" height="${ROW_H}" fill="#f7f4ee"/>`}
${cells.map((t, j) => `<text x="${cols[j]}" y="${y}" font-size="19" fill="#0b2545" ${j === 4 ? 'text-anchor="end"' : ''}>${esc(t)}</text>`).join('')}`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" font-family="Noto Sans, DejaVu Sans">
<rect width="100%" height="100%" fill="#ffffff"/>
<rect width="${W}" height="250" fill="#0b2545"/><rect y="250" width="${W}" height="8" fill="#c9a227"/>
${titleLines(spec)
  .map(
    (l) =>
      `<text x="${l.x}" y="${l.y}" font-size="${l.size}" fill="${l.fill}"${l.bold ? ' font-weight="700"' : ''} text-anchor="${l.anchor}"${l.arabic ? ' font-family="Noto Sans Arabic"' : ''}>${esc(l.text)}</text>`,
  )
  .join('\n')}
<text x="70" y="222" font-size="24" fill="#e8dcb0">${esc(range)}</text>
<rect x="50" y="${TOP}" width="${W - 100}" height="${HEAD_H}" fill="#13807a"/>
${head.map((t, j) => `<text x="${cols[j]}" y="${TOP + 31}" font-size="20" font-weight="700" fill="#ffffff" ${j === 4 ? 'text-anchor="end"' : ''}>${t}</text>`).join('')}
${body.join('\n')}
${rows.length === 0 ? `<text x="${W / 2}" y="${TOP + 120}" font-size="24" fill="#0b2545" text-anchor="middle">No programs scheduled</text>` : ''}
<text x="${W / 2}" y="${height - 50}" font-size="18" fill="#6b7280" text-anchor="middle">Page ${page} of ${pages} · Prices exclude 5% VAT</text>
</svg>`;
}

export async function renderCalendar(
  spec: FileSpec,
  rows: CalendarRow[],
  from: Date,
  to: Date,
): Promise<{ mime: string; bytes: Buffer; width: number; height: number }> {
  const range = `${day(from)} – ${day(to)}`;
  const chunks: CalendarRow[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_PAGE) chunks.push(rows.slice(i, i + ROWS_PER_PAGE));
  if (chunks.length === 0) chunks.push([]);
  if (spec.kind === 'png') {
    // One tall image holds every row (a PNG has no pages).
    const height = Math.max(H, TOP + HEAD_H + rows.length * ROW_H + 140);
    const bytes = await sharp(Buffer.from(pageSvg(spec, rows, range, 1, 1, height)))
      .png({ compressionLevel: 8 })
      .toBuffer();
    return { mime: 'image/png', bytes, width: W, height };
  }
  const jpegs = await Promise.all(
    chunks.map((c, i) =>
      sharp(Buffer.from(pageSvg(spec, c, range, i + 1, chunks.length)))
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
  return {
    mime: 'application/pdf',
    bytes: jpegsToPdf(jpegs.map((jpeg) => ({ jpeg, width: W, height: H }))),
    width: W,
    height: H,
  };
}
