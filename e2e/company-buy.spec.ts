import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bff, signUp, test } from './support/accounts';
import { axeViolations, collectErrors, settled } from './support/page';
import { UPSTREAM, upstreamHeaders } from './support/upstream';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * Buying seats for a team (docs/company.md#buying-seats) in a real browser, one journey per language: a customer
 * creates a company and staff verify it; on a program card the admin asks for 0 seats (refused in words, nothing
 * sent), then 5 under "Buy for my team"; the cart shows one line of 5 seats at a price per seat and whom the invoice
 * goes to; the checkout refuses a bank transfer without a PO, then places it with one; the tax invoice PDF and its
 * PINT AE XML name the company (legal name, TRN) and the PO. The rules are in tests/integration/upstream/company-buy*.
 */
test.describe.configure({ mode: 'parallel' });

const MESSAGES = { en, ar } as const;
const STAFF = { email: 'staff@institute.test', password: 'Staff#2026' };
/** One company per language (its TRN tells staff's list apart). */
const TRN = { en: '100777888900003', ar: '100777888900011' } as const;
const LEGAL = { en: 'Oasis Realty Partners LLC', ar: 'أويسس للشراكات العقارية ذ.م.م' } as const;
const PO = { en: 'PO-OASIS-EN-42', ar: 'PO-OASIS-AR-42' } as const;

type Program = {
  PriceOptionID: number;
  ProductId: number;
  Link: string | null;
  StartDate_DESC: string;
  MaxStudents: number;
  SchedulePrice: number;
  HasExam: boolean;
  WithExam: boolean;
};

/** Programs far enough ahead with room for a team, one per journey. */
async function programFor(request: APIRequestContext, lang: 'en' | 'ar'): Promise<Program> {
  const r = await request.get(`${UPSTREAM}/api/Courses/get-programs?top=1000`, { headers: await upstreamHeaders() });
  const all = ((await r.json()) as { data: Program[] }).data;
  // A priced program: a free order is paid at once and its invoice has nothing to transfer.
  const roomy = all.filter(
    (p) =>
      Date.parse(p.StartDate_DESC) > Date.now() + 5 * 86_400_000 &&
      p.MaxStudents >= 12 &&
      p.SchedulePrice > 0 &&
      p.HasExam &&
      !p.WithExam,
  );
  return roomy[lang === 'en' ? 0 : 1]!;
}

async function pdfText(page: Page, url: string): Promise<string> {
  const pdf = await page.request.get(url);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'company-buy-')), 'invoice.pdf');
  fs.writeFileSync(file, await pdf.body());
  if (process.env.BUY_SHOTS)
    fs.copyFileSync(file, path.join(process.env.BUY_SHOTS, path.basename(url.split('?')[0]!) + '.pdf'));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Screenshots for a look by hand (BUY_SHOTS=<folder>), at desktop width and at 360 px. */
