#!/usr/bin/env node
// `node scripts/subset-fonts.mjs`: the web fonts of the site, small (docs/performance.md#targets: at most 100 KB
// of fonts a page, only the scripts the page's language needs). Writes public/fonts/*.woff2 (content-hashed names,
// served immutable), app/font-faces.css (the @font-face rules) and lib/fonts/font-files.ts (what each language
// preloads). The output is committed; run this again only when the fonts or the ranges below change.
//
// Two families, each a "core" face per weight (what the site's texts use) and an "extended" face with the whole
// original subset, declared first with its unicode-range so a browser downloads it only for a page that holds a
// character outside the core (CSS Fonts 4: later faces win where ranges overlap):
// - Plex Latin (IBM Plex Sans): English pages, and Latin letters beyond ASCII on Arabic pages.
// - Plex Arabic (IBM Plex Sans Arabic): Arabic pages; its core holds the Arabic letters, marks and digits of Modern
//   Standard Arabic and ASCII (digits, e-mails, AED), so an Arabic page needs one file per weight.
// English pages never reference Plex Arabic, so they never download it (the language switch's 'العربية' is drawn
// in the system font there).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { ARABIC_FALLBACKS } from './lib/arabic-fallbacks.mjs';
import { LATIN_FALLBACKS } from './lib/latin-fallbacks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public/fonts');
const WEIGHTS = [
  { weight: 400, expo: '400Regular/IBMPlexSansArabic_400Regular.ttf' },
  { weight: 600, expo: '600SemiBold/IBMPlexSansArabic_600SemiBold.ttf' },
  { weight: 700, expo: '700Bold/IBMPlexSansArabic_700Bold.ttf' },
];

