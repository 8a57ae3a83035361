// Builds the SVG of a seed cover: brand background, a faint geometric (eight-point star) pattern, an icon,
// the English title and the Arabic title. sharp renders the text with system fonts (Noto Sans / Noto Sans Arabic).
import type { ImageSpec } from '../content/types';
import { PALETTES } from './palette';
import { iconPath } from './icons';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap by an estimated character budget (SVG has no text wrapping). */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && (line + ' ' + w).length > maxChars) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = kept[maxLines - 1].replace(/\s*\S*$/, '') + '…';
    return kept;
  }
  return lines;
}

export function coverSvg(spec: ImageSpec, width: number, height: number): string {
  const c = PALETTES[spec.palette] ?? PALETTES.navy;
  const unit = Math.round(Math.min(width, height) / 12);
  const titleSize = Math.round(Math.min(width / 18, height / 8));
  const arSize = Math.round(titleSize * 0.9);
  const maxChars = Math.max(10, Math.floor((width * 0.8) / (titleSize * 0.55)));
  const en = wrap(spec.title_en, maxChars, 3);
  const ar = wrap(spec.title_ar, Math.floor(maxChars * 1.1), 2);
  const blockH = en.length * titleSize * 1.2 + 24 + ar.length * arSize * 1.5;
  let y = Math.max(height * 0.42, (height - blockH) / 2 + titleSize);
  if (y + blockH - titleSize > height - unit) y = height - unit - blockH + titleSize;
  const enLines = en.map(
    (l, i) =>
      `<text x="${width / 2}" y="${(y + i * titleSize * 1.2).toFixed(0)}" font-family="Noto Sans, DejaVu Sans" font-weight="700" font-size="${titleSize}" fill="${c.title}" text-anchor="middle">${esc(l)}</text>`,
  );
  const arY = y + en.length * titleSize * 1.2 + 24;
  const arLines = ar.map(
    (l, i) =>
      `<text x="${width / 2}" y="${(arY + i * arSize * 1.5).toFixed(0)}" font-family="Noto Sans Arabic, Noto Naskh Arabic" font-size="${arSize}" fill="${c.subtitle}" text-anchor="middle" direction="rtl">${esc(l)}</text>`,
  );
  const iconSize = unit * 1.6;
  const iconY = Math.max(unit * 0.8, y - titleSize - iconSize - unit * 0.6);
  const p = unit * 2; // pattern tile
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient>
<pattern id="p" width="${p}" height="${p}" patternUnits="userSpaceOnUse">
<g fill="none" stroke="${c.pattern}" stroke-opacity="0.09" stroke-width="1.5">
<rect x="${p * 0.25}" y="${p * 0.25}" width="${p * 0.5}" height="${p * 0.5}"/>
<rect x="${p * 0.25}" y="${p * 0.25}" width="${p * 0.5}" height="${p * 0.5}" transform="rotate(45 ${p / 2} ${p / 2})"/>
</g></pattern>
</defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect width="100%" height="100%" fill="url(#p)"/>
<rect x="0" y="${height - unit * 0.25}" width="${width}" height="${unit * 0.25}" fill="${c.accent}"/>
<g transform="translate(${(width - iconSize) / 2} ${iconY}) scale(${iconSize / 24})" fill="none" stroke="${c.accent}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="${iconPath(spec.icon)}"/></g>
${enLines.join('\n')}
${arLines.join('\n')}
</svg>`;
}
