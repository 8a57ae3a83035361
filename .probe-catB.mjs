import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => {
  if (!/DevTools/.test(m.text())) console.log('console', m.type(), m.text().slice(0, 400));
});
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
page.on('request', (r) => {
  if (/api\//.test(r.url())) console.log('req', r.url().slice(0, 150));
});
await page.goto('http://localhost:3110/' + process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(6000);
console.log(await page.evaluate(() => String(!!customElements.get('altcha-widget'))));
console.log(
  (
    await page
      .locator('[data-testid=captcha]')
      .innerHTML()
      .catch(() => '')
  ).slice(0, 1500),
);
await browser.close();
