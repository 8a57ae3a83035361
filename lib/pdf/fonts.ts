/**
 * Fonts of the documents: IBM Plex Sans Arabic (OFL, Arabic + Latin + digits in one TTF, copy-paste safe),
 * registered by absolute path from the npm package, a hyphenation callback that never splits a word, and the
 * fontkit glyph-cache fix installed on the loaded font class (docs/arabic-pdf.md, sections 1, 2 and 4), and a
 * memo of fontkit's shaping (fontkit-layout-cache.ts; PDF_LAYOUT_CACHE=0 turns it off).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import { installFontkitGlyphFix } from './fontkit-glyph-fix';
import { installFontkitLayoutCache } from './fontkit-layout-cache';

export const PDF_FONT_FAMILY = 'IBMPlexSansArabic';
const PDF_FONT_WEIGHTS = [400, 700] as const;

const FILES: Record<(typeof PDF_FONT_WEIGHTS)[number], string> = {
  400: '400Regular/IBMPlexSansArabic_400Regular.ttf',
  700: '700Bold/IBMPlexSansArabic_700Bold.ttf',
};

/** Folder of the font package; `PDF_FONT_DIR` overrides it (e.g. a standalone build that copies the TTFs). */
function fontDirectory(): string {
  return (
    process.env.PDF_FONT_DIR || path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'ibm-plex-sans-arabic')
  );
}

function fontFile(weight: (typeof PDF_FONT_WEIGHTS)[number]): string {
  return path.join(fontDirectory(), FILES[weight]);
}

/** Words are never split: Arabic must not be hyphenated, and neither must names, numbers or TRNs. */
const keepWordsWhole = (word: string): string[] => [word];

let registered = false;
let ready: Promise<void> | null = null;

function registerPdfFonts(): void {
  if (registered) return;
  for (const weight of PDF_FONT_WEIGHTS) {
    const file = fontFile(weight);
    // The font folder is read at run time, never traced: without the comment the build traces the whole project.
    if (!fs.existsSync(/*turbopackIgnore: true*/ file))
      throw new Error(
        `PDF font missing: ${file} (install @expo-google-fonts/ibm-plex-sans-arabic or set PDF_FONT_DIR)`,
      );
  }
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: PDF_FONT_WEIGHTS.map((fontWeight) => ({ src: fontFile(fontWeight), fontWeight })),
  });
  Font.registerHyphenationCallback(keepWordsWhole);
  registered = true;
}

/** Register, load both weights once, and install the glyph-cache fix and the layout memo on the font class. */
export function ensurePdfFonts(): Promise<void> {
  if (!ready) {
    ready = (async () => {
      registerPdfFonts();
      for (const fontWeight of PDF_FONT_WEIGHTS) {
        const source = Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight });
        await source.load();
        if (!installFontkitGlyphFix(source.data)) throw new Error('Could not install the fontkit glyph fix');
        if (process.env.PDF_LAYOUT_CACHE !== '0') installFontkitLayoutCache(source.data);
      }
    })().catch((error: unknown) => {
      ready = null;
      throw error;
    });
  }
  return ready;
}

/** The loaded fontkit font objects (after ensurePdfFonts), for tests and diagnostics. */
export function loadedPdfFonts(): unknown[] {
  return PDF_FONT_WEIGHTS.map((fontWeight) => Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight }).data);
}