async function shot(page: Page, name: string, part?: Locator) {
  const dir = process.env.BUY_SHOTS;
  if (!dir) return;
  const take = (file: string) =>
    part
      ? part.screenshot({ path: path.join(dir, file) })
      : page.screenshot({ path: path.join(dir, file), fullPage: true });
  await take(`${name}.png`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  await take(`${name}-360.png`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (size) await page.setViewportSize(size);
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a verified company buys 5 seats by bank transfer with a PO; its invoice names it`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const m = MESSAGES[lang].companyBuy;
    const errors = collectErrors(page);
    await signUp(page, baseURL!, { tag: `company-buy-${lang}`, firstName: 'Omar', lastName: 'Khalil' });
    const created = await bff(page, baseURL!, '/api/company', {
      LegalName_en: lang === 'en' ? LEGAL.en : 'Oasis Realty Partners AR LLC',
      LegalName_ar: LEGAL.ar,
      TradeLicenseNumber: '4433221',
      TradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
      TRN: TRN[lang],
      Line1: 'Office 1501, Oasis Tower',
      Line2: '',
      City: 'Dubai',
      Emirate: 'Dubai',
      POBox: '',
      BillingContactName: 'Mona Farid',
      BillingContactEmail: 'accounts@oasis.example',
      BillingContactPhone: '+971 4 555 6677',
    });
    expect(created.body).toMatchObject({ ok: true, status: 'created' });
    const company = (await (await page.request.get(`${baseURL}/api/company/team`)).json()) as {
      company: { CompanyID: number };
    };
    // Staff verify the company.
    const staff = await (await browser.newContext({ baseURL })).newPage();
    expect((await bff(staff, baseURL!, '/api/auth/login', STAFF)).body).toMatchObject({ ok: true });
    const verified = await bff(staff, baseURL!, '/api/company/verify', {
      CompanyID: company.company.CompanyID,
      Verified: true,
    });
    expect(verified.body).toEqual({ ok: true, status: 'verified' });

    // The program card: Buy for my team; 0 seats is refused in words, 5 go in the cart.
    const program = await programFor(request, lang);
    await page.goto(`/${lang}/course/${program.Link ?? 'course'}/${program.ProductId}`);
    await settled(page);
    const card = page.locator(`[data-testid="program-card"][data-program-id="${program.PriceOptionID}"]`).first();
    await card.getByRole('button', { name: m.island.open }).click();
    const quantity = card.getByLabel(m.island.quantity);
    await quantity.fill('0');
    await card.getByTestId('team-add').click();
    await expect(card.getByTestId('team-status')).toHaveText(m.errors.quantity);
    await quantity.fill('5');
    await card.getByTestId('team-add').click();
    await expect(card.getByTestId('team-status')).toContainText(m.island.added);
    await shot(page, `${lang}-program-card`, card);

    // The cart: one line of 5 seats at a price per seat, invoiced to the company.
    await card.getByTestId('team-go-cart').click();
    await page.waitForURL(new RegExp(`/${lang}/cart`));
    const line = page.getByTestId('team-line-program');
    await expect(line.getByTestId('team-line-quantity')).toHaveText('5');
    await expect(line.getByTestId('team-per-seat')).toBeVisible();
    await expect(page.getByTestId('team-invoice-to')).toContainText(TRN[lang]);
    await expect(page.getByTestId('team-invoice-to')).toContainText(lang === 'en' ? LEGAL.en : LEGAL.ar);
    await expect(page.getByTestId('team-payment-bank_transfer')).toBeChecked();
    // The program's exam for as many seats.
    await page.getByTestId('team-add-exam').click();
    await expect(page.getByTestId('team-line-exam')).toContainText(`${m.cart.seats}: 5`);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `${lang}-team-cart`);

    // A bank transfer needs a PO: said under the field, nothing ordered; then placed with one.
    await page.getByTestId('team-terms').check();
    await page.getByTestId('team-place-order').click();
    await expect(page.getByTestId('team-error-po')).toHaveText(m.status.po_required);
    await page.getByTestId('team-po').fill(PO[lang]);
    await page.getByTestId('team-place-order').click();
    await page.waitForURL(new RegExp(`/${lang}/my-account/my-orders`));

    // The tax invoice and its e-invoice name the company and the PO.
    const order = page.getByTestId('order-card').first();
    const invoiceHref = await order.getByTestId('order-invoice').getAttribute('href');
    const xmlHref = await order.getByTestId('order-e-invoice').getAttribute('href');
    const text = await pdfText(page, `${baseURL}${invoiceHref}`);
    for (const phrase of [lang === 'en' ? LEGAL.en : 'Oasis Realty Partners AR LLC', TRN[lang], PO[lang], '4433221'])
      expect(text).toContain(phrase);
    const xml = await (await page.request.get(`${baseURL}${xmlHref}`)).text();
    expect(xml).toContain(`<cbc:CompanyID>${TRN[lang]}</cbc:CompanyID>`);
    expect(xml).toContain(`<cbc:BuyerReference>${PO[lang]}</cbc:BuyerReference>`);
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="C62">5</cbc:InvoicedQuantity>');
    expect(xml).toContain('<cbc:PaymentMeansCode name="Credit transfer">30</cbc:PaymentMeansCode>');
    await shot(page, `${lang}-my-orders`);
    // The refusals above (0 seats is said before any call; the missing PO too) leave no 5xx behind.
    expect(errors.filter((e) => !/status of (400|409)\b/.test(e))).toEqual([]);
  });
}
