import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bff, createAccount, hydrated, newEmail, PASSWORD, test, UPSTREAM } from './support/accounts';
import { axeViolations, collectErrors, settled } from './support/page';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * Company seats (docs/company.md "Assigning seats") in a real browser, one journey per language (one after the other: both read the same counts), on the seeded demo
 * company (Marina Gate, 5 seats of program 17, one accepted; each journey takes two of the four open seats and gives
 * them back at its end): the admin uploads a CSV of three rows, one of them bad, and reads each row's result; an
 * agent opens the e-mailed link, signs in, accepts, finds the program in My Courses and its calendar invitation in
 * the outbox; the admin reassigns the other seat; the page's counts and its CSV agree. The access rules (another
 * company's admin, an agent, a visitor) are in tests/integration/upstream/company-seats.test.ts.
 */

const MESSAGES = { en, ar } as const;
const ADMIN = { email: 'company.admin@institute.test', password: 'Company#2026' };
const PROGRAM = 'seat-program-program-17';

type Mail = { subject: string; text: string; meta?: { kind?: string; method?: string } };
const mailsTo = async (request: APIRequestContext, to: string): Promise<Mail[]> =>
  (await (await request.get(`${UPSTREAM}/dev/outbox?to=${encodeURIComponent(to)}&limit=20`)).json()).data;

const count = async (page: Page, name: string) =>
  Number(await page.getByTestId(PROGRAM).locator(`[data-count="${name}"]`).textContent());

/** The CSV download's seat rows (after its header), split into cells (no cell of these rows holds a comma). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((l) => l.split(','));
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: assign by CSV, accept, reassign; the view and its CSV agree`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const m = MESSAGES[lang].companySeats;
    const admin = page;
    const errors = collectErrors(admin);
    expect((await bff(admin, baseURL!, '/api/auth/login', ADMIN)).body).toMatchObject({ ok: true });
    await admin.goto(`/${lang}/my-account/my-company`);
    await settled(admin);
    await expect(admin.getByRole('heading', { level: 2, name: m.title })).toBeVisible();
    const card = admin.getByTestId(PROGRAM);
    await expect(card).toBeVisible();
    expect(await count(admin, 'Bought')).toBe(5);
    expect(await axeViolations(admin)).toEqual([]);

    // A CSV of three agents (semicolons, a header): one with an account, one bad address, one without an account.
    const agent = newEmail(`seat-agent-${lang}`);
    await createAccount(request, baseURL!, agent);
    const newcomer = newEmail(`seat-new-${lang}`);
    const csv = `email;first name;last name;language\r\n${agent};Huda;Saleh;\r\nnot-an-email;Bad;Row;\r\n${newcomer};Omar;Khalil;${lang}\r\n`;
    const upload = admin.getByTestId(`${PROGRAM}-upload`);
    await hydrated(upload.getByRole('button', { name: m.upload.submit }));
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'agents.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await upload.getByRole('button', { name: m.upload.submit }).click();
    const report = admin.getByTestId(`${PROGRAM}-report`);
    await expect(report.getByTestId('seat-report-row')).toHaveCount(3);
    await expect(report.getByTestId('seat-report-row').nth(0)).toHaveAttribute('data-result', 'assigned');
    await expect(report.getByTestId('seat-report-row').nth(1)).toContainText(m.reasons.bad_email);
    await expect(report.getByTestId('seat-report-row').nth(2)).toHaveAttribute('data-result', 'invited');
    await expect(card.locator(`[data-testid="seat-row"][data-email="${agent}"]`)).toHaveAttribute(
      'data-state',
      'invited',
    );

    // The agent opens the e-mailed link as a visitor, signs in (back to the link) and accepts.
    let link = '';
    await expect
      .poll(async () => {
        const mail = (await mailsTo(request, agent)).find((x) => x.meta?.kind === 'seat-invite');
        link = mail?.text.match(/\/(en|ar)\/seat-invitation\/[0-9a-f-]{36}/)?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    const agentPage = await (await browser.newContext({ baseURL })).newPage();
    await agentPage.goto(link.replace(/^\/(en|ar)\//, `/${lang}/`));
    await expect(agentPage.getByTestId('seat-invitation-visitor')).toBeVisible();
    await agentPage.getByTestId('seat-invitation-visitor').getByRole('link', { name: m.invitation.signIn }).click();
    const login = MESSAGES[lang].auth.login;
    await hydrated(agentPage.getByRole('button', { name: login.submit }));
    await agentPage.getByLabel(login.email).fill(agent);
    await agentPage.locator('input[name="password"]').fill(PASSWORD);
    await agentPage.getByRole('button', { name: login.submit }).click();
    await expect(agentPage.getByTestId('seat-invitation-page')).toHaveAttribute('data-status', 'ok', {
      timeout: 30_000,
    });
    await hydrated(agentPage.getByTestId('seat-accept'));
    await agentPage.getByTestId('seat-accept').click();
    await expect(agentPage.getByTestId('seat-answered')).toHaveAttribute('data-answer', 'accepted');
    await agentPage.getByRole('link', { name: m.invitation.myCourses }).click();
    await expect(agentPage.getByTestId('account-program')).toBeVisible();
    const title = (await card.locator('h3').textContent())!.trim();
    await expect(agentPage.getByTestId('account-program')).toContainText(title);
    await expect
      .poll(async () => (await mailsTo(request, agent)).some((x) => x.meta?.kind === 'invitation'))
      .toBe(true);

    // The admin reassigns the newcomer's seat to another agent.
    await admin.reload();
    await settled(admin);
    await expect(card.locator(`[data-testid="seat-row"][data-email="${agent}"]`)).toHaveAttribute(
      'data-state',
      'accepted',
    );
    const other = newEmail(`seat-other-${lang}`);
    const row = card.locator(`[data-testid="seat-row"][data-email="${newcomer}"]`);
    await hydrated(row.getByRole('button', { name: m.reassign.open }));
    await row.getByRole('button', { name: m.reassign.open }).click();
    await row.getByLabel(m.reassign.label).fill(other);
    await row.getByRole('button', { name: m.reassign.submit }).click();
    await expect(card.locator(`[data-testid="seat-row"][data-email="${other}"]`)).toHaveAttribute(
      'data-state',
      'invited',
    );
    await expect(card.locator(`[data-testid="seat-row"][data-email="${newcomer}"]`)).toHaveCount(0);

    // The page's counts and the CSV download agree, seat by seat.
    const file = await admin.request.get((await admin.getByTestId('company-seats-export').getAttribute('href'))!);
    expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const text = await file.text();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = csvRows(text).filter((r) => r[0] === title);
    expect(rows).toHaveLength(await count(admin, 'Bought'));
    expect(rows.filter((r) => r[2] !== m.state.open)).toHaveLength(await count(admin, 'Assigned'));
    expect(rows.filter((r) => r[2] === m.state.accepted)).toHaveLength(await count(admin, 'Accepted'));
    expect(rows.some((r) => r[3] === agent && r[2] === m.state.accepted)).toBe(true);
    expect(rows.some((r) => r[3] === other && r[2] === m.state.invited)).toBe(true);

    // Give the two seats back (the journey can run again); the agent's booking ends with it.
    for (const email of [agent, other]) {
      const seat = card.locator(`[data-testid="seat-row"][data-email="${email}"]`);
      await seat.getByTestId('seat-unassign').click();
      await expect(seat).toHaveCount(0);
    }
    await agentPage.reload();
    await expect(agentPage.getByTestId('account-program')).not.toContainText(title);
    expect(errors).toEqual([]);
  });
}
