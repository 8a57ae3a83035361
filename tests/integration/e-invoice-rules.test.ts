/**
 * Every shape of e-invoice the upstream issues, against the standards' own validators (tests/support/pint-ae-validator):
 * the OASIS UBL 2.1 schema and both OpenPeppol PINT AE 2026.5 rule files, 0 findings each (every assert of these
 * files is fatal). The documents come from the real upstream (Cart/get-e-invoice over its HTTP app, PGlite or
 * TEST_DATABASE_URL): company and individual buyers, with and without a voucher, one and several lines, every item
 * type, card and pay later, a UAE and a foreign billing address, the invoice and the credit note, and the demo
 * customer's seeded orders. The official samples go through the same path and must pass; a broken copy must not.
 */
import { eq } from 'drizzle-orm';
import * as schema from '../../upstream/src/db/schema';
import { describeFindings, officialSamples, validateEInvoices, type Report } from '../support/pint-ae-validator';
import { createTestApp, type TestContext } from './upstream/harness';
import {
  add,
  as,
  createCustomers,
  setProgram,
  signIn,
  submit,
  CUSTOMER,
  STAFF,
  type Who,
} from './upstream/cart-helpers';
import { api } from './upstream/user-helpers';

jest.setTimeout(480_000);

const PROGRAM = 5;
const OTHER_PROGRAM = 7;
const UAE_ADDRESS = {
  Line1: 'Office 1402, Marina Plaza',
  Line2: 'Dubai Marina',
  City: 'Dubai',
  Emirate: 'Dubai',
  POBox: '55123',
  CountryCode: 'AE',
};
const COMPANY = {
  CompanyName: 'Al Mazrouei Properties L.L.C.',
  TRN: '100456789000003',
  TradeLicenseNumber: 'DED-1045871',
  TradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
  Address: UAE_ADDRESS,
};
const INDIVIDUAL = {
  CompanyName: null,
  TRN: null,
  TradeLicenseNumber: null,
  Address: { ...UAE_ADDRESS, Line1: 'Villa 7, Street 12', Line2: null, City: 'Al Ain', Emirate: 'Abu Dhabi' },
};
const ABROAD = {
  ...INDIVIDUAL,
  Address: {
    Line1: '12 King Fahd Road',
    Line2: null,
    City: 'Riyadh',
    Emirate: 'Riyadh Province',
    POBox: null,
    CountryCode: 'SA',
  },
};

let t: TestContext;
const docs: Record<string, string> = {};
let reports: Record<string, Report>;
let ms = 0;

type Shape = {
  name: string;
  billing: object | null;
  items: [number, string, string?][];
  voucher?: string;
  pay: 'pay_later' | 'card';
  trn?: string;
  addressId?: boolean;
  creditNote?: boolean;
};

