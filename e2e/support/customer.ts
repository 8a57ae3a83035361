import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { UPSTREAM, upstreamHeaders } from './upstream';

/**
 * A customer for a journey: signed up through the BFF in the page's own cookie jar (so the page is logged in),
 * and what it can buy, read from the upstream as the BFF reads it.
 */

/** Same-origin POST to the BFF with the page's cookies; asserts `{ ok: true }`. */
export async function bffOk<T = Record<string, unknown>>(page: Page, baseURL: string, path: string, data: unknown) {
  const response = await page.request.post(`${baseURL}${path}`, { data, headers: { origin: new URL(baseURL).origin } });
  const body = (await response.json()) as { ok: boolean } & T;
  expect(body, path).toMatchObject({ ok: true });
  return body;
}

export type UpstreamProgram = {
  PriceOptionID: number;
  SchedulePrice: number;
  StartDate_DESC: string;
  MaxStudents: number;
};

/** Priced programs that start in more than two days and have seats, as the catalogue lists them. */
export async function pricedPrograms(request: APIRequestContext): Promise<UpstreamProgram[]> {
  const response = await request.get(`${UPSTREAM}/api/Courses/get-programs?top=1000`, {
    headers: await upstreamHeaders(),
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: UpstreamProgram[] };
  return data.filter(
    (p) => p.SchedulePrice > 0 && p.MaxStudents > 10 && Date.parse(p.StartDate_DESC) > Date.now() + 2 * 86_400_000,
  );
}
