import { expect, type APIRequestContext } from '@playwright/test';
import { hydrated, signUp, test } from './support/accounts';
import { collectErrors, revealed } from './support/page';
import { UPSTREAM } from './support/upstream';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * My Licence on a phone (docs/licence.md), in each language: a new customer finds the menu entry, is refused bad
 * input with a translated message (nothing saved), records a Dubai broker card expiring in 90 days, sees the timeline
 * (days left, register by, what to book, the program that fits) and adds that program to the cart. Then each reminder
 * falls due and arrives exactly once, in the customer's language, linking to the course that fits; the customer books
 * the renewal (pay later) and the next due reminder is not sent. The e2e upstream keeps the real clock, which other
 * journeys share: instead of moving it, a dev hook moves THIS card's expiry date (POST /dev/licence/expiry) and another
 * runs the lifecycle sweep at once (POST /dev/jobs/sweep). Rules, access, the moved clock, restarts, two instances and
 * the staff list are proven on the real upstream (tests/integration/upstream/licence*.test.ts).
 */
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const MESSAGES = { en, ar } as const;
const DAY = 86_400_000;
/** The Dubai calendar day `days` from now, as a date input takes it. */
const dubaiDay = (days: number) => new Date(Date.now() + 4 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

/** Days left on the card that make each reminder due today, under the seeded Dubai rules (registration closes 30
 *  days before expiry) and LICENCE_REMINDER_DAYS 60,30,7: the d60 one is due as soon as a 90-day card is recorded. */
const DAYS_LEFT = { d30: 60, d7: 37, expiry: 0, d30Again: 59 } as const;
/** The reminders' subjects begin so (upstream/src/mail/lifecycle/licence-mails.ts): the customer's language. */
const SUBJECT = {
  en: { deadline: 'Register for your broker card renewal test by', expiry: 'Your broker card expires today' },
  ar: { deadline: 'سجّل في اختبار تجديد بطاقة الوسيط قبل', expiry: 'تنتهي صلاحية بطاقة الوسيط الخاصة بك اليوم' },
} as const;

interface Reminder {
  subject: string;
  html: string;
  meta: { kind?: string; reminder?: string; expiryDate?: string; programId?: number | null; idempotencyKey?: string };
}

/** The licence reminders e-mailed to `email`, from the upstream's dev outbox. */
async function remindersTo(request: APIRequestContext, email: string): Promise<Reminder[]> {
  const response = await request.get(`${UPSTREAM}/dev/outbox?to=${encodeURIComponent(email)}&limit=200`);
  const { data } = (await response.json()) as { data: Reminder[] };
  return data.filter((m) => m.meta.kind === 'licence-reminder');
}

/** The lifecycle sweep now, and the mail it queued sent (instead of waiting for JOBS_SWEEP_SECONDS). */
async function sweep(request: APIRequestContext) {
  expect((await request.post(`${UPSTREAM}/dev/jobs/sweep`)).status()).toBe(200);
}

/** The card now expires `daysLeft` days from today (Dubai): its expiry date. */
async function expireIn(request: APIRequestContext, email: string, daysLeft: number): Promise<string> {
  const response = await request.post(`${UPSTREAM}/dev/licence/expiry`, { data: { email, daysLeft } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { expiryDate: string } }).data.expiryDate;
}

/** Sweeps until `reminder` of `expiryDate` has arrived, sweeps again, and checks it arrived once and nothing twice. */
async function receivedOnce(
  request: APIRequestContext,
  email: string,
  reminder: string,
  expiryDate: string,
): Promise<Reminder> {
  const matching = async () =>
    (await remindersTo(request, email)).filter((m) => m.meta.reminder === reminder && m.meta.expiryDate === expiryDate);
  await sweep(request);
  await expect.poll(async () => (await matching()).length, { timeout: 20_000 }).toBe(1);
  await sweep(request);
  const all = await remindersTo(request, email);
  expect(new Set(all.map((m) => m.meta.idempotencyKey)).size, 'no reminder twice').toBe(all.length);
  return (await matching())[0]!;
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: record a broker card, see the timeline, get each reminder once, book the renewal: they stop`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const m = MESSAGES[lang];
    const t = m.licence;
    const errors = collectErrors(page);
    const email = await signUp(page, baseURL!, { tag: 'licence' });
    if (lang === 'ar') {
      // The reminders are written in the customer's preferred language (English unless chosen on the profile).
      await page.goto(`/ar/my-account/my-profile`);
      const profile = page.getByTestId('profile-form');
      await hydrated(profile.getByRole('button', { name: m.profile.save }));
      await page.locator('#profile-DOB').fill('1990-05-01'); // required to save the profile
      await profile.getByLabel(m.profile.fields.PreferredLanguage).selectOption('ar');
      await profile.getByRole('button', { name: m.profile.save }).click();
      await expect(profile.getByText(m.errors.confirm.savedSuccessfully)).toBeVisible();
    }

    await page.goto(`/${lang}/my-account/my-licence`);
    await revealed(page);
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

    // The visible timeline: after a navigation the page may hold its streamed part twice for a moment, once hidden
    // (e2e/support/page.ts).
    const timeline = page.getByTestId('licence-timeline').filter({ visible: true });
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

    // The practice exams are linked where the upstream has them: on the timeline and in the footer.
    await expect(timeline.getByTestId('licence-practice')).toHaveAttribute('href', `/${lang}/practice-exams`);
    await expect(
      page.locator('#site-footer').getByRole('link', { name: m.footer.links.practiceExams }),
    ).toHaveAttribute('href', `/${lang}/practice-exams`);
    const renewalCourse = (await timeline.getByTestId('licence-course').getAttribute('href'))!;
    const programId = await timeline.getByTestId('licence-program').getAttribute('data-program');
    const add = timeline.getByTestId('licence-add-to-cart');
    await hydrated(add);
    await add.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
    const cart = await page.request.get(`/api/cart`);
    expect(JSON.stringify(await cart.json())).toContain(`"ItemID":${programId}`);

    // Each reminder once, in the customer's language, linking to the course of the step that fits.
    const request = page.request;
    const d60 = await receivedOnce(request, email, 'd60', dubaiDay(90));
    expect(d60.subject.startsWith(SUBJECT[lang].deadline)).toBe(true);
    expect(d60.html).toContain(`href="${baseURL}${renewalCourse}"`);
    expect(d60.meta.programId).toBe(Number(programId));
    for (const reminder of ['d30', 'd7'] as const) {
      const sent = await receivedOnce(request, email, reminder, await expireIn(request, email, DAYS_LEFT[reminder]));
      expect(sent.subject.startsWith(SUBJECT[lang].deadline)).toBe(true);
      expect(sent.html).toContain(`href="${baseURL}${renewalCourse}"`);
    }
    // On the day the card expires the rules ask for the certified course: the reminder links to it.
    const expiryDate = await expireIn(request, email, DAYS_LEFT.expiry);
    await page.goto(`/${lang}/my-account/my-licence`);
    await revealed(page);
    await expect(timeline).toHaveAttribute('data-step', 'certified-course');
    const certifiedCourse = (await timeline.getByTestId('licence-course').getAttribute('href'))!;
    expect(certifiedCourse).not.toBe(renewalCourse);
    const expiry = await receivedOnce(request, email, 'expiry', expiryDate);
    expect(expiry.subject).toBe(SUBJECT[lang].expiry);
    expect(expiry.html).toContain(`href="${baseURL}${certifiedCourse}"`);
    expect((await remindersTo(request, email)).map((r) => r.meta.reminder).sort()).toEqual(
      ['d30', 'd60', 'd7', 'expiry'].sort(),
    );

    // The renewal booked (the program in the cart, pay later): the next due reminder is not sent.
    await page.goto(`/${lang}/cart`);
    await hydrated(page.getByTestId('place-order'));
    await page.getByTestId('payment-pay_later').check();
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('place-order').click();
    await page.waitForURL(new RegExp(`/${lang}/my-account/my-orders\\?id=`));
    await expireIn(request, email, DAYS_LEFT.d30Again);
    await sweep(request); // the sweep sends what it queued before it answers
    expect(await remindersTo(request, email)).toHaveLength(4);
    await page.goto(`/${lang}/my-account/my-licence`);
    await revealed(page);
    await expect(timeline.getByText(t.timeline.booked)).toBeVisible();
    await expect(timeline.getByTestId('licence-reminders')).not.toContainText(t.timeline.sent);
    expect(await remindersTo(request, email)).toHaveLength(4);
    expect(errors).toEqual([]);
  });
}
