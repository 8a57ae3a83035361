#!/usr/bin/env node
// `node scripts/measure-fallbacks.mjs`: the size-adjust of each Latin fallback face (scripts/lib/latin-fallbacks.mjs),
// measured in Debian's Chromium: the width of the site's English texts (every ASCII string of messages/en.json without
// arguments) in Plex Latin at a weight, over their width in the device font that stands in for it; and the same for
// digits and their separators. Needs the device fonts installed (fonts-liberation, fonts-roboto, fonts-noto-core);
// prints a table to copy into LATIN_FALLBACKS.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { LATIN_FALLBACKS } from './lib/latin-fallbacks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const strings = [];
const walk = (node) =>
  Object.values(node).forEach((value) => (typeof value === 'string' ? strings.push(value) : walk(value)));
walk(JSON.parse(readFileSync(path.join(root, 'messages/en.json'), 'utf8')));
const SAMPLES = {
  text: strings.filter((s) => !s.includes('{') && /^[\x20-\x7e]+$/.test(s)).join(' '),
  digits: '0123456789'.repeat(10) + ',.'.repeat(6) + '::',
};

const faces = readFileSync(path.join(root, 'app/font-faces.css'), 'utf8');
const plex = (weight) => {
  const file = faces.match(new RegExp(`plex-latin-${weight}\\.[0-9a-f]+\\.woff2`))[0];
  return readFileSync(path.join(root, 'public/fonts', file)).toString('base64');
};
const WEIGHTS = [400, 600, 700];
// Each face as the site declares it (its local names in order: the first the device has stands in for the weight),
// under a plain name for this page.
const FACES = LATIN_FALLBACKS.flatMap(([family, weights]) =>
  Object.entries(weights).map(([weight, [, ...local]]) => ({
    family,
    weight,
    local,
    id: `${family.replace(/\W+/g, '')}${weight}`,
  })),
);

const css = [
  ...WEIGHTS.map(
    (w) => `@font-face { font-family: P${w}; src: url(data:font/woff2;base64,${plex(w)}) format('woff2'); }`,
  ),
  ...FACES.map(
    ({ id, local }) => `@font-face { font-family: ${id}; src: ${local.map((n) => `local('${n}')`).join(', ')}; }`,
  ),
].join('\n');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.setContent(`<style>${css} span { font-size: 100px; white-space: pre; }</style><div id="x"></div>`);
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
    for (const family of families) {
      await document.fonts.load(`100px ${family}`, samples.text);
      if (!document.fonts.check(`100px ${family}`)) throw new Error(`no device font for ${family}`);
      result[family] = { text: width(family, samples.text), digits: width(family, samples.digits) };
    }
    return result;
  },
  {
    samples: SAMPLES,
    families: [...WEIGHTS.map((w) => `P${w}`), ...FACES.map(({ id }) => id)],
  },
);
await browser.close();

const percent = (a, b) => Number(((100 * a) / b).toFixed(2));
console.table(
  FACES.map(({ family, weight, local, id }) => ({
    family,
    weight,
    local: local.join(', '),
    'size-adjust text %': percent(widths[`P${weight}`].text, widths[id].text),
    'size-adjust digits %': percent(widths[`P${weight}`].digits, widths[id].digits),
  })),
);
