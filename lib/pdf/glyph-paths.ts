/**
 * Text turned into vector paths with the document font (fontkit glyph outlines), for drawn artwork such as
 * the stamp's ring of letters: one SVG path instead of dozens of rotated <Text> boxes, computed once per
 * process and cached.
 */
import { Font } from '@react-pdf/renderer';
import { PDF_FONT_FAMILY } from './fonts';

type FontkitPath = {
  scale(x: number, y?: number): FontkitPath;
  rotate(angle: number): FontkitPath;
  translate(x: number, y: number): FontkitPath;
  toSVG(): string;
};
type FontkitGlyph = { path: FontkitPath; advanceWidth: number };
type FontkitFont = {
  unitsPerEm: number;
  layout(text: string): { glyphs: FontkitGlyph[]; positions: { xAdvance: number }[] };
};

function loadedFont(weight: 400 | 700): FontkitFont | null {
  try {
    return (Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight: weight }).data as FontkitFont | null) ?? null;
  } catch {
    return null;
  }
}

const cache = new Map<string, string>();

/**
 * Letters of `text` spread along a circle arc, upright towards the outside (or flipped, for the lower arc,
 * so they read left to right), as one SVG path in a 0..2·cx viewBox. Angles in degrees, 0 = top, clockwise.
 * Returns null until the fonts are loaded (ensurePdfFonts).
 */
export function textOnArc(args: {
  text: string;
  cx: number;
  cy: number;
  radius: number;
  fontSize: number;
  fromDeg: number;
  toDeg: number;
  flip?: boolean;
  weight?: 400 | 700;
}): string | null {
  const key = JSON.stringify(args);
  const hit = cache.get(key);
  if (hit) return hit;
  const font = loadedFont(args.weight ?? 700);
  if (!font) return null;
  const { glyphs } = font.layout(args.text);
  const s = args.fontSize / font.unitsPerEm;
  const step = (args.toDeg - args.fromDeg) / Math.max(glyphs.length, 1);
  const parts: string[] = [];
  glyphs.forEach((glyph, i) => {
    const angleDeg = args.fromDeg + step * (i + 0.5);
    const a = (angleDeg * Math.PI) / 180;
    // glyph centred on x = 0 with its baseline at y = 0 (y down), then turned to face outwards (or, for
    // the lower arc, inwards so that it reads upright; give that arc the outer radius)
    const w = glyph.advanceWidth * s;
    const p = glyph.path
      .scale(s, -s)
      .translate(-w / 2, 0)
      .rotate(args.flip ? a + Math.PI : a);
    const x = args.cx + args.radius * Math.sin(a);
    const y = args.cy - args.radius * Math.cos(a);
    parts.push(p.translate(x, y).toSVG());
  });
  const d = parts.join('');
  cache.set(key, d);
  return d;
}
