import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { signUp, test } from './support/accounts';
import { UPSTREAM, upstreamHeaders } from './support/upstream';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * Tax invoices and e-invoicing in a browser (docs/tax-invoices.md): a new customer gives billing
 * details in My Profile (a TRN of '12AB' is refused in the page's language), orders a program and its exam with
 * WELCOME10 and pay later, and then finds on My Orders the invoice PDF with their address and TRN, the e-invoice XML
 * next to it, and an order page whose lines (discount, net, VAT, amount) add up to its total.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const MESSAGES = { en, ar } as const;
type Lang = keyof typeof MESSAGES;

type Program = {
  PriceOptionID: number;
  ProductId: number;
  Link: string | null;
  HasExam: boolean;
  SchedulePrice: number;
  ExamPrice: number;
  StartDate_DESC: string;
  MaxStudents: number;
};

async function programWithExam(request: APIRequestContext): Promise<Program> {
  const response = await request.get(`${UPSTREAM}/api/Courses/get-programs?top=1000`, {
    headers: await upstreamHeaders(),
  });
  const programs = ((await response.json()) as { data: Program[] }).data;
  return programs.find(
    (p) =>
      p.HasExam &&
      p.SchedulePrice > 0 &&
      p.ExamPrice > 0 &&
      p.MaxStudents > 10 &&
      Date.parse(p.StartDate_DESC) > Date.now() + 2 * 86_400_000,
  )!;
}

/** An amount as shown ("AED -29.50", "‎-29.50 د.إ") in fils. */
const fils = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/AED|د\.إ/g, '').replace(/[^\d.-]/g, '')) * 100);

/** The authority that issued the buyer's trade licence, as a customer writes it in each language. */
const AUTHORITY = { en: 'Dubai Department of Economy and Tourism', ar: 'دائرة الاقتصاد والسياحة في دبي' } as const;

