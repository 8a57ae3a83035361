/**
 * Printable documents end to end below the route handler: the real upstream app (PGlite, seeded, served over
 * HTTP) → lib/upstream (the one client, real headers) → lib/documents (query, mapping, logos, QR target) →
 * lib/pdf rendered in a child Node process (react-pdf is ESM-only, see scripts/pdf-dev/child.ts) → pdftotext.
 * Both languages; the seeded paid orders of customer@institute.test and its course, diploma and initiative
 * certificates; a credit-note order made in this test's database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pdfText, renderSamples } from '@/scripts/pdf-dev/child';
import { assertCreditNoteAvailable, assertReceiptAvailable } from '@/lib/pdf/errors';
import { amountInWords, formatAmount, toFils } from '@/lib/money';
import { loadDocumentJob, parseDocumentQuery, type DocumentKind } from '@/lib/documents/jobs';
import type { PdfJob } from '@/lib/pdf/render-core';
import { serveApp, type RunningServer } from '../../upstream/src/server';
import * as schema from '../../upstream/src/db/schema';
import { ANON_TOKEN, SIGNING_SECRET, createTestApp, type TestContext } from './upstream/harness';
import { api } from './upstream/user-helpers';
import { reloadSettings } from '@/lib/settings';
import { setEnv } from '../support/settings-env';

// Next's data cache is not there outside Next: run the cached reads straight through.
jest.mock('next/cache', () => ({ unstable_cache: (fn: (...a: unknown[]) => unknown) => fn }));
jest.setTimeout(180_000);

const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };
const SECOND = { email: 'second@institute.test', password: 'Second#2026' };
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const clean = (s: string) => s.replace(BIDI, '').replace(/[ \t]+/g, ' ');
const squeeze = (s: string) => clean(s).replace(/\s+/g, '');

let t: TestContext;
let server: RunningServer;
let dir: string;
let customer: { userId: string; token: string };
let second: { userId: string; token: string };
let orders: { OrderID: number; OrderUniqueID: string; OrderTotal: number; PaymentStatusID: number }[];
let creditOid: string;
let courseCid: string;
let diplomaCid: string;
let initId: string;
let paidOid: string;
const text: Record<string, string> = {};
const jobs: Record<string, PdfJob> = {};

const saved = { ...process.env };

async function signIn(who: { email: string; password: string }) {
  const r = await api(t, 'User/sign-in', { body: who });
  expect(r.json.data.CODE).toBe(200);
  return { userId: r.json.data.UniqueID as string, token: r.json.data.token as string };
}

async function load(
  kind: DocumentKind,
  query: string,
  lang: 'en' | 'ar',
  ctx: { userId?: string; token?: string } = {},
) {
  const parsed = parseDocumentQuery(kind, new URLSearchParams(query));
  if (!parsed) throw new Error(`bad query ${query}`);
  return loadDocumentJob(kind, parsed, lang, { ...ctx, lang });
}

beforeAll(async () => {
  t = await createTestApp();
  server = await serveApp(t.app, t.database, { port: 0, hostname: '127.0.0.1', quiet: true });
  setEnv({
    UPSTREAM_URL: `http://127.0.0.1:${server.port}`,
    UPSTREAM_SIGNING_SECRET: SIGNING_SECRET,
    UPSTREAM_ANON_TOKEN: ANON_TOKEN,
    SITE_URL: 'https://www.institute.test',
  });

  customer = await signIn(CUSTOMER);
  second = await signIn(SECOND);
  const list = await api(t, 'User/get-customer-orders', { as: customer });
  orders = list.json.data;
  expect(orders.filter((o) => o.PaymentStatusID === 2).length).toBeGreaterThanOrEqual(2);
  // One seeded paid order is refunded in this test's database: the credit note applies to it (status 4).
  paidOid = orders.find((o) => o.PaymentStatusID === 2)!.OrderUniqueID;
  const refunded = orders.find((o) => o.PaymentStatusID === 4);
  if (refunded) creditOid = refunded.OrderUniqueID;
  else {
    creditOid = orders.filter((o) => o.PaymentStatusID === 2)[1].OrderUniqueID;
    await t.database.db
      .update(schema.orders)
      .set({ statusId: 4, refundDate: new Date() })
      .where(eq(schema.orders.uniqueId, creditOid));
  }
  // The certificates' ids, as My Account links them.
  const cidOf = (link: string | null | undefined) => new URLSearchParams(String(link).split('?')[1]).get('cid');
  const programs = (await api(t, 'User/get-customer-order-items?type=program', { as: customer })).json.data as {
    CourseCertDownloadLink: string | null;
  }[];
  const diplomas = (await api(t, 'User/get-customer-order-items?type=diploma', { as: customer })).json.data as {
    DiplomaCertDownloadLink: string | null;
  }[];
  const inits = (await api(t, 'User/get-customer-inits', { as: customer })).json.data as {
    ID: number;
    HasCert: boolean;
  }[];
  courseCid = cidOf(programs.find((p) => p.CourseCertDownloadLink)?.CourseCertDownloadLink)!;
  diplomaCid = cidOf(diplomas.find((d) => d.DiplomaCertDownloadLink)?.DiplomaCertDownloadLink)!;
  initId = String(inits.find((i) => i.HasCert)!.ID);

  const named: { name: string; job: PdfJob }[] = [];
  const add = async (name: string, kind: DocumentKind, query: string, lang: 'en' | 'ar', ctx = customer) => {
    const loaded = await load(kind, query, lang, ctx);
    if (!loaded.ok) throw new Error(`${name}: ${JSON.stringify(loaded.error)}`);
    jobs[name] = loaded.job;
    named.push({ name, job: loaded.job });
  };
  for (const lang of ['en', 'ar'] as const) {
    await add(`invoice-${lang}`, 'invoice', `oid=${paidOid}&uid=${customer.userId}`, lang);
    await add(`receipt-${lang}`, 'receipt', `oid=${paidOid}&uid=${customer.userId}`, lang);
    await add(`credit-note-${lang}`, 'credit-note', `oid=${creditOid}&uid=${customer.userId}`, lang);
    await add(`course-${lang}`, 'course-certificate', `cid=${courseCid}&uid=${customer.userId}`, lang);
    await add(`diploma-${lang}`, 'diploma-certificate', `cid=${diplomaCid}&uid=${customer.userId}&preview`, lang);
  }
  await add('init-ar', 'init-cert', `id=${initId}&uid=${customer.userId}&lang=ar`, 'en', {} as typeof customer); // anonymous context, as for staff and signed links
  await add('init-en', 'init-cert', `id=${initId}&uid=${customer.userId}`, 'en');

  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-int-'));
  const jobsFile = path.join(dir, 'jobs.json');
  fs.writeFileSync(jobsFile, JSON.stringify(named));
  for (const r of renderSamples(['--out', dir, '--jobs', jobsFile], { timeoutMs: 150_000 }))
    text[r.name] = pdfText(r.file);
});

afterAll(async () => {
  process.env = saved;
  reloadSettings();
  await server?.shutdown('test done');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(t.outboxDir, { recursive: true, force: true });
});

const has = (name: string, ...phrases: string[]) => {
  for (const p of phrases) expect(clean(text[name])).toContain(p);
};
const hasArabic = (name: string, ...phrases: string[]) => {
  for (const p of phrases) expect(squeeze(text[name])).toContain(squeeze(p));
};

describe('order documents from the upstream', () => {
  it('finds the seeded documents of customer@institute.test', () => {
    expect([paidOid, creditOid, courseCid, diplomaCid, initId].every(Boolean)).toBe(true);
  });

  it('tax invoice: number, customer, TRNs, lines, total and the amount in words in both languages', () => {
    const order = orders.find((o) => o.OrderUniqueID === paidOid)!;
    const fils = toFils(order.OrderTotal);
    for (const lang of ['en', 'ar'] as const) {
      const name = `invoice-${lang}`;
      has(
        name,
        `INV-${String(order.OrderID).padStart(6, '0')}`,
        'TAX INVOICE',
        'Mohammed',
        'Al Mazrouei',
        '100456789000003',
        formatAmount(fils, 'en'),
      );
      has(name, `${amountInWords(fils, 'en')}`);
      hasArabic(name, amountInWords(fils, 'ar'), 'فاتورة ضريبية');
    }
    const job = jobs['invoice-en'] as Extract<PdfJob, { kind: 'tax-invoice' }>;
    expect(job.input.items.length).toBeGreaterThan(0);
    has('invoice-en', job.input.items[0].ItemName_en.slice(0, 20));
  });

  it('receipt of the paid order; credit note of the refunded one; neither the other way round', () => {
    has('receipt-en', 'PAYMENT RECEIPT', 'PAID');
    hasArabic('receipt-ar', 'إيصال دفع');
    has('credit-note-en', 'TAX CREDIT NOTE');
    hasArabic('credit-note-ar', 'إشعار دائن');
    const paid = (jobs['receipt-en'] as Extract<PdfJob, { kind: 'receipt' }>).input.order;
    const refunded = (jobs['credit-note-en'] as Extract<PdfJob, { kind: 'credit-note' }>).input.order;
    expect(() => assertReceiptAvailable(paid)).not.toThrow();
    expect(() => assertCreditNoteAvailable(paid)).toThrow();
    expect(() => assertReceiptAvailable(refunded)).toThrow();
    expect(() => assertCreditNoteAvailable(refunded)).not.toThrow();
  });

  it("another customer's uid with this oid, or an unknown oid, is not found (same answer)", async () => {
    const foreign = await load('invoice', `oid=${paidOid}&uid=${second.userId}`, 'en', second);
    expect(foreign).toEqual({ ok: false, error: expect.objectContaining({ kind: 'not_found' }) });
    const unknown = await load(
      'invoice',
      `oid=00000000-0000-4000-8000-000000000000&uid=${customer.userId}`,
      'en',
      customer,
    );
    expect(unknown).toEqual({ ok: false, error: expect.objectContaining({ kind: 'not_found' }) });
    const cert = await load('course-certificate', `cid=${courseCid}&uid=${second.userId}`, 'en', second);
    expect(cert.ok).toBe(false);
  });

  it('malformed queries are refused before any call', () => {
    expect(parseDocumentQuery('invoice', new URLSearchParams('oid=x'))).toBeNull();
    expect(parseDocumentQuery('invoice', new URLSearchParams(`oid=a&uid=not-a-uuid`))).toBeNull();
    expect(
      parseDocumentQuery(
        'invoice',
        new URLSearchParams(
          `oid=a&uid=${'5b0f7c1e-2d1a-4c3b-9e8f-000000000002'}&uid=${'5b0f7c1e-2d1a-4c3b-9e8f-000000000003'}`,
        ),
      ),
    ).toBeNull();
    expect(
      parseDocumentQuery('course-certificate', new URLSearchParams('cid=-1&uid=5b0f7c1e-2d1a-4c3b-9e8f-000000000002')),
    ).toBeNull();
    expect(
      parseDocumentQuery(
        'course-certificate',
        new URLSearchParams('cid=2&uid=5b0f7c1e-2d1a-4c3b-9e8f-000000000002&preview'),
      ),
    ).toMatchObject({ preview: true });
    expect(
      parseDocumentQuery(
        'course-certificate',
        new URLSearchParams('cid=2&uid=5b0f7c1e-2d1a-4c3b-9e8f-000000000002&preview=0'),
      ),
    ).toMatchObject({ preview: false });
  });
});

describe('certificates from the upstream', () => {
  it('course certificate: holder, course title, number, date; QR to the verification page; logos', () => {
    const job = jobs['course-en'] as Extract<PdfJob, { kind: 'course-certificate' }>;
    const { cert } = job.input;
    has('course-en', cert.NameOnCertificate, String(cert.CertificateNumber));
    expect(squeeze(text['course-en'])).toContain(squeeze(cert.ProductTitle_en));
    hasArabic('course-ar', cert.ProductTitle_ar ?? '');
    expect(job.input.logos?.length).toBeGreaterThan(0);
    expect(String(job.input.logos?.[0].src)).toMatch(/^data:image\/(png|jpeg);base64,/);
    expect(job.input.siteUrl).toBe('https://www.institute.test');
  });

  it('diploma certificate: name, title, number, given date dd-MM-yyyy', () => {
    const { cert } = (jobs['diploma-en'] as Extract<PdfJob, { kind: 'diploma-certificate' }>).input;
    const [y, m, d] = cert.GivenDate.slice(0, 10).split('-');
    has('diploma-en', cert.NameOnCertificate_en, String(cert.CERT_NUMBER), `${d}-${m}-${y}`);
    expect(squeeze(text['diploma-en'])).toContain(squeeze(cert.DiplomaTitle_en));
    expect((jobs['diploma-en'] as Extract<PdfJob, { kind: 'diploma-certificate' }>).input.preview).toBe(true);
  });

  it('initiative certificate: student, title, InitID-ID, in Arabic by default and English on request', () => {
    const { cert } = (jobs['init-ar'] as Extract<PdfJob, { kind: 'initiative-certificate' }>).input;
    has('init-ar', `${cert.InitID}-${cert.ID}`);
    hasArabic('init-ar', cert.InitTitle_ar ?? '');
    expect((jobs['init-ar'] as Extract<PdfJob, { kind: 'initiative-certificate' }>).input.lang).toBe('ar');
    expect((jobs['init-en'] as Extract<PdfJob, { kind: 'initiative-certificate' }>).input.lang).toBe('en');
    expect(squeeze(text['init-en'])).toContain(squeeze(cert.InitTitle_en ?? ''));
  });
});
