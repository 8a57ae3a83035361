/**
 * A bounded memo of fontkit's `font.layout(string, features, script, language, direction)`: shaping (GSUB,
 * GPOS, the Arabic joining engine) is the largest single cost of a render, and documents repeat the same
 * strings every time (labels, terms, institute lines). react-pdf's textkit copies the positions it gets and
 * never writes into them, but each hit still returns fresh arrays and position objects, so nothing
 * downstream can alter the cached run. Installed on the same font class as the glyph fix, after it, so the
 * cached glyphs carry the right code points.
 */

type Position = Record<string, number>;
type GlyphRunLike = { glyphs: unknown[]; positions?: Position[] | null };
type Layout = (this: object, string: unknown, ...rest: unknown[]) => GlyphRunLike;

const INSTALLED = Symbol.for('reti.pdf.fontkitLayoutCache');
const LAYOUT_CACHE_LIMIT = 4000;

const caches = new WeakMap<object, Map<string, GlyphRunLike>>();

function copyRun(run: GlyphRunLike): GlyphRunLike {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run)), run) as GlyphRunLike;
  copy.glyphs = run.glyphs.slice();
  if (run.positions)
    copy.positions = run.positions.map((p) => Object.assign(Object.create(Object.getPrototypeOf(p)), p));
  return copy;
}

export function installFontkitLayoutCache(font: unknown, limit = LAYOUT_CACHE_LIMIT): boolean {
  if (!font || typeof font !== 'object') return false;
  let proto: Record<PropertyKey, unknown> | null = Object.getPrototypeOf(font);
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'layout')) proto = Object.getPrototypeOf(proto);
  if (!proto || typeof proto.layout !== 'function') return false;
  if (proto[INSTALLED]) return true;
  const original = proto.layout as Layout;
  const cached: Layout = function layout(this: object, string: unknown, ...rest: unknown[]) {
    // only plain strings are memoised (glyph arrays are laid out as given)
    if (typeof string !== 'string') return original.call(this, string, ...rest);
    let cache = caches.get(this);
    if (!cache) {
      cache = new Map();
      caches.set(this, cache);
    }
    const key = `${JSON.stringify(rest)}\u0000${string}`;
    let run = cache.get(key);
    if (run) {
      cache.delete(key); // move to the end: least recently used goes first
      cache.set(key, run);
    } else {
      run = original.call(this, string, ...rest);
      cache.set(key, run);
      if (cache.size > limit) cache.delete(cache.keys().next().value as string);
    }
    return copyRun(run);
  };
  Object.defineProperty(proto, 'layout', { value: cached, writable: true, configurable: true });
  Object.defineProperty(proto, INSTALLED, { value: original, configurable: true });
  return true;
}

export function uninstallFontkitLayoutCache(font: unknown): void {
  if (!font || typeof font !== 'object') return;
  let proto: Record<PropertyKey, unknown> | null = Object.getPrototypeOf(font);
  while (proto && !Object.prototype.hasOwnProperty.call(proto, INSTALLED)) proto = Object.getPrototypeOf(proto);
  if (!proto) return;
  Object.defineProperty(proto, 'layout', { value: proto[INSTALLED], writable: true, configurable: true });
  delete proto[INSTALLED];
}
