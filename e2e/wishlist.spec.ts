import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { bff, clientAddress, createAccount, hydrated, newEmail, PASSWORD, test } from './support/accounts';
import { UPSTREAM, upstreamHeaders } from './support/upstream';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * The wishlist (a contract extension: docs/wishlist.md): hearts on course and
 * program cards and on the detail pages, stored by the upstream (so a second browser sees them), my-wishlist with
 * today's price and the next program, remove; a visitor's heart leads to login and back. Each test signs up its own
 * customer.
 */
const MESSAGES = { en, ar } as const;
type Lang = keyof typeof MESSAGES;

type Program = { PriceOptionID: number; ProductId: number; StartDate_DESC: string; SchedulePrice: number };
type CourseDetail = { course: { ProductId: number; Link: string }; programs: Program[] };

async function upstreamGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${UPSTREAM}/api/${path}`, { headers: await upstreamHeaders() });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The Dubai calendar day of an instant, as `<time dateTime>` carries it. */
const dubaiDay = (iso: string) => new Date(Date.parse(iso) + 4 * 3_600_000).toISOString().slice(0, 10);

/** A course with at least two upcoming programs: its card is saved, and one of its programs too. */
async function pickCourse(request: APIRequestContext) {
  const programs = await upstreamGet<Program[]>(request, 'Courses/get-programs?top=1000');
  const counts = new Map<number, number>();
  for (const p of programs) counts.set(p.ProductId, (counts.get(p.ProductId) ?? 0) + 1);
  const courseId = [...counts.entries()].find(([, n]) => n >= 2)![0];
  return upstreamGet<CourseDetail>(request, `Courses/get-course?id=${courseId}&top=4`);
}

/** A new customer, signed in within this page's browser context. */
async function signedIn(page: Page, baseURL: string): Promise<string> {
  const email = newEmail('wish');
  await createAccount(page.request, baseURL, email);
  expect((await bff(page.request, baseURL, '/api/auth/login', { email, password: PASSWORD })).body.ok).toBe(true);
  return email;
}

const heartOf = (scope: Page | Locator, key: string) =>
  scope.locator(`[data-testid="wishlist-heart"][data-item="${key}"]`).getByRole('button');

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: save a course and a program, see them in my-wishlist with price and next program, remove them`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const m = MESSAGES[lang];
    const { course, programs } = await pickCourse(page.request);
    const program = programs[1];
    const email = await signedIn(page, baseURL!);

    // A course card on the course list.
    await page.goto(`/${lang}/courses`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const card = page.locator(`[data-testid="course-card"]:has([data-item="course:${course.ProductId}"])`);
    const courseTitle = (await card.getByRole('heading').textContent())!.trim();
    const coursePrice = (await card.getByTestId('price-current').textContent())!.trim();
    const courseHeart = heartOf(card, `course:${course.ProductId}`);
    await expect(courseHeart).toHaveAccessibleName(m.wishlist.heart.label.replace('{title}', courseTitle));
    await expect(courseHeart).toHaveAttribute('aria-pressed', 'false');
    await hydrated(courseHeart);
    await courseHeart.click();
    await expect(courseHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('status')).toHaveText(m.wishlist.heart.saved);

    // A program card on the course's own page; the page's own heart shows the course as saved already.
    await page.goto(`/${lang}/course/${encodeURIComponent(course.Link)}/${course.ProductId}`);
    await expect(heartOf(page.getByTestId('price-panel'), `course:${course.ProductId}`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const programCard = page.locator(`[data-testid="program-card"][data-program-id="${program.PriceOptionID}"]`);
    const programPrice = (await programCard.getByTestId('price-current').textContent())!.trim();
    const programHeart = heartOf(programCard, `program:${program.PriceOptionID}`);
    await hydrated(programHeart);
    await programHeart.click();
    await expect(programHeart).toHaveAttribute('aria-pressed', 'true');

    // Stored by the upstream: another browser, signed in as the same customer, sees both saved.
    await expectSavedElsewhere(browser, baseURL!, email, lang, [
      `course:${course.ProductId}`,
      `program:${program.PriceOptionID}`,
    ]);

    // My Wishlist: newest first, with today's price and the next program.
    await page.goto(`/${lang}/my-account/my-wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: m.account.menu.myWishlist })).toBeVisible();
    await expect(
      page.getByTestId('account-menu').getByRole('link', { name: m.account.menu.myWishlist }),
    ).toHaveAttribute('aria-current', 'page');
    const rows = page.getByTestId('wishlist-item');
    await expect(rows).toHaveCount(2);
    const programRow = rows.nth(0);
    const courseRow = rows.nth(1);
    await expect(programRow).toHaveAttribute('data-item', `program:${program.PriceOptionID}`);
    await expect(programRow).toContainText(m.wishlist.page.types.program);
    await expect(programRow.getByTestId('price-current')).toHaveText(programPrice);
    await expect(programRow.getByTestId('wishlist-program-dates').locator('time').first()).toHaveAttribute(
      'datetime',
      dubaiDay(program.StartDate_DESC),
    );
    await expect(courseRow).toHaveAttribute('data-item', `course:${course.ProductId}`);
    await expect(courseRow.getByRole('heading', { name: courseTitle })).toBeVisible();
    await expect(courseRow.getByTestId('price-current')).toHaveText(coursePrice);
    await expect(courseRow).toContainText(m.wishlist.page.nextProgram);
    await expect(courseRow.getByTestId('wishlist-next-program').locator('time').first()).toHaveAttribute(
      'datetime',
      dubaiDay(programs[0].StartDate_DESC),
    );

    // Remove both: the list empties to 'No Data Found', and the hearts elsewhere follow.
    const removeCourse = courseRow.getByRole('button', {
      name: m.wishlist.page.removeLabel.replace('{title}', courseTitle),
    });
    await hydrated(removeCourse);
    await removeCourse.click();
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('wishlist-announcement')).toHaveText(m.wishlist.page.removed);
    await rows.first().getByTestId('wishlist-remove').click();
    await expect(rows).toHaveCount(0);
    await expect(page.getByText(m.account.noData)).toBeVisible();

    await page.goto(`/${lang}/courses`);
    await expect(heartOf(page, `course:${course.ProductId}`)).toHaveAttribute('aria-pressed', 'false');
  });
}

/** Another browser (no shared cookie or storage), signed in as the same customer, sees the same hearts filled. */
async function expectSavedElsewhere(browser: Browser, baseURL: string, email: string, lang: Lang, keys: string[]) {
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  try {
    const second = await other.newPage();
    expect((await bff(second.request, baseURL, '/api/auth/login', { email, password: PASSWORD })).body.ok).toBe(true);
    const summary = (await (await second.request.get('/api/session')).json()) as { wishlist: string[] };
    expect([...summary.wishlist].sort()).toEqual([...keys].sort());
    await second.goto(`/${lang}/courses`);
    await expect(heartOf(second, keys[0])).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await other.close();
  }
}

test('a visitor is sent to login with returnUrl, and comes back to the page with the item saved', async ({
  page,
  request,
  baseURL,
}) => {
  const { course } = await pickCourse(request);
  const email = newEmail('wishvisitor');
  await createAccount(request, baseURL!, email);
  const path = `/en/course/${encodeURIComponent(course.Link)}/${course.ProductId}`;

  await page.goto(path);
  const heart = heartOf(page.getByTestId('price-panel'), `course:${course.ProductId}`);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveText(en.wishlist.heart.save);
  await hydrated(heart);
  await heart.click();
  await expect(page).toHaveURL(`/en/login?returnUrl=${encodeURIComponent(path)}`, { timeout: 30_000 });

  await page.getByLabel(en.auth.login.email).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await expect(page).toHaveURL(path, { timeout: 30_000 });
  await expect(heartOf(page.getByTestId('price-panel'), `course:${course.ProductId}`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Saved by the upstream, not only shown: a fresh read of the session lists it.
  await expect
    .poll(async () => ((await (await page.request.get('/api/session')).json()) as { wishlist: string[] }).wishlist)
    .toEqual([`course:${course.ProductId}`]);
});
