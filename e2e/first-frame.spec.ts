import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';

/**
 * A phone draws frames while a page is still arriving. The first frame waits for <main> to be parsed whole: the
 * head holds `<link rel="expect" href="#site-footer" blocking="render">` (app/[lang]/layout.tsx), and the footer
 * follows <main>. Drawn part-read, home's header and its centred social band moved as the rest of their items
 * arrived (docs/architecture.md#page-weight).
 *
 * The page comes through a small proxy that sends home's HTML in two parts, cut inside the social band, with a pause
 * between them, as a slow network would; everything else it passes through.
 */

const PAUSE_MS = 800;

let server: Server;
let origin = '';

test.beforeAll(async ({ baseURL }) => {
  server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, baseURL), {
      headers: { accept: request.headers.accept ?? '*/*', 'accept-language': 'en' },
      redirect: 'manual',
    });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    if (!request.url!.startsWith('/en/home') || !type.startsWith('text/html')) {
      const location = upstream.headers.get('location');
      response.writeHead(upstream.status, { 'content-type': type, ...(location ? { location } : {}) });
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const cut = html.indexOf('</li>', html.indexOf('aria-labelledby="social-title"')) + '</li>'.length;
    response.writeHead(200, { 'content-type': type });
    response.write(html.slice(0, cut));
    await new Promise((done) => setTimeout(done, PAUSE_MS));
    response.end(html.slice(cut));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

test.use({ viewport: { width: 390, height: 844 } });

test('home arriving in two parts, cut inside the social band: no frame before <main> is whole, nothing moves', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { firstFrame?: { footer: boolean; icons: number }; shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // Animation frame callbacks run only once rendering is no longer blocked.
    requestAnimationFrame(() => {
      w.firstFrame = {
        footer: document.querySelector('main + footer, main ~ footer') !== null,
        icons: document.querySelectorAll('section[aria-labelledby="social-title"] li').length,
      };
    });
  });
  const started = Date.now();
  await page.goto(`${origin}/en/home`, { waitUntil: 'load' });
  expect(Date.now() - started).toBeGreaterThanOrEqual(PAUSE_MS);
  // A fixed wait on purpose (CONTRIBUTING.md#tests): the window after load in which a layout shift would show;
  // none may.
  await page.waitForTimeout(500);
  const firstFrame = await page.evaluate(
    () => (window as unknown as { firstFrame?: { footer: boolean; icons: number } }).firstFrame,
  );
  const icons = await page.locator('section[aria-labelledby="social-title"] li').count();
  expect(icons).toBeGreaterThan(1);
  expect(firstFrame).toEqual({ footer: true, icons });
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

/**
 * Machines by the fonts they have: the CI's (Noto Sans Arabic first), and Debian or Ubuntu without Noto; and how much
 * the page may move on the swap. Nothing with Noto. DejaVu Sans, scaled to Plex Arabic's width on the site's texts as
 * a whole, still draws single words a few per cent wider or narrower: the breadcrumb's last item and the price move
 * sideways by 3-7 px (0.0002-0.0003, which Lighthouse, rounding to three decimals, reports as 0); unscaled it moved
 * the page by 0.246.
 */
const FONT_MACHINES = [
  { name: 'with Noto Sans Arabic', fontDirs: null, mostShift: 0 },
  {
    name: 'with DejaVu Sans only',
    fontDirs: ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation'],
    mostShift: 0.0005,
  },
] as const;

for (const { name, fontDirs, mostShift } of FONT_MACHINES) {
  test(`ar diploma on a slow phone ${name}: CPU 4× slower, font files held back 1.5 s: nothing moves`, async ({
    browser: shared,
  }, testInfo) => {
    // Issue 40, item 8: 1 of 4 Lighthouse loads (HTTP/1.1, a slower machine) moved this page by 0.179 at
    // `main > article > div.mx-auto`; on a machine without Noto 5 of 6 did (0.185), and this test measured 0.246:
    // Arabic drawn in DejaVu Sans unscaled until Plex Arabic arrived. Its fonts arriving after the first frame, and
    // its chunks late on a slow CPU, are what such a load varies; neither may move anything.
    let browser = shared;
    if (fontDirs) {
      const dir = testInfo.outputPath('fontconfig');
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'fonts.conf'),
        `<?xml version="1.0"?><fontconfig>${fontDirs.map((d) => `<dir>${d}</dir>`).join('')}<cachedir>${dir}/cache</cachedir></fontconfig>`,
      );
      browser = await chromium.launch({
        ...testInfo.project.use.launchOptions,
        env: { ...process.env, FONTCONFIG_FILE: path.join(dir, 'fonts.conf') },
      });
    }
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${origin}/ar/academic-programs`);
    const href = await page
      .getByTestId('diploma-card')
      .first()
      .locator('a[href*="/academic-program/"]')
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/ar\/academic-program\/\d+\/[^/]+$/);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let held = 0;
    await page.route('**/fonts/**', async (route) => {
      held += 1;
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${origin}${href}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(held).toBeGreaterThan(0);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThanOrEqual(mostShift);
    await context.close();
    if (browser !== shared) await browser.close();
  });
}
