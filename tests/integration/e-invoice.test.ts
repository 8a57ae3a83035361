/**
 * Tax invoices with their recipient, and e-invoicing (docs/tax-invoices.md), end to end below the
 * route handlers: the real upstream (PGlite, served over HTTP) → lib/upstream → lib/documents → lib/pdf rendered in
 * a child process → pdftotext; and the upstream's PINT AE XML → xmllint against the OASIS UBL 2.1 schemas
 * (../shared/standards/ubl-2.1; the PINT AE rules: e-invoice-rules.test.ts), its totals compared with the PDF's. A customer saves billing details, orders a program
 * and its exam with the WELCOME10 voucher, then changes the details: the order keeps the copy it was issued with.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadDocumentJob, parseDocumentQuery, type DocumentKind } from '@/lib/documents/jobs';
import { formatAmount, toFils } from '@/lib/money';
import { pdfText, renderSamples } from '@/scripts/pdf-dev/child';
import type { PdfJob } from '@/lib/pdf/render-core';
import { getBillingDetails } from '@/lib/upstream/billing';
import { getEInvoice } from '@/lib/upstream/e-invoice';
import { reloadSettings } from '@/lib/settings';
import { setEnv } from '../support/settings-env';
import { getCustomerOrders } from '@/lib/upstream/user';
import { serveApp, type RunningServer } from '../../upstream/src/server';
import * as schema from '../../upstream/src/db/schema';
import { ANON_TOKEN, SIGNING_SECRET, createTestApp, type TestContext } from './upstream/harness';
import { add, as, createCustomers, setProgram, submit, type Who } from './upstream/cart-helpers';
import { api } from './upstream/user-helpers';
import { UBL_XSD } from '../support/pint-ae-validator';

jest.mock('next/cache', () => ({ unstable_cache: (fn: (...a: unknown[]) => unknown) => fn }));
jest.setTimeout(240_000);

const XSD = UBL_XSD;
const PROGRAM = 5;
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const clean = (s: string) => s.replace(BIDI, '').replace(/[ \t]+/g, ' ');
const squeeze = (s: string) => clean(s).replace(/\s+/g, '');

const BILLING = {
  CompanyName: 'Al Mazrouei Properties L.L.C.',
  TRN: '100456789000003',
  TradeLicenseNumber: 'DED-1045871',
  TradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
  Address: {
    Line1: 'Office 1402, Marina Plaza',
    Line2: 'Dubai Marina',
    City: 'Dubai',
    Emirate: 'Dubai',
    POBox: '55123',
    CountryCode: 'AE',
  },
};

let t: TestContext;
let server: RunningServer;
let dir: string;
let buyer: Who;
let oid: string;
const text: Record<string, string> = {};
const xml: Record<'invoice' | 'credit-note', string> = { invoice: '', 'credit-note': '' };
const files: Record<string, string> = {};
const saved = { ...process.env };

const ctx = () => ({ userId: buyer.userId, token: buyer.token, lang: 'en' as const });

async function load(kind: DocumentKind, lang: 'en' | 'ar') {
  const query = parseDocumentQuery(kind, new URLSearchParams(`oid=${oid}&uid=${buyer.userId}`));
  const loaded = await loadDocumentJob(kind, query!, lang, ctx());
  if (!loaded.ok) throw new Error(`${kind}: ${JSON.stringify(loaded.error)}`);
  return loaded.job;
}

/** Values of an XPath (local names, so no namespace set-up) in one of the XML documents. */
function xpath(kind: 'invoice' | 'credit-note', expr: string): string {
  return execFileSync('xmllint', ['--nonet', '--xpath', expr, files[`${kind}.xml`]], { encoding: 'utf8' }).trim();
}
const el = (...names: string[]) => names.map((n) => `/*[local-name()='${n}']`).join('');

