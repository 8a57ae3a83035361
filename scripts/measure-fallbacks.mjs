#!/usr/bin/env node
// `node scripts/measure-fallbacks.mjs`: the size-adjust of each fallback face (scripts/lib/latin-fallbacks.mjs,
// scripts/lib/arabic-fallbacks.mjs), measured in Debian's Chromium: the width of the site's texts (every ASCII string
// of messages/en.json without arguments; every Arabic one of messages/ar.json without arguments, Latin letters or
// digits) in Plex Latin or Plex Arabic at a weight, over their width in the device font that stands in for it; and
// the same for digits and their separators. Needs the device fonts installed (fonts-liberation, fonts-roboto,
// fonts-noto-core, fonts-dejavu-core); prints a table to copy into LATIN_FALLBACKS and ARABIC_FALLBACKS.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ARABIC_FALLBACKS } from './lib/arabic-fallbacks.mjs';
import { LATIN_FALLBACKS } from './lib/latin-fallbacks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const strings = (file) => {
  const found = [];
  const walk = (node) =>
    Object.values(node).forEach((value) => (typeof value === 'string' ? found.push(value) : walk(value)));
  walk(JSON.parse(readFileSync(path.join(root, file), 'utf8')));
  return found.filter((s) => !s.includes('{'));
};
const DIGITS = '0123456789'.repeat(10) + ',.'.repeat(6) + '::';
const SAMPLES = {
  latin: {
    text: strings('messages/en.json')
      .filter((s) => /^[\x20-\x7e]+$/.test(s))
      .join(' '),
    digits: DIGITS,
  },
  arabic: {
    text: strings('messages/ar.json')
      .filter((s) => /[\u0600-\u06ff]/.test(s) && !/[A-Za-z0-9]/.test(s))
      .join(' '),
    // Arabic pages' digits are prices, dates and times (Western digits): their mix of digits and separators, which
    // Plex Arabic and the device fonts space by different ratios.
    digits: [150, 475, 950, 1250, 2400, 3750, 5000, 7250, 9500, 11800, 14500, 22000]
      .map((aed) => aed.toLocaleString('en-US', { minimumFractionDigits: 2 }))
      .concat(['12/01/2027', '29/11/2026', '03/05/2027', '10:30', '18:00'])
      .join(''),
  },
};

const faces = readFileSync(path.join(root, 'app/font-faces.css'), 'utf8');
const plex = (script, weight) => {
  const file = faces.match(new RegExp(`plex-${script}-${weight}\\.[0-9a-f]+\\.woff2`))[0];
  return readFileSync(path.join(root, 'public/fonts', file)).toString('base64');
};
const WEIGHTS = [400, 600, 700];
// Each face as the site declares it (its local names in order: the first the device has stands in for the weight),
// under a plain name for this page, with the Plex face it stands in for.
const FACES = [
  ['latin', LATIN_FALLBACKS],
  ['arabic', ARABIC_FALLBACKS],
].flatMap(([script, fallbacks]) =>
  fallbacks.flatMap(([family, weights]) =>
    Object.entries(weights).map(([weight, [, ...local]]) => ({
      script,
      family,
      weight,
      local,
      plex: `P${script}${weight}`,
      id: `${family.replace(/\W+/g, '')}${weight}`,
    })),
  ),
);
const PLEX = ['latin', 'arabic'].flatMap((script) =>
  WEIGHTS.map((weight) => ({ script, id: `P${script}${weight}`, data: plex(script, weight) })),
);

const css = [
  ...PLEX.map(
    ({ id, data }) => `@font-face { font-family: ${id}; src: url(data:font/woff2;base64,${data}) format('woff2'); }`,
  ),
  ...FACES.map(
    ({ id, local }) => `@font-face { font-family: ${id}; src: ${local.map((n) => `local('${n}')`).join(', ')}; }`,
  ),
].join('\n');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.setContent(
  `<style>${css} span { display: block; width: max-content; font-size: 100px; white-space: pre; }</style><div id="x"></div>`,
);
const widths = await page.evaluate(
  async ({ samples, families }) => {
    const width = (family, text) => {
      const span = document.createElement('span');
      span.style.fontFamily = `${family}, monospace`;
      span.textContent = text;
      document.getElementById('x').append(span);
      return span.getBoundingClientRect().width;
    };
    const result = {};
    for (const [family, script] of families) {
      const { text, digits } = samples[script];
      await document.fonts.load(`100px ${family}`, text);
      if (!document.fonts.check(`100px ${family}`, text)) throw new Error(`no device font for ${family}`);
      result[family] = { text: width(family, text), digits: width(family, digits) };
    }
    return result;
  },
  {
    samples: SAMPLES,
    families: [...PLEX, ...FACES].map(({ id, script }) => [id, script]),
  },
);
await browser.close();

const percent = (a, b) => Number(((100 * a) / b).toFixed(2));
console.table(
  FACES.map(({ family, weight, local, id, plex }) => ({
    family,
    weight,
    local: local.join(', '),
    'size-adjust text %': percent(widths[plex].text, widths[id].text),
    'size-adjust digits %': percent(widths[plex].digits, widths[id].digits),
  })),
);
