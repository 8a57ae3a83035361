import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUp, test } from './support/accounts';
import { UPSTREAM, upstreamHeaders } from './support/upstream';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * The waitlist in the browser, in both languages: a full program's card offers 'Join the waitlist' instead of
 * Add to Cart; a visitor is sent to log in with the page as returnUrl; a customer joins and sees their place,
 * finds it in My Account → My Waitlist, and leaves. The program is filled by other customers' pay-later bookings
 * on the real upstream first.
 */
const MESSAGES = { en, ar } as const;
type Program = {
  SchedulePrice: number;
  PriceOptionID: number;
  ProductId: number;
  Link: string | null;
  MaxStudents: number;
  StartDate_DESC: string;
};

const REVALIDATE_SECRET = process.env.REVALIDATE_SECRET ?? 'dev-revalidate-secret-change-me-0123456789';

async function programs(request: APIRequestContext): Promise<Program[]> {
  const r = await request.get(`${UPSTREAM}/api/Courses/get-programs?top=1000`, { headers: await upstreamHeaders() });
  return ((await r.json()) as { data: Program[] }).data;
}

/** Books the program's last seats with pay-later orders of fresh customers, then expires the cached catalogue. */
async function fill(
  request: APIRequestContext,
  newRequest: () => Promise<APIRequestContext>,
  baseURL: string,
  id: number,
) {
  for (let i = 0; i < 5; i++) {
    const program = (await programs(request)).find((p) => p.PriceOptionID === id)!;
    if (program.MaxStudents <= 0) break;
    const filler = await newRequest();
    await signUp(filler, baseURL, { tag: 'waitlist', firstName: 'Wait', lastName: 'Lister' });
    const headers = { origin: new URL(baseURL).origin };
    expect(
      (
        await (
          await filler.post(`${baseURL}/api/cart/add`, { data: { ItemID: id, ItemType: 'program' }, headers })
        ).json()
      ).ok,
    ).toBe(true);
    const submitted = await filler.post(`${baseURL}/api/cart/submit`, {
      data: { terms: true, paymentMethod: 'pay_later' },
      headers,
    });
    expect((await submitted.json()).ok).toBe(true);
    await filler.dispose();
  }
  const body = JSON.stringify({ tags: ['programs', 'courses'] });
  const signature = createHmac('sha256', REVALIDATE_SECRET).update(body).digest('hex');
  const r = await request.post(`${baseURL}/api/revalidate`, {
    data: body,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
  });
  expect(r.status()).toBe(200);
}