async function order(who: Who, s: Shape): Promise<string> {
  if (s.billing) expect((await api(t, 'User/set-billing-details', { body: s.billing, as: as(who) })).status).toBe(200);
  for (const [id, type, lang] of s.items) expect((await add(t, who, id, type, lang ?? null)).json).toEqual({ data: 1 });
  if (s.voucher)
    expect((await api(t, `Cart/get-cart-promo-code?promoCode=${s.voucher}`, { as: as(who) })).json.data).toBe(1);
  let address = '';
  if (s.addressId) {
    const saved = await api(t, 'User/save-address', {
      body: {
        AddressID: null,
        Label: 'Home',
        FullName: 'Buyer Test',
        Phone: '+971501112233',
        ...UAE_ADDRESS,
        IsDefault: true,
      },
      as: as(who),
    });
    address = `&addressId=${saved.json.data.AddressID}`;
  }
  const method = s.pay === 'card' ? 'online' : 'pay_later';
  const r = await submit(t, who, `paymentMethod=${method}&trn=${s.trn ?? '-'}${address}`);
  expect(r.status).toBe(200);
  const oid = r.json.data.OrderUniqueID as string;
  if (s.pay === 'card') {
    const form = new URLSearchParams({
      name: 'Layla Haddad',
      number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    const paid = await t.app.request(`/payment/card?uid=${who.userId}&oid=${oid}&lang=en&env=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(paid.status).toBeLessThan(400);
  }
  return oid;
}

async function eInvoice(who: Who, oid: string, type: 'invoice' | 'credit-note'): Promise<string> {
  const r = await api(t, `Cart/get-e-invoice?oid=${oid}&uid=${who.userId}&type=${type}`, { as: as(who) });
  expect(r.status).toBe(200);
  const xml = r.json.data?.Xml as string | undefined;
  if (!xml) throw new Error(`no ${type} for ${oid}: ${JSON.stringify(r.json)}`);
  return xml;
}

const SHAPES: Shape[] = [
  {
    name: 'company-voucher-two-lines',
    billing: COMPANY,
    items: [
      [PROGRAM, 'program'],
      [PROGRAM, 'exam'],
    ],
    voucher: 'WELCOME10',
    pay: 'pay_later',
    trn: COMPANY.TRN,
    creditNote: true,
  },
  { name: 'company-card-one-line', billing: COMPANY, items: [[2, 'membership']], pay: 'card', trn: COMPANY.TRN },
  {
    name: 'company-without-trn',
    billing: { ...COMPANY, TRN: null },
    items: [[OTHER_PROGRAM, 'program']],
    voucher: 'SAVE200',
    pay: 'pay_later',
  },
  {
    // A caller that predates the authority field sends the licence alone: the XML leaves the licence out.
    name: 'company-licence-without-authority',
    billing: { ...COMPANY, TradeLicenseAuthority: undefined },
    items: [[2, 'membership']],
    pay: 'pay_later',
    trn: COMPANY.TRN,
  },
  { name: 'individual-one-line', billing: INDIVIDUAL, items: [[2, 'membership']], pay: 'pay_later', creditNote: true },
  {
    name: 'individual-card-several-lines',
    billing: INDIVIDUAL,
    items: [
      [PROGRAM, 'program'],
      [PROGRAM, 'exam'],
      [2, 'diploma', 'ar'],
      [6, 'book'],
    ],
    voucher: 'WELCOME10',
    pay: 'card',
    addressId: true,
  },
  { name: 'individual-abroad', billing: ABROAD, items: [[2, 'membership']], pay: 'card', creditNote: true },
];

/**
 * A company order (docs/company.md#buying-seats): a verified company's admin buys 6 seats of a program and its exam
 * (volume tier and voucher), by bank transfer on net terms with a PO; its invoice and its credit note.
 */
const TEAM = {
  LegalName_en: 'Gulf Horizon Real Estate Brokers L.L.C.',
  LegalName_ar: 'أفق الخليج للوساطة العقارية ذ.م.م',
  TradeLicenseNumber: 'DED-2233445',
  TradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
  TRN: '100567890100003',
  Address: { ...UAE_ADDRESS, Line1: 'Office 2201, Churchill Tower', Line2: 'Business Bay', POBox: '77001' },
  BillingContactName: 'Huda Saleh',
  BillingContactEmail: 'finance@gulfhorizon.example',
  BillingContactPhone: '+971 4 222 3344',
};
const PO = 'PO-GH-2026-118';

async function companyOrder() {
  const staff = await signIn(t, STAFF);
  const [admin] = await createCustomers(t, 1, 'company-order');
  const created = await api(t, 'Company/create-company', { body: TEAM, as: as(admin!) });
  const CompanyID = created.json.data.CompanyID as number;
  await api(t, 'Company/verify-company', { body: { CompanyID, Verified: true }, as: as(staff) });
  for (const ItemType of ['program', 'exam'])
    expect(
      (
        await api(t, 'Company/add-team-line', {
          body: { CompanyID, ItemType, ItemID: PROGRAM, Quantity: 6 },
          as: as(admin!),
        })
      ).json.data.Status,
    ).toBe('ok');
  expect((await api(t, 'Cart/get-cart-promo-code?promoCode=WELCOME10', { as: as(admin!) })).json.data).toBe(1);
  const r = await api(t, 'Company/submit-team-order', {
    body: { PaymentMethod: 'bank_transfer', PONumber: PO },
    as: as(admin!),
  });
  expect(r.json.data.Status).toBe('ok');
  const oid = r.json.data.OrderUniqueID as string;
  docs['company-order-bank-transfer-invoice'] = await eInvoice(admin!, oid, 'invoice');
  await t.database.db
    .update(schema.orders)
    .set({ statusId: 4, refundDate: new Date() })
    .where(eq(schema.orders.uniqueId, oid));
  docs['company-order-bank-transfer-credit-note'] = await eInvoice(admin!, oid, 'credit-note');
}

beforeAll(async () => {
  t = await createTestApp();
  for (const id of [PROGRAM, OTHER_PROGRAM])
    await setProgram(t, id, { priceFils: 295000, examPriceFils: 50000, hasExam: true, seatsAvailable: 30 });
  for (const s of SHAPES) {
    const [who] = await createCustomers(t, 1, s.name);
    const oid = await order(who!, s);
    docs[`${s.name}-invoice`] = await eInvoice(who!, oid, 'invoice');
    if (s.creditNote) {
      await t.database.db
        .update(schema.orders)
        .set({ statusId: 4, refundDate: new Date() })
        .where(eq(schema.orders.uniqueId, oid));
      docs[`${s.name}-credit-note`] = await eInvoice(who!, oid, 'credit-note');
    }
  }
  await companyOrder();
  // The demo customer's seeded orders: every status, a refunded one with its credit note.
  const demo = await signIn(t, CUSTOMER);
  const orders = (await api(t, 'User/get-customer-orders', { as: as(demo) })).json.data as {
    OrderUniqueID: string;
    PaymentStatusID: number;
  }[];
  expect(orders.length).toBeGreaterThanOrEqual(5);
  for (const [i, o] of orders.entries()) {
    docs[`demo-${i + 1}-invoice`] = await eInvoice(demo, o.OrderUniqueID, 'invoice');
    if (o.PaymentStatusID === 4)
      docs[`demo-${i + 1}-credit-note`] = await eInvoice(demo, o.OrderUniqueID, 'credit-note');
  }
  const samples = officialSamples();
  const broken = samples['sample-Standard_tax_invoice']!.replace(/<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/, '');
  const started = Date.now();
  reports = await validateEInvoices({ ...docs, ...samples, 'broken-sample': broken });
  ms = Date.now() - started;
});

afterAll(async () => {
  await t?.close();
});

const findings = (name: string) => {
  const report = reports[name];
  if (!report) throw new Error(`no report for ${name}`);
  return describeFindings(report.findings);
};

test("a business buyer's trade licence goes in the TL form with its issuing authority, never without it", () => {
  const legal = (doc: string) =>
    /<cac:AccountingCustomerParty>[\s\S]*?<cac:PartyLegalEntity>([\s\S]*?)<\/cac:PartyLegalEntity>/.exec(doc)![1];
  expect(legal(docs['company-voucher-two-lines-invoice']!)).toContain(
    '<cbc:CompanyID schemeAgencyID="TL" schemeAgencyName="Dubai Department of Economy and Tourism">DED-1045871</cbc:CompanyID>',
  );
  expect(legal(docs['company-licence-without-authority-invoice']!)).not.toContain('CompanyID');
});

test('an order issued without a billing address has no e-invoice (nothing is invented), only its PDF', async () => {
  const [who] = await createCustomers(t, 1, 'no-address');
  const oid = await order(who!, { name: 'no-address', billing: null, items: [[2, 'membership']], pay: 'pay_later' });
  const r = await api(t, `Cart/get-e-invoice?oid=${oid}&uid=${who!.userId}&type=invoice`, { as: as(who!) });
  expect(r.json).toEqual({ data: null });
  const listed = (await api(t, 'User/get-customer-orders', { as: as(who!) })).json.data;
  expect(listed).toEqual([expect.objectContaining({ OrderUniqueID: oid, EInvoice: null })]);
  expect(listed[0].Invoice).toEqual(expect.any(String));
});

test('a company order names the company as buyer, its PO, the seats, and the bank transfer on its terms', () => {
  const doc = docs['company-order-bank-transfer-invoice']!;
  const buyer = /<cac:AccountingCustomerParty>([\s\S]*?)<\/cac:AccountingCustomerParty>/.exec(doc)![1]!;
  expect(buyer).toContain(`<cbc:RegistrationName>${TEAM.LegalName_en}</cbc:RegistrationName>`);
  expect(buyer).toContain(`<cbc:CompanyID>${TEAM.TRN}</cbc:CompanyID>`);
  expect(buyer).toContain('<cbc:StreetName>Office 2201, Churchill Tower</cbc:StreetName>');
  expect(buyer).toContain('schemeAgencyID="TL"');
  expect(doc).toContain(`<cbc:BuyerReference>${PO}</cbc:BuyerReference>`);
  expect(doc).toMatch(new RegExp(`<cac:OrderReference>\\s*<cbc:ID>${PO}</cbc:ID>`));
  expect(doc).toMatch(
    /<cbc:PaymentMeansCode name="Credit transfer">30<\/cbc:PaymentMeansCode>\s*<cac:PayeeFinancialAccount>\s*<cbc:ID>AE\d{21}<\/cbc:ID>/,
  );
  expect(doc.match(/<cbc:InvoicedQuantity unitCode="C62">6<\/cbc:InvoicedQuantity>/g)).toHaveLength(2);
  const issue = /<cbc:IssueDate>([\d-]+)<\/cbc:IssueDate>/.exec(doc)![1]!;
  const due = /<cbc:DueDate>([\d-]+)<\/cbc:DueDate>/.exec(doc)![1]!;
  expect((Date.parse(due) - Date.parse(issue)) / 86_400_000).toBe(30);
});

describe('the validator itself', () => {
  it.each(['Doc-level-allowance-O-category', 'Standard_tax_credit_Note', 'Standard_tax_invoice'])(
    'the official sample %s passes the schema and both rule files with 0 findings',
    (name) => {
      expect(findings(`sample-${name}`)).toBe('');
      // Both rule files ran on it: a rule file that evaluated nothing would pass anything.
      for (const fired of Object.values(reports[`sample-${name}`]!.firedRules)) expect(fired).toBeGreaterThan(10);
    },
  );

  it('reports the finding of a sample whose payment means was removed (so the checks below can fail)', () => {
    expect(reports['broken-sample']!.findings.map((f) => f.id)).toEqual(['ibr-191-ae']);
  });

  it('validates every document of the suite in one JVM run per rule file, and prints the time it took', () => {
    console.info(`PINT AE validation of ${Object.keys(reports).length} documents: ${ms} ms`);
    expect(Object.keys(reports).length).toBe(Object.keys(docs).length + 4);
  });
});

describe('every e-invoice the upstream issues passes UBL 2.1 and PINT AE 2026.5 with 0 findings', () => {
  const names = [
    ...SHAPES.flatMap((s) => [`${s.name}-invoice`, ...(s.creditNote ? [`${s.name}-credit-note`] : [])]),
    'company-order-bank-transfer-invoice',
    'company-order-bank-transfer-credit-note',
  ];
  it.each(names)('%s', (name) => {
    expect(findings(name)).toBe('');
  });

  it("the demo customer's seeded orders, the refunded one's credit note too", () => {
    const demo = Object.keys(docs).filter((n) => n.startsWith('demo-'));
    expect(demo.some((n) => n.endsWith('-credit-note'))).toBe(true);
    expect(demo.map((n) => `${n}: ${findings(n)}`)).toEqual(demo.map((n) => `${n}: `));
  });
});