beforeAll(async () => {
  t = await createTestApp();
  server = await serveApp(t.app, t.database, { port: 0, hostname: '127.0.0.1', quiet: true });
  setEnv({
    UPSTREAM_URL: `http://127.0.0.1:${server.port}`,
    UPSTREAM_SIGNING_SECRET: SIGNING_SECRET,
    UPSTREAM_ANON_TOKEN: ANON_TOKEN,
    SITE_URL: 'https://www.institute.test',
  });

  await setProgram(t, PROGRAM, { priceFils: 295000, examPriceFils: 50000, hasExam: true, seatsAvailable: 30 });
  [buyer] = await createCustomers(t, 1, 'tax');
  expect((await api(t, 'User/set-billing-details', { body: BILLING, as: as(buyer) })).status).toBe(200);
  await add(t, buyer, PROGRAM, 'program');
  await add(t, buyer, PROGRAM, 'exam');
  expect((await api(t, 'Cart/get-cart-promo-code?promoCode=WELCOME10', { as: as(buyer) })).json.data).toBe(1);
  const order = await submit(t, buyer, `paymentMethod=pay_later&trn=${BILLING.TRN}`);
  expect(order.status).toBe(200);
  oid = order.json.data.OrderUniqueID;
  // Later changes of the profile do not reach the order: it keeps the copy it was issued with.
  const changed = { ...BILLING, TradeLicenseNumber: 'DED-2000001', Address: { ...BILLING.Address, Line1: 'Villa 7' } };
  expect((await api(t, 'User/set-billing-details', { body: changed, as: as(buyer) })).status).toBe(200);

  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e-invoice-'));
  const invoiceEn = await load('invoice', 'en');
  const invoiceAr = await load('invoice', 'ar');
  for (const kind of ['invoice', 'credit-note'] as const) {
    if (kind === 'credit-note')
      await t.database.db
        .update(schema.orders)
        .set({ statusId: 4, refundDate: new Date() })
        .where(eq(schema.orders.uniqueId, oid));
    const r = await getEInvoice({ oid, uid: buyer.userId, type: kind }, ctx());
    if (!r.ok || !r.data) throw new Error(`${kind} xml: ${JSON.stringify(r)}`);
    xml[kind] = r.data.Xml;
    files[`${kind}.xml`] = path.join(dir, r.data.FileName);
    fs.writeFileSync(files[`${kind}.xml`], r.data.Xml);
  }
  const named: { name: string; job: PdfJob }[] = [
    { name: 'invoice-en', job: invoiceEn },
    { name: 'invoice-ar', job: invoiceAr },
    { name: 'credit-note-en', job: await load('credit-note', 'en') },
    { name: 'credit-note-ar', job: await load('credit-note', 'ar') },
  ];
  const jobsFile = path.join(dir, 'jobs.json');
  fs.writeFileSync(jobsFile, JSON.stringify(named));
  for (const r of renderSamples(['--out', dir, '--jobs', jobsFile], { timeoutMs: 200_000 })) {
    text[r.name] = clean(pdfText(r.file));
    files[r.name] = r.file;
  }
});

