import { expect } from '@playwright/test';
import { hydrated, signUp, test } from './support/accounts';
import { collectErrors } from './support/page';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * My Licence on a phone (docs/licence.md), in each language: a new customer finds the menu entry, is refused bad
 * input with a translated message (nothing saved), records a Dubai broker card expiring in 90 days, sees the timeline
 * (days left, register by, what to book, the program that fits) and adds that program to the cart. Rules, access,
 * reminders and the staff list are proven on the real upstream (tests/integration/upstream/licence*.test.ts).
 */
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const MESSAGES = { en, ar } as const;
const DAY = 86_400_000;
/** The Dubai calendar day `days` from now, as a date input takes it. */
const dubaiDay = (days: number) => new Date(Date.now() + 4 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: record a broker card, see the timeline and the program that fits, add it to the cart`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const m = MESSAGES[lang];
    const t = m.licence;
    const errors = collectErrors(page);
    await signUp(page, baseURL!, { tag: 'licence' });

    await page.goto(`/${lang}/my-account/my-licence`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.menu);
    await expect(
      page.getByRole('navigation', { name: m.account.menuLabel }).getByRole('link', { name: t.menu }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('licence-timeline')).toHaveCount(0);

    const form = page.getByTestId('licence-form');
    await hydrated(form.getByTestId('licence-save'));
    await form.getByLabel(t.form.authority).selectOption('RERA');
    await form.getByLabel(t.form.cardType).selectOption('broker');
    await form.getByLabel(t.form.cardNumber).fill('20AB18');
    await form.getByLabel(t.form.issueDate).fill(dubaiDay(-300));
    await form.getByLabel(t.form.expiryDate).fill(dubaiDay(90));
    await form.getByTestId('licence-save').click();
    await expect(form.getByRole('alert')).toHaveText(t.errors.cardNumber);
    // An expiry before the issue date: its own message; still nothing saved.
    await form.getByLabel(t.form.cardNumber).fill('204518');
    await form.getByLabel(t.form.expiryDate).fill(dubaiDay(-400));
    await form.getByTestId('licence-save').click();
    await expect(form.getByRole('alert')).toHaveText(t.errors.expiryBeforeIssue);
    await expect(page.getByTestId('licence-timeline')).toHaveCount(0);

    await form.getByLabel(t.form.expiryDate).fill(dubaiDay(90));
    await form.getByTestId('licence-save').click();
    await expect(form.getByRole('status')).toHaveText(t.form.saved);

    const timeline = page.getByTestId('licence-timeline');
    await expect(timeline).toHaveAttribute('data-step', 'renewal-test');
    await expect(timeline.getByTestId('licence-days-left')).toHaveText(t.timeline.daysLeft.replace('{n}', '90'));
    await expect(timeline.getByTestId('licence-next-deadline')).toContainText(
      t.timeline.registerBy.split('{date}')[0]!,
    );
    await expect(timeline).toContainText(t.timeline.steps['renewal-test']);
    await expect(timeline.getByTestId('licence-program')).toBeVisible();
    await expect(timeline.getByTestId('licence-reminders').locator('li')).toHaveCount(4);
    await expect(timeline.getByTestId('licence-calendar')).toHaveAttribute(
      'href',
      `/api/account/licence/calendar?lang=${lang}`,
    );
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const programId = await timeline.getByTestId('licence-program').getAttribute('data-program');
    const add = timeline.getByTestId('licence-add-to-cart');
    await hydrated(add);
    await add.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
    const cart = await page.request.get(`/api/cart`);
    expect(JSON.stringify(await cart.json())).toContain(`"ItemID":${programId}`);
    expect(errors).toEqual([]);
  });
}
