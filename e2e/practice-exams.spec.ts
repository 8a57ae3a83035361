import { expect, type Page, type Response } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { PRACTICE_QUESTIONS } from '../upstream/src/seed/content/practice-questions';
import { signUp, test } from './support/accounts';
import { bffOk } from './support/customer';
import { axeViolations, collectErrors, hydrated } from './support/page';
import { UPSTREAM, upstreamGet } from './support/upstream';

/**
 * Practice exams (docs/practice-exams.md), one journey per language on a phone: a visitor sees the list, is refused
 * the full exam and takes the free sample by keyboard; a customer buys the preparation course by card, starts the
 * timed mock exam, answers and flags, reloads (answers kept, clock not reset), lets the time run out (the upstream's
 * dev hook brings the deadline to a few seconds away, the server submits) and reads the review and the history. Every
 * response the browser received before a submission is read for a correct answer or an explanation. The server's
 * rules (entitlement, another customer's attempt, the sweep, bad input) are in
 * tests/integration/upstream/practice-exams.test.ts.
 */
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 360, height: 740 } });

const MESSAGES = { en, ar } as const;
const SAMPLE = 1;
const MOCK = 2;
const PREPARATION_COURSE = 1;

/** Every explanation of the bank, in both languages (what must not reach the browser before a submission). */
const EXPLANATIONS = PRACTICE_QUESTIONS.flatMap((q) => [q.en[5], q.ar[5]]);

