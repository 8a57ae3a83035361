import { expect, type APIRequestContext } from '@playwright/test';
import { bff, signUp, test } from './support/accounts';
import { UPSTREAM, upstreamHeaders } from './support/upstream';
import { hydrated } from './support/page';
import { HANDFUL_SEATS_PROGRAM_IDS } from '../upstream/src/seed/commerce';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * A program that fills while its page is open (issue 46, item 3): Add to Cart must say the program is full and
 * offer the waitlist, not "You already purchased this item". The page is opened while seats are left; other
 * customers then book the last seats with pay-later orders on the real upstream; the click answers "full".
 */
const MESSAGES = { en, ar } as const;
type Program = {
  PriceOptionID: number;
  ProductId: number;
  Link: string | null;
  MaxStudents: number;
  StartDate_DESC: string;
};

async function programs(request: APIRequestContext): Promise<Program[]> {
  const r = await request.get(`${UPSTREAM}/api/Courses/get-programs?top=1000`, { headers: await upstreamHeaders() });
  return ((await r.json()) as { data: Program[] }).data;
}

/** Books every seat left with one pay-later order per fresh customer (a customer may hold one unpaid booking). */
async function fill(newRequest: () => Promise<APIRequestContext>, baseURL: string, id: number, seats: number) {
  for (let i = 0; i < seats; i++) {
    const filler = await newRequest();
    await signUp(filler, baseURL, { tag: 'full', firstName: 'Seat', lastName: 'Taker' });
    expect((await bff(filler, baseURL, '/api/cart/add', { ItemID: id, ItemType: 'program' })).body.ok).toBe(true);
    const submitted = await bff(filler, baseURL, '/api/cart/submit', { terms: true, paymentMethod: 'pay_later' });
    expect(submitted.body.ok).toBe(true);
    await filler.dispose();
  }
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test(`${lang}: Add to Cart on a program that just filled says it is full and offers the waitlist`, async ({
    page,
    baseURL,
    request,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const m = MESSAGES[lang];
    // One seeded program with a handful of seats per language, chosen by its id: other journeys may have booked a
    // seat of it already (its live seat count moves), so the seats still left are the ones filled below.
    const id = HANDFUL_SEATS_PROGRAM_IDS[index];
    const program = (await programs(request)).find((p) => p.PriceOptionID === id)!;
    expect(program, `program ${id} is listed with seats left`).toBeTruthy();
    expect(program.MaxStudents).toBeGreaterThan(0);

    await signUp(page.request, baseURL!, { tag: 'full', firstName: 'Late', lastName: 'Comer' });
    await page.goto(`/${lang}/course/${program.Link ?? 'course'}/${program.ProductId}`);
    const card = page.locator(`[data-testid="program-card"][data-program-id="${program.PriceOptionID}"]`).first();
    const addToCart = card.locator('button', { hasText: m.program.addToCart });
    await expect(addToCart).toBeVisible();
    await hydrated(addToCart);

    await fill(() => playwright.request.newContext(), baseURL!, program.PriceOptionID, program.MaxStudents);

    await addToCart.click();
    const waitlist = card.getByTestId('waitlist');
    await expect(waitlist).toBeVisible();
    await expect(waitlist).toContainText(m.lifecycle.island.full);
    await expect(card.getByText(m.errors.alreadyPurchased)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${lang}/course/`));
    await card.screenshot({ path: `test-results/program-full-${lang}.png` });

    // The waitlist it offers works: the customer joins and is told their place.
    await waitlist.getByRole('button', { name: m.lifecycle.island.join }).click();
    await expect(card.getByTestId('waitlist-position')).toBeVisible();
  });
}