/** [from, to] code point ranges → the characters, and the CSS unicode-range. */
const chars = (ranges) => ranges.flatMap(([a, b = a]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
const cssRange = (ranges) => ranges.map(([a, b = a]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');

// ASCII, no-break space, © « ® · » ×, and the typographic punctuation the texts use (accented letters are in the
// extended face).
const LATIN_CORE = [
  [0x20, 0x7e],
  [0xa0],
  [0xa9],
  [0xab],
  [0xae],
  [0xb7],
  [0xbb],
  [0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022],
  [0x2026],
  [0x20ac],
  [0x2122],
  [0x2212],
];
// Arabic comma, semicolon, question mark; letters; tatweel and harakat; Arabic-Indic digits and separators;
// superscript alef; the joiners and direction marks.
const ARABIC_CORE = [
  [0x060c],
  [0x061b],
  [0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0652],
  [0x0660, 0x066c],
  [0x0670],
  [0x200c, 0x200f],
];
// fontsource's subsets (the extended faces cover exactly these).
const LATIN_FULL = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];
const ARABIC_FULL = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x088e],
  [0x0890, 0x0891],
  [0x0897, 0x08e1],
  [0x08e3, 0x08ff],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
  [0x204f],
  [0x2e41],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
];

// Faces that draw text with a font the device has, scaled to each family (size-adjust: the ratio of the widths of the
// same text), so text drawn before the web font arrives takes the same space: no layout shift on the swap. Ascent and
// descent keep the family's own line metrics (they are scaled by size-adjust, hence divided by it). The device fonts
// and their measured scales: scripts/lib/latin-fallbacks.mjs and scripts/lib/arabic-fallbacks.mjs.
const arabicLines = (sizeAdjust) =>
  `ascent-override: ${(10850 / sizeAdjust).toFixed(2)}%; descent-override: ${(4150 / sizeAdjust).toFixed(2)}%; line-gap-override: 0%; size-adjust: ${sizeAdjust}%`;
// Plex Latin's ascent and descent are 102.5 % and 27.5 % of its size.
const latinLines = (sizeAdjust) =>
  `ascent-override: ${(10250 / sizeAdjust).toFixed(2)}%; descent-override: ${(2750 / sizeAdjust).toFixed(2)}%; line-gap-override: 0%; size-adjust: ${sizeAdjust}%`;
const DIGITS = 'U+002C-002E, U+0030-003A';
const FALLBACKS = [
  ...LATIN_FALLBACKS.flatMap(([family, weights]) =>
    Object.entries(weights).flatMap(([weight, [[text, digits], ...local]]) => [
      { family, weight, local, metrics: latinLines(text) },
      { family, weight, local, metrics: latinLines(digits), unicodeRange: DIGITS },
    ]),
  ),
  {
    family: 'Plex Arabic Fallback',
    local: ['Arial'],
    metrics: 'ascent-override: 108.5%; descent-override: 41.5%; line-gap-override: 0%; size-adjust: 100%',
  },
  ...ARABIC_FALLBACKS.flatMap(([family, weights, { arabicOnly = false } = {}]) =>
    Object.entries(weights).flatMap(([weight, [[text, digits], ...local]]) => [
      {
        family,
        weight,
        local,
        metrics: arabicLines(text),
        // The spaces too: the first face of the stack that has a space sets the line's strut (where the baseline sits).
        unicodeRange: arabicOnly ? cssRange([[0x20], [0xa0], ...ARABIC_FULL]) : undefined,
      },
      // Declared after it, so it wins for the characters of its range.
      { family, weight, local, metrics: arabicLines(digits), unicodeRange: DIGITS },
    ]),
  ),
];

async function emit(name, buffer) {
  const hash = createHash('sha256').update(buffer).digest('hex').slice(0, 10);
  const file = `${name}.${hash}.woff2`;
  await writeFile(path.join(out, file), buffer);
  return { url: `/fonts/${file}`, bytes: buffer.length };
}

// OpenType features that shape and space the texts (Arabic joining forms and marks, kerning, ligatures); the
// rest (stylistic sets, fractions, superscripts, small figures) are dropped with the glyphs only they reach.
const FEATURES = [
  'ccmp',
  'locl',
  'isol',
  'init',
  'medi',
  'fina',
  'rlig',
  'liga',
  'calt',
  'curs',
  'kern',
  'mark',
  'mkmk',
];

// The core faces carry no TrueType hinting: phones (Android, iOS) and macOS ignore it, and only Windows at small sizes
// draws hinted glyphs a little crisper. Without it a core face is much smaller (docs/performance.md#fonts),
// and the fonts are most of what a phone downloads before the first paint besides the page and its scripts.
const CORE = { targetFormat: 'woff2', keepFeatures: FEATURES, noHinting: true };

const text = (ranges) => String.fromCodePoint(...chars(ranges));
const node = (p) => readFile(path.join(root, 'node_modules', p));

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

const faces = [];
for (const { weight, expo } of WEIGHTS) {
  const latinSource = await node(`@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-${weight}-normal.woff2`);
  const arabicSource = await node(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  const arabicFull = await node(`@expo-google-fonts/ibm-plex-sans-arabic/${expo}`);
  const latinCore = await subsetFont(latinSource, text(LATIN_CORE), CORE);
  const arabicCore = await subsetFont(arabicFull, text([...ARABIC_CORE, ...LATIN_CORE]), CORE);
  faces.push(
    {
      family: 'Plex Latin',
      weight,
      role: 'extended',
      range: LATIN_FULL,
      ...(await emit(`plex-latin-ext-${weight}`, latinSource)),
    },
    {
      family: 'Plex Latin',
      weight,
      role: 'core',
      range: LATIN_CORE,
      ...(await emit(`plex-latin-${weight}`, latinCore)),
    },
    {
      family: 'Plex Arabic',
      weight,
      role: 'extended',
      range: ARABIC_FULL,
      ...(await emit(`plex-arabic-ext-${weight}`, arabicSource)),
    },
    {
      family: 'Plex Arabic',
      weight,
      role: 'core',
      range: [...ARABIC_CORE, ...LATIN_CORE],
      ...(await emit(`plex-arabic-${weight}`, arabicCore)),
    },
  );
}

const order = (f) => `${f.family}-${f.role === 'extended' ? 0 : 1}-${f.weight}`;
const css = [
  '/* Generated by scripts/subset-fonts.mjs: do not edit. Extended faces first, core faces last (they win). */',
  ...faces
    .sort((a, b) => order(a).localeCompare(order(b)))
    .map(
      (f) =>
        `@font-face {\n  font-family: '${f.family}';\n  src: url('${f.url}') format('woff2');\n  font-weight: ${f.weight};\n  font-style: normal;\n  font-display: swap;\n  unicode-range: ${cssRange(f.range)};\n}`,
    ),
  ...FALLBACKS.map(
    ({ family, weight, local, metrics, unicodeRange }) =>
      `@font-face {\n  font-family: '${family}';\n  src: ${local.map((name) => `local('${name}')`).join(', ')};\n${weight ? `  font-weight: ${weight};\n` : ''}  ${metrics.replaceAll('; ', ';\n  ')};\n${unicodeRange ? `  unicode-range: ${unicodeRange};\n` : ''}}`,
  ),
].join('\n');
await writeFile(path.join(root, 'app/font-faces.css'), `${css}\n`);

const core = (family, weights) =>
  faces.filter((f) => f.family === family && f.role === 'core' && weights.includes(f.weight)).map((f) => f.url);
const ts = `// Generated by scripts/subset-fonts.mjs: do not edit.

/** Core font files a page preloads, by language: body text (400) and headings (700). */
export const FONT_PRELOADS = {
  en: ${JSON.stringify(core('Plex Latin', [400, 700]))},
  ar: ${JSON.stringify(core('Plex Arabic', [400, 700]))},
} as const;
`;
await mkdir(path.join(root, 'lib/fonts'), { recursive: true });
await writeFile(path.join(root, 'lib/fonts/font-files.ts'), ts);

execFileSync(
  path.join(root, 'node_modules/.bin/prettier'),
  ['--write', 'app/font-faces.css', 'lib/fonts/font-files.ts'],
  {
    cwd: root,
    stdio: 'ignore',
  },
);
for (const f of faces) console.log(`${String(f.bytes).padStart(7)}  ${f.url}  (${f.family} ${f.weight} ${f.role})`);
console.log(`${(await readdir(out)).length} files in public/fonts`);