/** Records the text of every response the page receives, from now on. */
function recordResponses(page: Page) {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/html|json|text|x-component/.test(type)) bodies.push(response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  return {
    /** Stops recording and asserts no body carried a correct option or an explanation. */
    async expectNoAnswers(what: string) {
      page.off('response', onResponse);
      const texts = await Promise.all(bodies);
      expect(texts.length, `${what}: responses recorded`).toBeGreaterThan(0);
      for (const text of texts) {
        expect(text, what).not.toMatch(/CorrectOption|Explanation_(en|ar)/);
        const leaked = EXPLANATIONS.filter((e) => text.includes(e) || text.includes(JSON.stringify(e).slice(1, -1)));
        expect(leaked, what).toEqual([]);
      }
    },
  };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the free sample by keyboard; buy the course, a timed exam kept across a reload, time runs out, the review`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const m = MESSAGES[lang].practiceExams;
    const errors = collectErrors(page);

    // The list, as a visitor: the sample is free, the mock exam is locked with the way to buy it.
    await page.goto(`/${lang}/practice-exams`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('h1')).toHaveText(m.title);
    const mockCard = page.locator(`[data-testid="practice-exam"][data-exam-id="${MOCK}"]`);
    await expect(mockCard).toHaveAttribute('data-entitled', 'false');
    await expect(mockCard.getByTestId('practice-exam-state')).toHaveText(m.state.locked);
    await expect(mockCard.getByRole('link', { name: m.actions.logIn })).toBeVisible();
    await noSidewaysScroll(page);

    // A visitor gets no full exam: the page asks to log in and carries no question.
    const visitor = recordResponses(page);
    await page.goto(`/${lang}/practice-exams/${MOCK}`);
    await expect(page.getByTestId('practice-locked')).toContainText(m.start.signIn);
    await expect(page.getByTestId('practice-question')).toHaveCount(0);

    // The free sample, by keyboard: a radio group per question, arrows choose, Tab reaches Next.
    await page.goto(`/${lang}/practice-exams/${SAMPLE}`);
    const question = page.getByTestId('practice-question');
    await expect(question.locator('fieldset legend')).toContainText(
      m.attempt.question.replace('{n}', '1').replace('{total}', '10'),
    );
    const radios = question.getByRole('radio');
    await expect(radios).toHaveCount(4);
    await hydrated(radios.first());
    await radios.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: m.attempt.next })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question.locator('fieldset legend')).toContainText(
      m.attempt.question.replace('{n}', '2').replace('{total}', '10'),
    );
    await expect(question.locator('fieldset')).toBeFocused();
    const nav = page.getByTestId('practice-nav');
    await expect(nav.getByRole('button').first()).toHaveAttribute('data-answered', 'true');
    await noSidewaysScroll(page);
    expect(await axeViolations(page), 'sample').toEqual([]);
    await visitor.expectNoAnswers('visitor and sample, before the check');

    await page.getByRole('button', { name: m.attempt.checkSample }).click();
    await page.getByRole('button', { name: m.attempt.confirmSubmit }).click();
    const sampleResult = page.getByTestId('practice-result');
    await expect(sampleResult.getByTestId('practice-score')).toContainText(/\d/);
    await expect(sampleResult.getByTestId('practice-review-question')).toHaveCount(10);
    await expect(sampleResult.getByTestId('practice-correct-answer').first()).toBeVisible();

    // A customer buys the preparation course, by card.
    await signUp(page, baseURL!, { tag: `practice-${lang}` });
    const course = await upstreamGet<{
      programs: { PriceOptionID: number; MaxStudents: number; StartDate_DESC: string }[];
    }>(page.request, `Courses/get-course?id=${PREPARATION_COURSE}&top=10`);
    const program = course.programs.find((p) => p.MaxStudents > 0 && Date.parse(p.StartDate_DESC) > Date.now());
    expect(program, 'a program of the preparation course on sale').toBeTruthy();
    await bffOk(page, baseURL!, '/api/cart/add', { ItemID: program!.PriceOptionID, ItemType: 'program' });
    const { redirect, orderId } = await bffOk<{ orderId: string; redirect: string }>(
      page,
      baseURL!,
      '/api/cart/submit',
      {
        terms: true,
        paymentMethod: 'online',
        trn: '',
        addressId: null,
        lang,
      },
    );
    await page.goto(redirect);
    await page.locator('#f-name').fill('Exam Taker');
    await page.locator('#f-number').fill('4242 4242 4242 4242');
    await page.locator('#f-expiry').fill('12/30');
    await page.locator('#f-cvc').fill('123');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`**/${lang}/payment?status=success&oid=${orderId}`);

    // The mock exam is now open: start it.
    const customer = recordResponses(page);
    await page.goto(`/${lang}/practice-exams`);
    await expect(mockCard).toHaveAttribute('data-entitled', 'true');
    await mockCard.getByRole('link', { name: m.actions.open }).click();
    await expect(page.getByTestId('practice-start-panel')).toBeVisible();
    await hydrated(page.getByTestId('practice-start'));
    await page.getByTestId('practice-start').click();
    await page.waitForURL(/\?attempt=[0-9a-f-]{36}$/);
    const attemptUrl = page.url();
    const attemptId = new URL(attemptUrl).searchParams.get('attempt')!;
    const timer = page.getByTestId('practice-timer');
    await expect(timer).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(1);
    const startedWith = Number(await timer.getAttribute('data-remaining'));
    expect(startedWith).toBeLessThanOrEqual(3600);
    expect(startedWith).toBeGreaterThan(3500);

    // Answer and flag the first question, answer the second; each is saved as given.
    await hydrated(question.getByRole('radio').first());
    const saved = () =>
      page.waitForResponse((r) => r.url().includes('/api/practice-exams/answer') && r.request().method() === 'POST');
    let wait = saved();
    await question.getByRole('radio').nth(2).check();
    expect((await (await wait).json()).ok).toBe(true);
    wait = saved();
    await page.getByTestId('practice-flag').check();
    await wait;
    await page.getByRole('button', { name: m.attempt.next }).click();
    wait = saved();
    await question.getByRole('radio').nth(0).check();
    await wait;
    await expect(page.getByTestId('practice-progress')).toContainText(
      m.attempt.progress.replace('{answered}', '2').replace('{total}', '50'),
    );
    await noSidewaysScroll(page);
    expect(await axeViolations(page), 'attempt').toEqual([]);

    // A reload comes back to the same attempt: the answers and the flag are kept, the clock is not reset.
    const beforeReload = Number(await timer.getAttribute('data-remaining'));
    await page.reload();
    await expect(radios.nth(2)).toBeChecked();
    await expect(page.getByTestId('practice-flag')).toBeChecked();
    await expect(nav.getByRole('button').nth(1)).toHaveAttribute('data-answered', 'true');
    await expect(nav.getByRole('button').first()).toHaveAttribute('data-flagged', 'true');
    expect(Number(await timer.getAttribute('data-remaining'))).toBeLessThanOrEqual(beforeReload);
    await customer.expectNoAnswers('the timed attempt, before submission');

    // The app webview shows the attempt without the site's chrome.
    await page.goto(`${attemptUrl}&app=1`);
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(page.locator('#site-header [data-chrome]').first()).toBeHidden();
    await expect(radios.nth(2)).toBeChecked();

    // Time runs out: the deadline is brought to a few seconds away; the countdown ends and the server submits.
    const moved = await page.request.post(`${UPSTREAM}/dev/practice-exams/deadline`, {
      data: { attemptId, secondsLeft: 4 },
    });
    expect(moved.status()).toBe(200);
    await page.goto(`${attemptUrl}&app=0`);
    await expect(timer).toBeVisible();
    expect(Number(await timer.getAttribute('data-remaining'))).toBeLessThanOrEqual(4);
    const result = page.getByTestId('practice-result');
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result.getByTestId('practice-timed-out')).toHaveText(m.result.timedOut);
    await expect(result.getByTestId('practice-verdict')).toHaveAttribute('data-passed', 'false');
    await expect(result.getByTestId('practice-score')).toContainText('50');

    // The review: every question with the answer given, the right one and its explanation; the score per topic.
    await expect(result.getByTestId('practice-review-question')).toHaveCount(50);
    await expect(result.getByTestId('practice-topics').locator('tbody tr')).toHaveCount(8);
    const firstReviewed = result.getByTestId('practice-review-question').first();
    await expect(firstReviewed.getByTestId('practice-correct-answer')).toContainText(m.result.correctAnswer);
    await expect(firstReviewed).toContainText(m.result.flagged);
    await noSidewaysScroll(page);
    expect(await axeViolations(page), 'result').toEqual([]);

    // The history lists the attempt, linked to its review.
    await page.goto(`/${lang}/practice-exams`);
    const item = page.getByTestId('practice-history-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(m.history.timedOut);
    await expect(item.getByRole('link', { name: m.history.review })).toHaveAttribute(
      'href',
      `/${lang}/practice-exams/${MOCK}?attempt=${attemptId}`,
    );
    expect(errors).toEqual([]);
  });
}