/** The course page showing the full card (a revalidated page refreshes on the next view or two). */
async function openFullCard(page: Page, lang: 'en' | 'ar', program: Program) {
  const m = MESSAGES[lang].lifecycle.island;
  const card = page.locator(`[data-testid="program-card"][data-program-id="${program.PriceOptionID}"]`).first();
  await expect(async () => {
    await page.goto(`/${lang}/course/${program.Link ?? 'course'}/${program.ProductId}`);
    await expect(card.getByTestId('waitlist')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 45_000 });
  await expect(card.getByRole('button', { name: m.join })).toBeVisible();
  return card;
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a full program offers the waitlist; join, see the place in My Account, leave`, async ({
    page,
    baseURL,
    request,
    playwright,
  }) => {
    test.setTimeout(240_000);
    const m = MESSAGES[lang];
    // The last scarce program (other journeys book the first ones).
    const candidates = (await programs(request))
      .filter((p) => p.MaxStudents <= 3 && Date.parse(p.StartDate_DESC) > Date.now() + 7 * 86_400_000)
      .sort((a, b) => b.PriceOptionID - a.PriceOptionID);
    const program = candidates[0]!;
    await fill(request, () => playwright.request.newContext(), baseURL!, program.PriceOptionID);

    // A visitor: Join the waitlist sends them to log in, with this page as returnUrl.
    const path = `/${lang}/course/${program.Link ?? 'course'}/${program.ProductId}`;
    let card = await openFullCard(page, lang, program);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(card.getByText(m.program.addToCart, { exact: true })).toHaveCount(0);
    await card.getByRole('button', { name: m.lifecycle.island.join }).click();
    await page.waitForURL(`**/${lang}/login?returnUrl=*`);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(path);

    // A customer joins and sees their place.
    await signUp(page.request, baseURL!, { tag: 'waitlist', firstName: 'Wait', lastName: 'Lister' });
    card = await openFullCard(page, lang, program);
    await card.getByRole('button', { name: m.lifecycle.island.join }).click();
    const position = card.getByTestId('waitlist-position');
    await expect(position).toBeVisible();
    const shown = (await position.textContent()) ?? '';
    const n = /\d+/.exec(shown)?.[0];
    expect(shown).toBe(m.lifecycle.island.onList.replace('{position}', n ?? '?'));
    await card.screenshot({ path: `test-results/waitlist-card-${lang}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `test-results/waitlist-card-${lang}-390.png` });
    await page.setViewportSize({ width: 1280, height: 720 });

    // My Account → My Waitlist lists it; leaving empties the list.
    await page.goto(`/${lang}/my-account/my-waitlist`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.account.menu.myWaitlist);
    await expect(
      page
        .getByRole('navigation', { name: m.account.menuLabel })
        .getByRole('link', { name: m.account.menu.myWaitlist }),
    ).toHaveAttribute('aria-current', 'page');
    const place = page
      .locator(`[data-testid="waitlist-place"][data-program-id="${program.PriceOptionID}"]`)
      .filter({ visible: true });
    await expect(place).toBeVisible();
    await expect(place.getByTestId('waitlist-place-status')).toHaveText(
      m.lifecycle.page.position.replace('{position}', n ?? '?'),
    );
    await page.screenshot({ path: `test-results/my-waitlist-${lang}.png`, fullPage: true });
    await place.getByRole('button', { name: new RegExp(`^${m.lifecycle.island.leave}`) }).click();
    await expect(page.getByTestId('empty-state')).toContainText(m.lifecycle.page.empty);
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a course without programs offers 'Notify me' beside the enquiry; a customer asks and can stop`, async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const m = MESSAGES[lang].lifecycle.island;
    const headers = await upstreamHeaders();
    const courses = (
      (await (await request.get(`${UPSTREAM}/api/Courses/get-courses?id=-1`, { headers })).json()) as {
        data: { ProductId: number; Link: string | null }[];
      }
    ).data;
    const scheduled = new Set((await programs(request)).map((p) => p.ProductId));
    const course = courses.find((c) => !scheduled.has(c.ProductId))!;
    const path = `/${lang}/course/${course.Link ?? 'course'}/${course.ProductId}`;

    await page.goto(path);
    const box = page.getByTestId('notify-me');
    await box.getByRole('button', { name: m.notify }).click();
    await page.waitForURL(`**/${lang}/login?returnUrl=*`);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(path);

    await signUp(page.request, baseURL!, { tag: 'waitlist', firstName: 'Wait', lastName: 'Lister' });
    await page.goto(path);
    await box.getByRole('button', { name: m.notify }).click();
    await expect(box).toContainText(m.notifyOn);
    await page.reload();
    await expect(box).toContainText(m.notifyOn); // stored by the upstream, not the page
    await page.setViewportSize({ width: 390, height: 844 });
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/notify-me-${lang}-390.png` });
    await box.getByRole('button', { name: m.notifyStop }).click();
    await expect(box.getByRole('button', { name: m.notify })).toBeVisible();
  });
}

test('ar: an unpaid pay-later order shows in My Account when it must be paid by', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const m = MESSAGES.ar.lifecycle.order;
  const program = (await programs(request))
    .filter(
      (p) => p.MaxStudents > 20 && p.SchedulePrice > 0 && Date.parse(p.StartDate_DESC) > Date.now() + 7 * 86_400_000,
    )
    .sort((a, b) => b.PriceOptionID - a.PriceOptionID)[0]!;
  await signUp(page.request, baseURL!, { tag: 'waitlist', firstName: 'Wait', lastName: 'Lister' });
  const headers = { origin: new URL(baseURL!).origin };
  expect(
    (
      await (
        await page.request.post('/api/cart/add', {
          data: { ItemID: program.PriceOptionID, ItemType: 'program' },
          headers,
        })
      ).json()
    ).ok,
  ).toBe(true);
  const submitted = await (
    await page.request.post('/api/cart/submit', {
      data: { terms: true, paymentMethod: 'pay_later', lang: 'ar' },
      headers,
    })
  ).json();
  expect(submitted.ok).toBe(true);
  await page.goto('/ar/my-account/my-orders');
  await page.getByTestId('order-card').first().getByTestId('order-details').click();
  const note = page.getByTestId('order-pay-by');
  await expect(note).toBeVisible();
  const [before, after] = m.payBy.split('{date}');
  await expect(note).toHaveText(
    new RegExp(`^${before}\\d{2} \\S+ \\d{4}، \\d{2}:\\d{2}${after!.replace('.', '\\.')}$`),
  );
  await note.screenshot({ path: 'test-results/order-pay-by-ar.png' });
});