async function fillBilling(page: Page, lang: Lang) {
  const f = MESSAGES[lang].tax.billing.fields;
  const card = page.getByTestId('billing-card');
  await card.getByLabel(f.CompanyName).fill('Al Hashimi Real Estate L.L.C.');
  await card.getByLabel(f.TradeLicenseNumber).fill('DED-778899');
  await card.getByLabel(f.TradeLicenseAuthority).fill(AUTHORITY[lang]);
  await card.getByLabel(f.Line1).fill('Office 905, Churchill Tower');
  await card.getByLabel(f.City).fill('Dubai');
  await card.getByLabel(f.Emirate).selectOption('Dubai');
  await card.getByLabel(f.POBox).fill('24680');
  // A TRN is 15 digits: '12AB' is refused, translated, and nothing is saved.
  await card.getByLabel(f.TRN).fill('12AB');
  await card.getByTestId('billing-save').click();
  await expect(card.getByText(MESSAGES[lang].tax.trnInvalid).first()).toBeVisible();
  await card.getByLabel(f.TRN).fill('100 3456 7890 0003');
  await card.getByTestId('billing-save').click();
  await expect(card.getByText(MESSAGES[lang].tax.billing.saved)).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: billing details, a voucher order, its invoice with the buyer's address and TRN, the e-invoice XML, and lines that add up`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const m = MESSAGES[lang];
    await signUp(page, baseURL!, { tag: 'tax', firstName: 'Mariam', lastName: 'Al Hashimi' });

    await page.goto(`/${lang}/my-account/my-profile`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('billing-card')).toBeVisible();
    // the company fields live in the billing card only (one place to edit them)
    await expect(page.locator('#profile-TRN')).toHaveCount(0);
    await fillBilling(page, lang);

    // The cart: program and exam with WELCOME10; the checkout offers the saved TRN.
    const program = await programWithExam(request);
    const headers = { origin: new URL(baseURL!).origin };
    for (const data of [{ ItemID: program.PriceOptionID, ItemType: 'program', WithExam: true }]) {
      const r = await page.request.post(`${baseURL}/api/cart/add?lang=${lang}`, { data, headers });
      expect(await r.json()).toMatchObject({ ok: true });
    }
    const promo = await page.request.post(`${baseURL}/api/cart/promo?lang=${lang}`, {
      data: { promoCode: 'WELCOME10' },
      headers,
    });
    expect(await promo.json()).toMatchObject({ ok: true });
    await page.goto(`/${lang}/cart`);
    await expect(page.getByTestId('checkout-billing')).toBeVisible();
    await expect(page.getByTestId('trn-input')).toHaveValue('100345678900003');
    // the checkout's own TRN field refuses '12AB' too
    await page.getByTestId('trn-input').fill('12AB');
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('payment-pay_later').check();
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-error-trn')).toHaveText(m.tax.trnInvalid);
    await page.getByTestId('trn-input').fill('100345678900003');
    await page.getByTestId('place-order').click();
    await page.waitForURL(new RegExp(`/${lang}/my-account/my-orders`));

    // My Orders: the invoice PDF and the e-invoice XML of the new order
    const card = page.getByTestId('order-card').first();
    const invoiceHref = await card.getByTestId('order-invoice').getAttribute('href');
    const xmlHref = await card.getByTestId('order-e-invoice').getAttribute('href');
    expect(xmlHref).toMatch(new RegExp(`^/${lang}/pdf/invoice/xml\\?oid=`));
    const xml = await page.request.get(`${baseURL}${xmlHref}`);
    expect(xml.status()).toBe(200);
    expect(xml.headers()['content-type']).toContain('application/xml');
    expect(xml.headers()['content-disposition']).toMatch(/attachment; filename="INV-\d+\.xml"/);
    const body = await xml.text();
    expect(body).toContain('<cbc:CustomizationID>urn:peppol:pint:billing-1@ae-1</cbc:CustomizationID>');
    expect(body).toContain('<cbc:CompanyID>100345678900003</cbc:CompanyID>');
    expect(body).toContain('<cbc:StreetName>Office 905, Churchill Tower</cbc:StreetName>');
    expect(body).toContain(
      `<cbc:CompanyID schemeAgencyID="TL" schemeAgencyName="${AUTHORITY[lang]}">DED-778899</cbc:CompanyID>`,
    );
    // a visitor (another browser) does not get the XML: sent to login like for the PDF
    const anonymous = await request.get(`${baseURL}${xmlHref}`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(303);
    expect(anonymous.headers().location).toContain(`/${lang}/login?returnUrl=`);

    const pdf = await page.request.get(`${baseURL}${invoiceHref}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tax-e2e-')), 'invoice.pdf');
    fs.writeFileSync(file, await pdf.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const phrase of ['Office 905, Churchill Tower', '100345678900003', 'DED-778899', 'Al Hashimi Real Estate'])
      expect(text).toContain(phrase);
    // the XML's total is the PDF's
    const payable = /<cbc:PayableAmount currencyID="AED">([\d.]+)</.exec(body)![1];
    expect(text).toContain(Number(payable).toLocaleString('en-US', { minimumFractionDigits: 2 }));

    // The order page: each line shows its discount and net; the lines add up to the total.
    await card.getByTestId('order-details').click();
    await expect(page.getByTestId('order-detail').filter({ visible: true })).toBeVisible();
    await expect(page.getByTestId('order-billing-address')).toContainText('Office 905, Churchill Tower');
    const lines = page.getByTestId('order-line');
    await expect(lines).toHaveCount(2);
    let sum = 0;
    for (const line of await lines.all()) {
      const amount = (kind: string) => line.locator(`[data-amount="${kind}"]`).textContent().then(fils);
      const [unit, discount, net, vat, total] = await Promise.all(
        ['unit', 'discount', 'net', 'vat', 'total'].map(amount),
      );
      expect(discount).toBeLessThan(0);
      expect(unit + discount).toBe(net);
      expect(net + vat).toBe(total);
      sum += total;
    }
    const totals = page.getByTestId('order-totals').locator('dd');
    expect(fils(await totals.last().textContent())).toBe(sum);
    expect(sum).toBe(Math.round(Number(payable) * 100));

    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`order-${lang}-390.png`), fullPage: true });
  });
}