afterAll(async () => {
  process.env = saved;
  reloadSettings();
  await server?.shutdown('test done'); // closes the database too
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

describe('the tax invoice names its recipient', () => {
  it("shows the buyer's address, TRN and trade licence as the order was issued, in both languages", () => {
    for (const name of ['invoice-en', 'credit-note-en'])
      for (const phrase of [
        'Al Mazrouei Properties L.L.C.',
        'Office 1402, Marina Plaza',
        'Dubai Marina',
        'P.O. Box 55123, Dubai',
        'United Arab Emirates',
        'Customer TRN: 100456789000003',
        'Trade licence No.: DED-1045871',
      ])
        expect(text[name]).toContain(phrase);
    expect(text['invoice-en']).not.toContain('Villa 7');
    expect(text['invoice-en']).not.toContain('DED-2000001');
    expect(squeeze(text['invoice-ar'])).toContain(squeeze('الإمارات العربية المتحدة'));
    expect(text['invoice-ar']).toContain('Office 1402, Marina Plaza');
    expect(text['invoice-ar']).toContain('100456789000003');
    expect(squeeze(text['invoice-ar'])).toContain(squeeze('رقم الرخصة التجارية'));
  });

  it('prints the institute (supplier) name and TRN from the settings', () => {
    expect(text['invoice-en']).toContain('Emirates Institute of Real Estate Studies');
    expect(text['invoice-en']).toContain('TRN: 100234567800003');
  });

  it('the profile holds the new details; the web reads them through the extension', async () => {
    const now = await getBillingDetails(ctx());
    expect(now).toMatchObject({ ok: true, data: { TradeLicenseNumber: 'DED-2000001' } });
  });
});

describe('e-invoicing: PINT AE (UBL 2.1) XML of the invoice and of the credit note', () => {
  it.each(['invoice', 'credit-note'] as const)('the %s passes the OASIS UBL 2.1 schema (xmllint)', (kind) => {
    const xsd = path.join(XSD, kind === 'invoice' ? 'UBL-Invoice-2.1.xsd' : 'UBL-CreditNote-2.1.xsd');
    const r = spawnSync('xmllint', ['--nonet', '--noout', '--schema', xsd, files[`${kind}.xml`]], { encoding: 'utf8' });
    expect(r.stderr.trim()).toBe(`${files[`${kind}.xml`]} validates`);
    expect(r.status).toBe(0);
  });

  it('the validator does fail a document that breaks the schema (so the check above can fail)', () => {
    const broken = path.join(dir, 'broken.xml');
    fs.writeFileSync(
      broken,
      xml.invoice.replace('<cbc:IssueDate>', '<cbc:IssuedOn>').replace('</cbc:IssueDate>', '</cbc:IssuedOn>'),
    );
    const r = spawnSync('xmllint', ['--nonet', '--noout', '--schema', path.join(XSD, 'UBL-Invoice-2.1.xsd'), broken], {
      encoding: 'utf8',
    });
    expect(r.status).not.toBe(0);
  });

  it('carries the PINT AE profile, its UUID and sequential number, seller and buyer with TRN and structured address', async () => {
    const orders = await getCustomerOrders(ctx());
    const order = orders.ok ? orders.data.find((o) => o.OrderUniqueID === oid)! : undefined;
    expect(order).toBeDefined();
    const number = `INV-${String(order!.OrderID).padStart(6, '0')}`;
    expect(xpath('invoice', `string(${el('Invoice', 'CustomizationID')})`)).toBe('urn:peppol:pint:billing-1@ae-1');
    expect(xpath('invoice', `string(${el('Invoice', 'ID')})`)).toBe(number);
    expect(xpath('invoice', `string(${el('Invoice', 'UUID')})`)).toBe(oid);
    expect(xpath('invoice', `string(${el('Invoice', 'InvoiceTypeCode')})`)).toBe('380');
    expect(xpath('invoice', `string(${el('Invoice', 'DocumentCurrencyCode')})`)).toBe('AED');
    const supplier = el('Invoice', 'AccountingSupplierParty', 'Party');
    expect(xpath('invoice', `string(${supplier}${el('PartyTaxScheme', 'CompanyID')})`)).toBe('100234567800003');
    const customer = el('Invoice', 'AccountingCustomerParty', 'Party');
    expect(xpath('invoice', `string(${customer}${el('PartyTaxScheme', 'CompanyID')})`)).toBe('100456789000003');
    // Seller and buyer: a legal registration is a trade licence in the TL form with its issuing authority (the
    // seller's from the settings, the buyer's from their billing details).
    expect(xpath('invoice', `string(${supplier}${el('PartyLegalEntity', 'CompanyID')}/@schemeAgencyID)`)).toBe('TL');
    expect(xpath('invoice', `string(${supplier}${el('PartyLegalEntity', 'CompanyID')}/@schemeAgencyName)`)).toBe(
      'Dubai Department of Economy and Tourism',
    );
    expect(xpath('invoice', `string(${customer}${el('PartyLegalEntity', 'CompanyID')})`)).toBe('DED-1045871');
    expect(xpath('invoice', `string(${customer}${el('PartyLegalEntity', 'CompanyID')}/@schemeAgencyName)`)).toBe(
      'Dubai Department of Economy and Tourism',
    );
    expect(xpath('invoice', `string(${customer}${el('PartyIdentification', 'ID')})`)).toBe(buyer.userId);
    expect(xpath('invoice', `string(${customer}${el('EndpointID')})`)).toBe('1004567890');
    expect(xpath('invoice', `string(${customer}${el('PostalAddress', 'StreetName')})`)).toBe(
      'Office 1402, Marina Plaza',
    );
    expect(xpath('invoice', `string(${customer}${el('PostalAddress', 'CityName')})`)).toBe('Dubai');
    expect(xpath('invoice', `string(${customer}${el('PostalAddress', 'CountrySubentity')})`)).toBe('DXB');
    expect(xpath('invoice', `string(${customer}${el('PostalAddress', 'Country', 'IdentificationCode')})`)).toBe('AE');
    // lines: VAT category S at 5 %, in AED, with the voucher as a line allowance
    expect(xpath('invoice', `count(${el('Invoice', 'InvoiceLine')})`)).toBe('2');
    expect(
      xpath('invoice', `string((${el('Invoice', 'InvoiceLine', 'Item', 'ClassifiedTaxCategory', 'ID')})[1])`),
    ).toBe('S');
    expect(xpath('invoice', `string((${el('Invoice', 'InvoiceLine', 'LineExtensionAmount')})[1]/@currencyID)`)).toBe(
      'AED',
    );
    // the credit note has its own number and UUID and refers to its invoice
    expect(xpath('credit-note', `string(${el('CreditNote', 'ID')})`)).toBe(number.replace('INV', 'CN'));
    expect(xpath('credit-note', `string(${el('CreditNote', 'UUID')})`)).not.toBe(oid);
    expect(
      xpath('credit-note', `string(${el('CreditNote', 'BillingReference', 'InvoiceDocumentReference', 'ID')})`),
    ).toBe(number);
    expect(xpath('credit-note', `string(${el('CreditNote', 'CreditNoteTypeCode')})`)).toBe('381');
  });

  it.each([
    ['invoice', 'invoice-en'],
    ['invoice', 'invoice-ar'],
    ['credit-note', 'credit-note-en'],
    ['credit-note', 'credit-note-ar'],
  ] as const)("the %s XML's totals and lines equal the PDF's (%s)", (kind, pdf) => {
    const root = kind === 'invoice' ? 'Invoice' : 'CreditNote';
    const amount = (expr: string) => toFils(xpath(kind, `string(${expr})`));
    const payable = amount(el(root, 'LegalMonetaryTotal', 'PayableAmount'));
    const taxExclusive = amount(el(root, 'LegalMonetaryTotal', 'TaxExclusiveAmount'));
    const vat = amount(el(root, 'TaxTotal', 'TaxAmount'));
    expect(payable).toBe(taxExclusive + vat);
    // program 2,950 and exam 500 with 10 % off: 3,105.00 + VAT 155.25 = 3,260.25
    expect([taxExclusive, vat, payable]).toEqual([310500, 15525, 326025]);
    for (const fils of [payable, vat, taxExclusive]) expect(text[pdf]).toContain(formatAmount(fils, 'en'));
    // every line's amount (net + VAT) and net, as printed
    const line = kind === 'invoice' ? 'InvoiceLine' : 'CreditNoteLine';
    for (const i of [1, 2]) {
      const net = amount(`(${el(root, line, 'LineExtensionAmount')})[${i}]`);
      const lineVat = amount(`(${el(root, line, 'TaxTotal', 'TaxAmount')})[${i}]`);
      const total = amount(`(${el(root, line, 'ItemPriceExtension', 'Amount')})[${i}]`);
      expect(net + lineVat).toBe(total);
      for (const fils of [net, lineVat, total]) expect(text[pdf]).toContain(formatAmount(fils, 'en'));
    }
  });
});

describe('refusals and what an API without the extensions looks like', () => {
  it('the upstream refuses a TRN that is not 15 digits (billing details, profile, order)', async () => {
    const bad = await api(t, 'User/set-billing-details', { body: { ...BILLING, TRN: '12AB' }, as: as(buyer) });
    expect(bad.status).toBe(400);
    const profile = (await api(t, 'User/get-profile', { as: as(buyer) })).json.data;
    const setProfile = await api(t, 'User/set-profile', {
      body: { ...profile, TRN: '12AB', DOB: '1990-01-01T00:00:00.000Z' },
      as: as(buyer),
    });
    expect(setProfile.status).toBe(400);
    await add(t, buyer, 3, 'membership');
    expect((await submit(t, buyer, 'paymentMethod=pay_later&trn=12AB')).status).toBe(400);
    expect((await api(t, 'User/get-billing-details', { as: as(buyer) })).json.data.TRN).toBe('100456789000003');
  });

  it("another customer's uid, an unknown order, or a credit note of an order not in credit answer null", async () => {
    const [other] = await createCustomers(t, 1, 'other');
    const foreign = await getEInvoice(
      { oid, uid: other.userId, type: 'invoice' },
      { ...ctx(), userId: other.userId, token: other.token },
    );
    expect(foreign).toEqual({ ok: true, data: null });
    // The buyer's own oid and uid, asked for with another customer's token: not theirs to read.
    const peek = await getEInvoice(
      { oid, uid: buyer.userId, type: 'invoice' },
      { ...ctx(), userId: other.userId, token: other.token },
    );
    expect(peek).toEqual({ ok: true, data: null });
    // an individual with a billing address (without one an order has no e-invoice: e-invoice-rules.test.ts)
    const address = { ...BILLING.Address, Line1: 'Villa 3, Street 8' };
    const individual = { CompanyName: null, TRN: null, TradeLicenseNumber: null, Address: address };
    expect((await api(t, 'User/set-billing-details', { body: individual, as: as(other) })).status).toBe(200);
    await add(t, other, 3, 'membership');
    const own = (await submit(t, other)).json.data.OrderUniqueID as string;
    const asOther = { ...ctx(), userId: other.userId, token: other.token };
    const credit = await getEInvoice({ oid: own, uid: other.userId, type: 'credit-note' }, asOther);
    expect(credit).toEqual({ ok: true, data: null });
    const invoice = await getEInvoice({ oid: own, uid: other.userId, type: 'invoice' }, asOther);
    expect(invoice.ok && invoice.data?.Xml).toContain('urn:peppol:pint:billing-1@ae-1');
  });

  it('with UPSTREAM_EXTENSIONS=off the web reads both extensions as unavailable and orders carry no e-invoice link', async () => {
    const off = await createTestApp({ config: { extensions: false } });
    const offServer = await serveApp(off.app, off.database, { port: 0, hostname: '127.0.0.1', quiet: true });
    setEnv({ UPSTREAM_URL: `http://127.0.0.1:${offServer.port}` });
    try {
      const [who] = await createCustomers(off, 1, 'off');
      const c = { userId: who.userId, token: who.token, lang: 'en' as const };
      expect(await getBillingDetails(c)).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
      expect(await getEInvoice({ oid, uid: who.userId, type: 'invoice' }, c)).toMatchObject({
        ok: false,
        error: { kind: 'unavailable' },
      });
      await add(off, who, 3, 'membership');
      expect((await submit(off, who)).status).toBe(200);
      const orders = await getCustomerOrders(c);
      expect(orders.ok && orders.data.length).toBe(1);
      expect(orders.ok && orders.data[0]).not.toHaveProperty('EInvoice');
      expect(orders.ok && orders.data[0]).not.toHaveProperty('BillingAddress');
    } finally {
      setEnv({ UPSTREAM_URL: `http://127.0.0.1:${server.port}` });
      await offServer.shutdown('test done'); // closes its database too
      fs.rmSync(off.config.dataDir, { recursive: true, force: true });
    }
  });
});
