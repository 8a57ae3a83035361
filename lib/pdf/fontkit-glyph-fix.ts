/**
 * docs/arabic-pdf.md#4-fontkits-glyph-cache-in-a-long-running-server (fontkit issue #154, react-pdf #3404): fontkit
 * caches glyph objects by glyph id per font, together with the code points they were first built for. In a long-running
 * server the font is loaded once, so a glyph first built inside an Arabic cluster (a dot, a mark, a ligature part) is
 * handed back later, in an English document, with the wrong code points, and the PDF's text layer loses characters
 * (".O. Box" for "P.O. Box", ".00" for "1.00").
 *
 * We wrap the font class's `getGlyph(id, codePoints)`: when the cached glyph's code points differ from the
 * requested ones, return a light copy (prototype = the cached glyph, so metrics and paths stay shared) with
 * the right `codePoints`, `isMark` and `isLigature`. Installed on the exact class react-pdf uses, found from
 * a loaded font object, so it works whether fontkit is bundled or not.
 */

type GlyphLike = { id: number; codePoints: number[]; isMark: boolean; isLigature: boolean };
type GetGlyph = (this: unknown, id: number, codePoints?: number[]) => GlyphLike | null;

const INSTALLED = Symbol.for('reti.pdf.fontkitGlyphFix');
const MARK = /^\p{M}$/u;

const isMarkCodePoint = (cp: number) => MARK.test(String.fromCodePoint(cp));

function sameCodePoints(a: readonly number[] | undefined, b: readonly number[]): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** A glyph object as it should be for `codePoints`, sharing everything else with the cached one. */
export function glyphForCodePoints<T extends GlyphLike>(cached: T, codePoints: number[]): T {
  const copy = Object.create(cached) as T;
  copy.codePoints = codePoints;
  copy.isMark = codePoints.length > 0 && codePoints.every(isMarkCodePoint);
  copy.isLigature = codePoints.length > 1;
  return copy;
}

/**
 * Install the fix on the class of `font` (a fontkit font object, e.g. `FontSource.data` of react-pdf).
 * Idempotent. Returns true when the class is (now) patched.
 */
export function installFontkitGlyphFix(font: unknown): boolean {
  if (!font || typeof font !== 'object') return false;
  let proto: Record<PropertyKey, unknown> | null = Object.getPrototypeOf(font);
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'getGlyph')) proto = Object.getPrototypeOf(proto);
  if (!proto || typeof proto.getGlyph !== 'function') return false;
  if (proto[INSTALLED]) return true;
  const original = proto.getGlyph as GetGlyph;
  const patched: GetGlyph = function getGlyph(this: unknown, id: number, codePoints: number[] = []) {
    const glyph = original.call(this, id, codePoints);
    if (!glyph || codePoints.length === 0 || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
    return glyphForCodePoints(glyph, codePoints);
  };
  Object.defineProperty(proto, 'getGlyph', { value: patched, writable: true, configurable: true });
  Object.defineProperty(proto, INSTALLED, { value: original, configurable: true });
  return true;
}

/** Remove the fix again (tests use it to prove the fix is what keeps the text intact). */
export function uninstallFontkitGlyphFix(font: unknown): void {
  if (!font || typeof font !== 'object') return;
  let proto: Record<PropertyKey, unknown> | null = Object.getPrototypeOf(font);
  while (proto && !Object.prototype.hasOwnProperty.call(proto, INSTALLED)) proto = Object.getPrototypeOf(proto);
  if (!proto) return;
  Object.defineProperty(proto, 'getGlyph', { value: proto[INSTALLED], writable: true, configurable: true });
  delete proto[INSTALLED];
}
