import { expect } from '@playwright/test';
import { bff, test } from './support/accounts';
import { collectErrors, settled } from './support/page';

/**
 * The staff dashboard (issue 44), one lean walk per language: staff open /{lang}/staff and see every section, each
 * chart beside its data table with a CSV link (one CSV is downloaded and read), time running right to left in
 * Arabic, and a drill-down to a program's bookings; a screenshot of each chart is attached to the report. A customer
 * and a visitor get the site's not-found page. The numbers themselves are checked by
 * tests/integration/upstream/staff-dashboard.test.ts.
 */
test.describe.configure({ mode: 'parallel' });

const STAFF = { email: 'staff@institute.test', password: 'Staff#2026' };
const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };
const SECTIONS = ['sales', 'seats', 'owed', 'waitlists', 'vouchers', 'brokers', 'mail'];
/** The charts drawn as SVG (the totals, the booked seats and the owed orders are tables alone). */
const CHARTS = [
  'sales-series',
  'sales-category',
  'sales-method',
  'seats-programs',
  'owed-ages',
  'owed-failed',
  'waitlist-programs',
  'waitlist-offers',
  'notify-courses',
  'vouchers',
  'licence-expiries',
  'mail',
];

for (const lang of ['en', 'ar'] as const) {
  test(`staff see every chart with its table and CSV (${lang})`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    expect((await bff(page, baseURL!, '/api/auth/login', STAFF)).body).toMatchObject({ ok: true });
    // A year, by month: every seeded order falls in it.
    const today = new Date().toISOString().slice(0, 10);
    const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const response = await page.goto(`/${lang}/staff?from=${from}&to=${today}&granularity=month`);
    expect(response?.status()).toBe(200);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('h1')).toHaveCount(1);
    for (const id of SECTIONS) await expect(page.getByTestId(`section-${id}`)).toBeVisible();
    await expect(page.locator('[data-testid^="section-error-"]')).toHaveCount(0);

    for (const id of CHARTS) {
      const block = page.getByTestId(`chart-${id}`);
      // The chart, or its "no figures" note when the period has none.
      await expect(block.locator('figure > svg[role="img"], figure > [data-empty-chart]')).toHaveCount(1);
      await expect(block.locator(`table[data-table="${id}"]`)).toHaveCount(1);
      await expect(block.getByTestId(`csv-${id}`)).toHaveAttribute('href', new RegExp(`table=${id}&?`));
      await block.scrollIntoViewIfNeeded();
      const file = testInfo.outputPath(`${lang}-${id}.png`);
      await block.screenshot({ path: file });
      await testInfo.attach(`${lang}-${id}.png`, { path: file, contentType: 'image/png' });
    }

    // Time runs in the reading direction: the first bucket's label is on the left in English, the right in Arabic.
    const labels = page.getByTestId('chart-sales-series').locator('svg text[text-anchor="middle"]');
    expect(await labels.count()).toBeGreaterThan(1);
    const first = Number(await labels.first().getAttribute('x'));
    const last = Number(await labels.last().getAttribute('x'));
    expect(lang === 'ar' ? first > last : first < last).toBe(true);

    // The CSV of the sales series holds the table's rows.
    const href = await page.getByTestId('csv-sales-series').getAttribute('href');
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows).toHaveLength(1 + (await page.locator('table[data-table="sales-series"] tbody tr').count()));

    // Drill-down: a program's bookings open under the seats.
    await page.getByTestId('seats-drill').getByRole('link').first().click();
    await expect(page).toHaveURL(/program=\d+/);
    await expect(page.locator('table[data-table="bookings"]')).toBeVisible();
    await expect(page.getByRole('link', { name: lang === 'ar' ? 'الطلب الجماعي' : 'Bulk order' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a customer and a visitor get the not-found page', async ({ page, baseURL }) => {
  const visitor = await page.goto('/en/staff');
  expect(visitor?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  expect((await page.request.get('/api/staff/dashboard?section=sales&table=sales-series')).status()).toBe(404);

  expect((await bff(page, baseURL!, '/api/auth/login', CUSTOMER)).body.ok).toBe(true);
  const customer = await page.goto('/ar/staff');
  expect(customer?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('staff-dashboard')).toHaveCount(0);
  expect((await page.request.get('/api/staff/dashboard?section=sales&table=sales-series')).status()).toBe(404);
});
