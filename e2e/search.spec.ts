import { expect, type Page } from '@playwright/test';
import { test } from './support/accounts';
import { axeViolations, collectErrors, hydrated, settled } from './support/page';
import { sideways } from './support/reflow';

/**
 * The site search (docs/search.md), one journey per language at phone width: the header box loads its combobox on
 * focus, suggests as you type (the screen reader's live count, ARIA 1.2 combobox state), arrows move through the
 * options and Enter opens one; the results page finds every kind of item, offers "did you mean" and the popular
 * courses; the header does not make a page scroll sideways at 360 px. Screenshots go to test-results/search/.
 */

test.describe.configure({ mode: 'parallel' });

const CASES = {
  en: {
    label: 'Search the site',
    typed: 'mortage',
    option: /Mortgage Adviser Fundamentals/,
    course: /\/en\/course\/[^/]+\/28$/,
    everything: ['valuation', 'Ahmed Al Mansoori', 'golden visa', 'privacy policy', 'handbook', 'fellow membership'],
    typo: 'valuaton',
    fixed: 'valuation',
    nothing: 'zzqqxx',
    count: /\d+ suggestions?/,
  },
  ar: {
    label: 'البحث في الموقع',
    typed: 'تقيم',
    option: /مبادئ التقييم العقاري/,
    course: /\/ar\/course\/[^/]+\/16$/,
    everything: ['التقييم', 'أحمد المنصوري', 'الإقامة الذهبية', 'سياسة الخصوصية', 'دليل الوسيط', 'عضوية الزمالة'],
    typo: 'تقيم',
    fixed: 'تقييم',
    nothing: 'ظظظغغغ',
    count: /اقتراح/,
  },
} as const;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/search/${name}.png` });
}

test('the suggest endpoint: worded answers, bad input refused', async ({ request }) => {
  const answer = await (
    await request.get('/api/search/suggest?lang=ar&q=' + encodeURIComponent('بيوت العطلات'))
  ).json();
  expect(answer.ok).toBe(true);
  expect(answer.items[0].title).toBe('تشغيل بيوت العطلات وترخيصها');
  expect(answer.items[0].href).toMatch(/^\/ar\/course\/[^/]+\/15$/);
  expect(answer.announce).toMatch(/اقتراح/);
  expect(answer.more).toBe('/ar/search?q=' + encodeURIComponent('بيوت العطلات'));
  expect((await request.get('/api/search/suggest?lang=fr&q=valuation')).status()).toBe(400);
  expect((await request.get(`/api/search/suggest?lang=en&q=${'a'.repeat(201)}`)).status()).toBe(400);
  const short = await (await request.get('/api/search/suggest?lang=en&q=v')).json();
  expect(short.items).toEqual([]);
});

for (const lang of ['en', 'ar'] as const) {
  const c = CASES[lang];
  test(`${lang}: suggest by keyboard, open a result, every kind on the results page`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${lang}/courses`);
    await settled(page);
    expect((await sideways(page)).scrollWidth).toBeLessThanOrEqual(360);

    // Before focus: a plain input, no combobox code loaded yet.
    const box = page.getByRole('combobox', { name: c.label });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-controls');
    await hydrated(box);

    // Focus loads the combobox; typing (with a typo) suggests, and a live region counts the suggestions.
    await box.focus();
    await expect(box).toHaveAttribute('aria-controls', /.+/);
    await page.keyboard.type(c.typed, { delay: 40 });
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: c.count })).toHaveCount(1);
    const options = list.getByRole('option');
    await expect(options.first()).toContainText(c.option);
    await shot(page, `${lang}-suggestions`);
    expect((await sideways(page)).scrollWidth).toBeLessThanOrEqual(360);

    // Arrows move the active option (focus stays in the box), Escape closes, Down reopens, Enter opens the course.
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const first = await options.first().getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', first!);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(c.course);

    // Enter without an option: the results page. Every kind of item is found.
    for (const q of c.everything) {
      await page.goto(`/${lang}/search?q=${encodeURIComponent(q)}`);
      await expect(page.getByTestId('search-result').first()).toBeVisible();
    }
    const kinds = new Set<string>();
    for (const q of c.everything) {
      await page.goto(`/${lang}/search?q=${encodeURIComponent(q)}`);
      for (const section of await page.locator('section[data-kind]').all()) {
        kinds.add((await section.getAttribute('data-kind'))!);
      }
    }
    expect([...kinds].sort()).toEqual(
      ['article', 'book', 'course', 'diploma', 'instructor', 'membership', 'page', 'program'].sort(),
    );
    await page.goto(`/${lang}/search?q=${encodeURIComponent(c.everything[0])}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /follow/);
    expect((await sideways(page)).scrollWidth).toBeLessThanOrEqual(360);
    await shot(page, `${lang}-results`);
    expect(await axeViolations(page)).toEqual([]);

    // A typo: did you mean; nothing at all: did you mean or the popular courses, never a dead end.
    await page.goto(`/${lang}/search?q=${encodeURIComponent(c.typo)}`);
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    await expect(page.getByTestId('did-you-mean')).toContainText(c.fixed);
    await page.goto(`/${lang}/search?q=${encodeURIComponent(c.nothing)}`);
    await expect(page.getByTestId('search-count')).toHaveAttribute('data-count', '0');
    await expect(page.getByTestId('search-popular').getByTestId('course-card').first()).toBeVisible();
    await shot(page, `${lang}-no-results`);

    // The header box in the app's webview: the rest of the chrome is hidden, the box is not.
    await page.goto(`/${lang}/courses?app=1`);
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(page.getByRole('combobox', { name: c.label })).toBeVisible();
    await expect(page.locator('header [data-chrome]').first()).toBeHidden();
    await shot(page, `${lang}-app-mode`);
    await page.goto(`/${lang}/courses?app=0`);

    // Desktop: the box sits in the first row of the header.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${lang}/home`);
    await settled(page);
    await page.getByRole('combobox', { name: c.label }).focus();
    await page.keyboard.type(c.everything[0], { delay: 30 });
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.screenshot({
      path: `test-results/search/${lang}-header-desktop.png`,
      clip: { x: 0, y: 0, width: 1280, height: 560 },
    });
    expect(errors).toEqual([]);
  });
}
