// Builds the SVG of a seed cover: brand background, a faint geometric (eight-point star) pattern, a few soft
// shapes placed by the title (so two covers with the same palette and icon still differ) and a large icon. No text:
// the site prints every title itself, in the reader's language, beside or over the image (cards, hero slides,
// training-field tiles), so a title baked into the picture would show twice, and in the other language too.
import type { ImageSpec } from '../content/types';
import { PALETTES } from './palette';
import { iconPath } from './icons';

/** A small deterministic hash (FNV-1a) of the spec's titles: the same spec always draws the same picture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function coverSvg(spec: ImageSpec, width: number, height: number): string {
  const c = PALETTES[spec.palette] ?? PALETTES.navy;
  const h = hash(`${spec.title_en}|${spec.title_ar}`);
  const unit = Math.round(Math.min(width, height) / 12);
  const p = unit * 2; // pattern tile
  const at = (shift: number, span: number) => (((h >>> shift) & 0xff) / 255) * span;
  // Two soft circles, one towards each end, sized and placed by the hash.
  const circles = [
    { cx: at(0, width * 0.35), cy: at(8, height), r: unit * (3 + at(16, 3)) },
    { cx: width - at(4, width * 0.35), cy: at(12, height), r: unit * (2 + at(20, 3)) },
  ];
  const iconSize = Math.min(width, height) * 0.34;
  const cx = width / 2;
  const cy = height / 2 - unit * 0.25;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient>
<pattern id="p" width="${p}" height="${p}" patternUnits="userSpaceOnUse" patternTransform="rotate(${at(24, 45).toFixed(1)})">
<g fill="none" stroke="${c.pattern}" stroke-opacity="0.09" stroke-width="1.5">
<rect x="${p * 0.25}" y="${p * 0.25}" width="${p * 0.5}" height="${p * 0.5}"/>
<rect x="${p * 0.25}" y="${p * 0.25}" width="${p * 0.5}" height="${p * 0.5}" transform="rotate(45 ${p / 2} ${p / 2})"/>
</g></pattern>
</defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect width="100%" height="100%" fill="url(#p)"/>
${circles.map((k) => `<circle cx="${k.cx.toFixed(0)}" cy="${k.cy.toFixed(0)}" r="${k.r.toFixed(0)}" fill="${c.accent}" fill-opacity="0.12"/>`).join('\n')}
<circle cx="${cx}" cy="${cy}" r="${(iconSize * 0.78).toFixed(0)}" fill="none" stroke="${c.accent}" stroke-opacity="0.55" stroke-width="${Math.max(2, unit * 0.08).toFixed(1)}"/>
<rect x="0" y="${height - unit * 0.25}" width="${width}" height="${unit * 0.25}" fill="${c.accent}"/>
<g transform="translate(${cx - iconSize / 2} ${cy - iconSize / 2}) scale(${iconSize / 24})" fill="none" stroke="${c.title}" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><path d="${iconPath(spec.icon)}"/></g>
</svg>`;
}
