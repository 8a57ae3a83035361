// The Chromium that Lighthouse drives (npm run lighthouse, npm run lcp-graph): Debian's, headless, with
// chrome-launcher's flags. chrome-launcher turns Chromium's RenderDocument off (GoogleChrome/lighthouse#16696): then
// the new page is drawn in the previous page's frame, and on a slow machine its first frame can be shown a second or
// two after it was ready, so Lighthouse counts everything before that late paint into FCP and LCP
// (docs/performance.md). `renderDocument` leaves Chromium's own default (on), to tell the page from the
// harness; by default the launcher's flags stand, as in a stock Lighthouse run.
import * as chromeLauncher from 'chrome-launcher';

/** Launches Chromium for Lighthouse; `acceptAnyCertificate` for the HTTPS front's certificate made for the run. */
export function launchChromium({ renderDocument = false, acceptAnyCertificate = false } = {}) {
  const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') && renderDocument ? flag.replace(/,?RenderDocument\b/, '') : flag,
  );
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...launcherFlags,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...(acceptAnyCertificate ? ['--ignore-certificate-errors'] : []),
    ],
  });
}
