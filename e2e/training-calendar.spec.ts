import { expect } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { signUp, test } from './support/accounts';
import { UPSTREAM, upstreamHeaders } from './support/upstream';

/**
 * The training calendar downloads for a signed-in customer only (docs/product/roles.md). The page carries no
 * link to the file itself, the download route sends a visitor to login, and the file host refuses the file to
 * anyone who is not signed in.
 */
async function calendarId(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const response = await request.get(`${UPSTREAM}/api/Shared/get-settings`, { headers: await upstreamHeaders() });
  return ((await response.json()) as { data: { TrainingCalendar: string } }).data.TrainingCalendar;
}

for (const [lang, m] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(`${lang}: a visitor is sent to login; the file is nowhere to be fetched; a customer downloads the PDF`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const id = await calendarId(request);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto(`/${lang}/training-plan`);
    await expect(page.getByTestId('training-plan-login')).toHaveText(m.pages.trainingPlan.loginToDownload);
    expect(await page.content()).not.toContain(id);
    // the file, asked for directly (through the site, or from the file host itself)
    expect((await request.get(`/files/${id}`)).status()).toBe(404);
    expect((await request.get(`${UPSTREAM}/files/${id}`)).status()).toBe(404);
    // the download route, asked for directly by a visitor
    const visitor = await request.get(`/${lang}/training-plan/download`, { maxRedirects: 0 });
    expect(visitor.status()).toBe(303);
    const login = new URL(visitor.headers().location);
    expect(login.pathname).toBe(`/${lang}/login`);
    expect(login.searchParams.get('returnUrl')).toBe(`/${lang}/training-plan`);
    expect(login.searchParams.get('reason')).toBe('login-first');

    await signUp(page, baseURL!, { tag: `calendar-${lang}`, firstName: 'Care', lastName: 'Tester' });
    await page.goto(`/${lang}/training-plan`);
    const download = page.getByTestId('training-plan-download');
    await expect(download).toHaveText(m.pages.trainingPlan.download);
    await expect(download).toHaveAttribute('href', `/${lang}/training-plan/download`);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('training-calendar.pdf');
    const bytes = await page.request.get(`/${lang}/training-plan/download`);
    expect(bytes.status()).toBe(200);
    expect(bytes.headers()['content-type']).toBe('application/pdf');
    expect(bytes.headers()['cache-control']).toContain('no-store');
    expect((await bytes.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}
