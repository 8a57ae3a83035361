// `npm run lighthouse` (LH_BASE_URL, LH_FORMS=mobile,desktop, LH_PAGES=home,course,diploma,article): Lighthouse (mobile and desktop) for home, a course, a diploma and an article in both
// languages, against a production build on a fresh upstream (or LH_BASE_URL). Prints the four category scores
// and LCP, TBT, CLS of each run. Chromium is Debian's (/usr/bin/chromium); nothing is downloaded.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startStack } from './lib/stack.mjs';
import { stopAll } from './lib/processes.mjs';

const forms = (process.env.LH_FORMS ?? 'mobile,desktop').split(',');
let baseUrl = process.env.LH_BASE_URL;
if (!baseUrl) {
  ({ baseUrl } = await startStack({
    webPort: 3400,
    upstreamPort: 4400,
    dataDir: '.data-lighthouse',
    distDir: '.next-lighthouse',
  }));
}

/** The first link of a list page that matches `pattern`: the pages measured are real catalogue entries. */
async function firstLink(listPath, pattern) {
  const html = await (await fetch(baseUrl + listPath)).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} on ${listPath}`);
  return match[1].replace(/&amp;/g, '&');
}

const pages = [];
for (const lang of ['en', 'ar']) {
  pages.push([`home (${lang})`, `/${lang}/home`]);
  pages.push([`course (${lang})`, await firstLink(`/${lang}/courses`, new RegExp(`href="(/${lang}/course/[^"]+)"`))]);
  pages.push([
    `diploma (${lang})`,
    await firstLink(`/${lang}/academic-programs`, new RegExp(`href="(/${lang}/academic-program/[^"]+)"`)),
  ]);
  pages.push([
    `article (${lang})`,
    await firstLink(`/${lang}/blog`, new RegExp(`href="(/${lang}/blog/article/[^"]+)"`)),
  ]);
}

// LH_PAGES=home,article: measure only those kinds (all by default).
const only = process.env.LH_PAGES?.split(',');
if (only) pages.splice(0, pages.length, ...pages.filter(([name]) => only.some((kind) => name.startsWith(kind))));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

const rows = [];
try {
  for (const form of forms) {
    for (const [name, path] of pages) {
      // Warm the route once so a first-visit render (ISR) is not what Lighthouse measures.
      await fetch(baseUrl + path);
      const config =
        form === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
      const { lhr } = await lighthouse(
        baseUrl + path,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        config,
      );
      const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const audit = (k) => lhr.audits[k]?.numericValue ?? NaN;
      rows.push({
        form,
        page: name,
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      });
      const failing = Object.values(lhr.categories).flatMap((c) =>
        c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1).map((r) => `${c.id}:${r.id}`),
      );
      if (failing.length) console.log(`${form} ${name}: below full marks: ${failing.join(', ')}`);
      // What to fix: the elements behind each failing accessibility, best-practices and SEO audit.
      for (const id of failing.filter((f) => !f.startsWith('performance:')).map((f) => f.split(':')[1])) {
        const items = lhr.audits[id].details?.items ?? [];
        for (const item of items.slice(0, 5))
          console.log(
            `    ${id}: ${item.node?.snippet ?? item.source?.url ?? item.text ?? JSON.stringify(item).slice(0, 160)}`,
          );
      }
    }
  }
} finally {
  await chrome.kill();
  if (!process.env.LH_BASE_URL) await stopAll();
}
console.table(rows);
