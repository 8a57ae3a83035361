import { createHmac } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { test } from './support/accounts';
import { ANON_TOKEN, ANONYMOUS as ZERO, UPSTREAM, upstreamHeaders } from './support/upstream';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

/**
 * Printable documents, certificate verification and the staff bulk order (docs/product/screens.md#printable-documents,
 * #certificate-verification, #bulk-order), against the running web and upstream: who may open a PDF (owner, staff,
 * signed link; another customer 404; nobody → login), the receipt/credit-note rules, the QR target page, and the
 * bulk-order page (customer 'Not Authorized', BFF 403, staff creates 10 orders, a second run fails with the server's
 * text).
 */
const LINK_SECRET = process.env.DOCUMENT_LINK_SECRET ?? 'dev-document-link-secret-change-me-0123456789';

const CUSTOMER = { email: 'customer@institute.test', password: 'Customer#2026' };
const SECOND = { email: 'second@institute.test', password: 'Second#2026' };
const STAFF = { email: 'staff@institute.test', password: 'Staff#2026' };

type Me = { userId: string; token: string };
type Order = { OrderID: number; OrderUniqueID: string; PaymentStatusID: number };

/** A call straight to the upstream API, as the BFF makes it (to read ids; the pages are tested through the web). */
async function upstream(request: APIRequestContext, path: string, o: { me?: Me; body?: unknown } = {}) {
  const userId = o.me?.userId ?? ZERO;
  const headers = await upstreamHeaders(userId, o.me?.token ?? ANON_TOKEN);
  const url = `${UPSTREAM}/api/${path}`;
  const response =
    o.body === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data: o.body });
  expect(response.status(), `${path}`).toBe(200);
  return ((await response.json()) as { data: any }).data;
}

async function upstreamSignIn(request: APIRequestContext, who: { email: string; password: string }): Promise<Me> {
  const data = await upstream(request, 'User/sign-in', { body: who });
  expect(data.CODE).toBe(200);
  return { userId: data.UniqueID, token: data.token };
}

/** A browser-less visitor of the web with its own cookie jar, signed in through the BFF when `who` is given. */
async function visitor(baseURL: string, who?: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  if (who) {
    const r = await context.post('/api/auth/login', { data: who, headers: { origin: new URL(baseURL).origin } });
    expect(r.status()).toBe(200);
  }
  return context;
}

/** signDocumentLink of lib/documents/signed-link.ts, written again from its description. */
function sign(pathAndQuery: string, exp: number, secret = LINK_SECRET): string {
  const url = new URL(pathAndQuery, 'http://x.invalid');
  url.searchParams.set('exp', String(exp));
  const sorted = [...url.searchParams.entries()].sort(([a, av], [b, bv]) =>
    a < b ? -1 : a > b ? 1 : av < bv ? -1 : 1,
  );
  const sig = createHmac('sha256', secret)
    .update(`${url.pathname}?${new URLSearchParams(sorted).toString()}`)
    .digest('hex');
  url.searchParams.set('sig', sig);
  return `${url.pathname}?${url.searchParams.toString()}`;
}

async function expectPdf(response: Awaited<ReturnType<APIRequestContext['get']>>, fileName: RegExp) {
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['content-disposition']).toMatch(new RegExp(`^inline; filename="${fileName.source}"`));
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(10_000);
}

test.describe('printable documents: access', () => {
  test.describe.configure({ timeout: 180_000 });
  let customer: Me;
  let second: Me;
  let orders: Order[];

  test.beforeAll(async ({ request }) => {
    customer = await upstreamSignIn(request, CUSTOMER);
    second = await upstreamSignIn(request, SECOND);
    orders = await upstream(request, 'User/get-customer-orders', { me: customer });
  });

  test('owner, staff and signed links open the invoice; another customer, a forged link or nobody do not', async ({
    baseURL,
  }) => {
    const paid = orders.find((o) => o.PaymentStatusID === 2)!;
    expect(paid).toBeTruthy();
    const path = `/en/pdf/invoice?oid=${paid.OrderUniqueID}&uid=${customer.userId}`;
    const name = new RegExp(`Invoice-${paid.OrderID}\\.pdf`);

    const owner = await visitor(baseURL!, CUSTOMER);
    await expectPdf(await owner.get(path), name);

    const staff = await visitor(baseURL!, STAFF);
    await expectPdf(await staff.get(path), name);

    // another customer: the same 404 for their own uid with this oid, this uid, and an order that does not exist
    const other = await visitor(baseURL!, SECOND);
    const foreign = await other.get(path);
    expect(foreign.status()).toBe(404);
    expect(foreign.headers()['content-type']).toContain('text/html');
    expect(await foreign.text()).toContain(en.documents.pdf.notFoundTitle);
    expect((await other.get(`/en/pdf/invoice?oid=${paid.OrderUniqueID}&uid=${second.userId}`)).status()).toBe(404);
    expect(
      (await other.get(`/en/pdf/invoice?oid=00000000-0000-4000-8000-000000000000&uid=${second.userId}`)).status(),
    ).toBe(404);
    expect(
      (await owner.get(`/en/pdf/invoice?oid=00000000-0000-4000-8000-000000000000&uid=${customer.userId}`)).status(),
    ).toBe(404);

    // nobody signed in: the login page, coming back to the document
    const anonymous = await visitor(baseURL!);
    const login = await anonymous.get(path);
    expect(login.status()).toBe(303);
    expect(login.headers().location).toBe(`/en/login?returnUrl=${encodeURIComponent(path)}`);

    // a signed link opens without a session (and for another customer) until it expires
    const now = Math.floor(Date.now() / 1000);
    const signed = sign(path, now + 600);
    await expectPdf(await anonymous.get(signed), name);
    await expectPdf(await other.get(signed), name);
    const expired = await anonymous.get(sign(path, now - 5));
    expect(expired.status()).toBe(303);
    expect(expired.headers().location).toBe(`/en/login?returnUrl=${encodeURIComponent(path)}`);
    // tampered: the signature, the uid, the expiry, or another secret
    const sig = new URL(signed, 'http://x').searchParams.get('sig')!;
    expect(
      (await anonymous.get(signed.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('a') ? 'b' : 'a'}`))).status(),
    ).toBe(404);
    expect((await anonymous.get(signed.replace(customer.userId, second.userId))).status()).toBe(404);
    expect((await anonymous.get(signed.replace(`exp=${now + 600}`, `exp=${now + 6000}`))).status()).toBe(404);
    expect((await anonymous.get(sign(path, now + 600, 'some-other-secret-0123456789-0123456789'))).status()).toBe(404);

    for (const c of [owner, staff, other, anonymous]) await c.dispose();
  });

  test('receipt only for a paid order, credit note only for status 4; both languages', async ({ baseURL }) => {
    const owner = await visitor(baseURL!, CUSTOMER);
    // the seed gives the customer a paid, an unpaid and a refunded order
    const paid = orders.find((o) => o.PaymentStatusID === 2);
    const unpaid = orders.find((o) => o.PaymentStatusID !== 2 && o.PaymentStatusID !== 4);
    const credit = orders.find((o) => o.PaymentStatusID === 4);
    expect(paid && unpaid && credit, 'a paid, an unpaid and a refunded order of the customer').toBeTruthy();
    for (const lang of ['en', 'ar'] as const) {
      const pdf = (kind: string, order: { OrderUniqueID: string }) =>
        owner.get(`/${lang}/pdf/${kind}?oid=${order.OrderUniqueID}&uid=${customer.userId}`);
      await expectPdf(await pdf('receipt', paid!), new RegExp(`Receipt-${paid!.OrderID}\\.pdf`));
      const noCredit = await pdf('credit-note', paid!);
      expect(noCredit.status()).toBe(404);
      expect(await noCredit.text()).toContain({ en, ar }[lang].documents.pdf.notFoundTitle);
      expect((await pdf('receipt', unpaid!)).status()).toBe(404);
      await expectPdf(await pdf('credit-note', credit!), new RegExp(`CreditNote-${credit!.OrderID}\\.pdf`));
      expect((await pdf('receipt', credit!)).status()).toBe(404);
    }
    await owner.dispose();
  });

  test('certificates: owner and staff; another customer 404; malformed query 404', async ({ baseURL, request }) => {
    const programs = await upstream(request, 'User/get-customer-order-items?type=program', { me: customer });
    const diplomas = await upstream(request, 'User/get-customer-order-items?type=diploma', { me: customer });
    const inits = await upstream(request, 'User/get-customer-inits', { me: customer });
    const courseLink: string = programs.find(
      (p: { CourseCertDownloadLink: string | null }) => p.CourseCertDownloadLink,
    ).CourseCertDownloadLink;
    const diplomaLink: string = diplomas.find(
      (d: { DiplomaCertDownloadLink: string | null }) => d.DiplomaCertDownloadLink,
    ).DiplomaCertDownloadLink;
    const init = inits.find((i: { HasCert: boolean }) => i.HasCert);

    const owner = await visitor(baseURL!, CUSTOMER);
    const staff = await visitor(baseURL!, STAFF);
    const other = await visitor(baseURL!, SECOND);
    await expectPdf(await owner.get(`/en${courseLink}`), /Course-Certificate-[\w-]+\.pdf/);
    await expectPdf(await owner.get(`/ar${courseLink}&preview=1`), /Course-Certificate-[\w-]+\.pdf/);
    await expectPdf(await staff.get(`/en${diplomaLink}`), /Diploma-Certificate-[\w-]+\.pdf/);
    await expectPdf(
      await owner.get(`/ar/pdf/init-cert?id=${init.ID}&uid=${customer.userId}&lang=ar`),
      new RegExp(`Initiative-Certificate-\\d+-${init.ID}\\.pdf`),
    );
    expect((await other.get(`/en${courseLink}`)).status()).toBe(404);
    expect((await other.get(`/en${diplomaLink.replace(customer.userId, second.userId)}`)).status()).toBe(404);
    expect((await owner.get('/en/pdf/course-certificate?cid=abc&uid=x')).status()).toBe(404);
    for (const c of [owner, staff, other]) await c.dispose();
  });

  test('My Account shows the certificate links, and each one opens the certificate (both languages)', async ({
    page,
    baseURL,
  }) => {
    const login = await page.request.post('/api/auth/login', {
      data: CUSTOMER,
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(login.status()).toBe(200);
    const screens = [
      ['my-courses', 'course-certificate', /Course-Certificate-[\w-]+\.pdf/],
      ['my-academic-programs', 'diploma-certificate', /Diploma-Certificate-[\w-]+\.pdf/],
      ['my-initiatives', 'init-certificate', /Initiative-Certificate-[\w-]+\.pdf/],
    ] as const;
    for (const lang of ['en', 'ar'] as const) {
      for (const [screen, testId, fileName] of screens) {
        await page.goto(`/${lang}/my-account/${screen}`);
        const link = page.getByTestId(testId).first();
        await expect(link, `${lang} ${screen}`).toBeVisible();
        const href = await link.getAttribute('href');
        expect(href, `${lang} ${screen}`).toMatch(new RegExp(`^/${lang}/pdf/`));
        await expectPdf(await page.request.get(href!), fileName);
      }
    }
  });
});

test.describe('certificate verification page', () => {
  test.describe.configure({ timeout: 180_000 });
  test('genuine certificate → Verification Success with holder, title, date, number; forged → Invalid Certificate', async ({
    page,
    request,
  }) => {
    const customer = await upstreamSignIn(request, CUSTOMER);
    const programs = await upstream(request, 'User/get-customer-order-items?type=program', { me: customer });
    const link: string = programs.find(
      (p: { CourseCertDownloadLink: string | null }) => p.CourseCertDownloadLink,
    ).CourseCertDownloadLink;
    const cid = new URLSearchParams(link.split('?')[1]).get('cid')!;
    const cert = (await upstream(request, `Courses/get-course-certificate?cid=${cid}&uid=${customer.userId}`)).cert;

    await page.goto(`/en/verify-certificate?uid=${customer.userId}&cid=${cid}&type=course`);
    const success = page.getByTestId('verify-success');
    await expect(success).toContainText(en.documents.verify.success);
    await expect(success).toContainText(cert.NameOnCertificate);
    await expect(success).toContainText(cert.ProductTitle_en);
    await expect(success).toContainText(cert.CertificateNumber);
    const [y, m, d] = String(cert.GivenDate_DESC).slice(0, 10).split('-');
    await expect(success).toContainText(`${d}-${m}-${y}`);
    await expect(page.getByText(customer.userId)).toHaveCount(0);

    await page.goto(`/ar/verify-certificate?uid=${customer.userId}&cid=${cid}&type=course`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('verify-success')).toContainText(ar.documents.verify.success);

    for (const forged of [
      `uid=5b0f7c1e-2d1a-4c3b-9e8f-000000000003&cid=${cid}&type=course`,
      `uid=${customer.userId}&cid=${Number(cid) + 9999}&type=course`,
      `uid=${customer.userId}&cid=${cid}&type=diploma`,
      `uid=not-a-uuid&cid=${cid}&type=course`,
      `uid=${customer.userId}&cid=${cid}&type=forged`,
    ]) {
      await page.goto(`/en/verify-certificate?${forged}`);
      await expect(page.getByTestId('verify-invalid')).toContainText(en.documents.verify.invalid);
      await expect(page.getByTestId('verify-success')).toHaveCount(0);
    }
  });
});

test.describe('staff bulk order', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a customer sees Not Authorized and the BFF answers 403', async ({ page, context, baseURL }) => {
    const anonymous = await visitor(baseURL!);
    expect((await anonymous.get('/api/staff/bulk-order')).status()).toBe(403);
    const customer = await visitor(baseURL!, CUSTOMER);
    const get = await customer.get('/api/staff/bulk-order');
    expect(get.status()).toBe(403);
    expect(await get.json()).toEqual({ ok: false, error: 'documents.bulkOrder.notAuthorized' });
    const post = await customer.post('/api/staff/bulk-order', {
      headers: { origin: new URL(baseURL!).origin },
      data: {
        programId: 1,
        programPrice: 1,
        withExam: false,
        examPrice: 0,
        paid: true,
        students: ['5b0f7c1e-2d1a-4c3b-9e8f-000000000003'],
      },
    });
    expect(post.status()).toBe(403);

    await context.request.post('/api/auth/login', { data: CUSTOMER, headers: { origin: new URL(baseURL!).origin } });
    for (const lang of ['en', 'ar'] as const) {
      await page.goto(`/${lang}/pdf/bulk-order`);
      await expect(page.getByTestId('not-authorized')).toHaveText({ en, ar }[lang].documents.bulkOrder.notAuthorized);
      await expect(page.locator('header nav, footer')).toHaveCount(0); // no chrome under /pdf/
      await expect(page.getByRole('combobox')).toHaveCount(0);
    }
    await anonymous.dispose();
    await customer.dispose();
  });

  test('staff creates 10 orders; a second run for the same students fails with the server text', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const m = en.documents.bulkOrder;
    const tag = `bulk${Date.now().toString(36)}`;
    // Ten fresh customers (sign-up with the e-mailed code, through the upstream as the BFF does it)
    for (let i = 0; i < 10; i += 1) {
      const email = `${tag}.${i}@example.com`;
      const token = await upstream(request, `User/generate-otp?email=${encodeURIComponent(email)}`);
      const outbox = await request.get(`${UPSTREAM}/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
      const mail = ((await outbox.json()) as { data: { subject: string; text: string }[] }).data[0];
      const otp = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)![1];
      expect(
        await upstream(
          request,
          `User/verify-otp?email=${encodeURIComponent(email)}&otp=${otp}&token=${encodeURIComponent(token)}`,
        ),
      ).toBe(1);
      const up = await upstream(request, 'User/sign-up', {
        body: {
          email,
          password: 'Secret#2026',
          token,
          otp,
          FirstName: 'Bulk',
          LastName: `Student ${i}`,
          RegType: 'email',
          CountryID: 1,
          MobileNumber: Number(`58${String(Date.now()).slice(-6)}${i}`),
        },
      });
      expect(up.CODE).toBe(200);
    }

    await context.request.post('/api/auth/login', { data: STAFF, headers: { origin: new URL(baseURL!).origin } });
    const data = (await (await context.request.get('/api/staff/bulk-order')).json()) as {
      ok: boolean;
      courses: { id: number; title_en: string }[];
      programs: { id: number; courseId: number; price: number; examPrice: number; hasExam: boolean; seats: number }[];
    };
    expect(data.ok).toBe(true);
    // bad input is refused with a message key and nothing is created; a cross-site POST is refused
    const someone = '5b0f7c1e-2d1a-4c3b-9e8f-000000000003';
    const bad = await context.request.post('/api/staff/bulk-order', {
      headers: { origin: new URL(baseURL!).origin },
      data: {
        programId: data.programs[0].id,
        programPrice: -1,
        withExam: false,
        examPrice: 0,
        paid: true,
        students: [someone],
      },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, error: 'documents.bulkOrder.invalid' });
    const crossSite = await context.request.post('/api/staff/bulk-order', {
      headers: { origin: 'https://evil.example' },
      data: {
        programId: data.programs[0].id,
        programPrice: 1,
        withExam: false,
        examPrice: 0,
        paid: true,
        students: [someone],
      },
    });
    expect(crossSite.status()).toBe(403);
    const program = data.programs
      .filter((p) => p.hasExam && p.seats >= 10 && p.price > 0)
      .sort((a, b) => b.seats - a.seats)[0];
    expect(program, 'a program with an exam and 10 seats').toBeTruthy();

    // Above the form, the e-mail outbox's health (issue 46), in both languages: on this stack every mail went out.
    for (const [lang, messages] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      await page.goto(`/${lang}/pdf/bulk-order`);
      const outbox = page.getByTestId('mail-health');
      await expect(outbox).toHaveAttribute('data-state', 'ok');
      await expect(outbox.getByRole('heading', { level: 2 })).toHaveText(messages.documents.mailHealth.title);
      await expect(outbox).toContainText(messages.documents.mailHealth.allSent);
      await page.screenshot({ path: `test-results/bulk-order-outbox-${lang}.png` });
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
    const course = page.getByLabel(m.course, { exact: true });
    await course.selectOption(String(program.courseId));
    await page.getByLabel(m.program, { exact: true }).selectOption(String(program.id));
    const price = page.getByLabel(m.programPrice, { exact: true });
    const exam = page.getByLabel(m.examPrice, { exact: true });
    const withExam = page.getByLabel(m.withExam, { exact: true });
    await expect(price).toHaveValue(String(program.price));
    await expect(withExam).toBeChecked();
    await expect(exam).toHaveValue(String(program.examPrice));

    // With Exam off → exam price 0; back on → the program's exam price
    await withExam.uncheck();
    await expect(exam).toHaveValue('0');
    await withExam.check();
    await expect(exam).toHaveValue(String(program.examPrice));

    // totals: VAT 5% of (program + exam), two decimals and the currency
    await price.fill('1000');
    await exam.fill('50.5');
    await expect(page.getByTestId('bulk-subtotal')).toHaveText('AED 1,050.50');
    await expect(page.getByTestId('bulk-vat')).toHaveText('AED 52.53');
    await expect(page.getByTestId('bulk-total')).toHaveText('AED 1,103.03');
    await exam.fill('0');
    await expect(page.getByTestId('bulk-vat')).toHaveText('AED 50.00');
    await price.fill('-5');
    await expect(price).toHaveValue('0');
    await price.fill('1000');
    await exam.fill('100');
    await page.getByLabel(m.markPaid, { exact: true }).check();

    // changing the course resets the program and the prices
    const otherCourse = data.courses.find((c) => c.id !== program.courseId);
    if (otherCourse) {
      await course.selectOption(String(otherCourse.id));
      await expect(price).toHaveValue('0');
      await expect(page.getByLabel(m.program, { exact: true })).toHaveValue('0');
      await course.selectOption(String(program.courseId));
      await page.getByLabel(m.program, { exact: true }).selectOption(String(program.id));
      await price.fill('1000');
      await exam.fill('100');
    }

    // search (lower-cased search against the display text) and ADD the ten
    const available = page.getByTestId('available-students');
    const selected = page.getByTestId('selected-students');
    await page.getByLabel(m.search, { exact: true }).fill(tag.toUpperCase());
    await expect(available.getByRole('listitem')).toHaveCount(10);
    await page.getByLabel(m.search, { exact: true }).fill('zz-nobody-zz');
    await expect(available.getByRole('listitem')).toHaveCount(0);
    await page.getByLabel(m.search, { exact: true }).fill(tag);
    await expect(page.getByRole('button', { name: /^CREATE/ })).toHaveCount(0);
    for (let i = 0; i < 10; i += 1) await available.getByRole('button', { name: m.add }).first().click();
    await expect(selected.getByRole('listitem')).toHaveCount(10);
    await selected.getByRole('button', { name: m.remove }).first().click();
    await expect(selected.getByRole('listitem')).toHaveCount(9);
    await available.getByRole('button', { name: m.add }).first().click();
    await expect(page.getByTestId('bulk-grand-total')).toHaveText('AED 11,550.00');

    const create = page.getByRole('button', { name: 'CREATE (10) ORDERS' });
    await expect(create).toBeVisible();
    await create.click();
    await expect(page.getByRole('button', { name: 'Creating 10 Orders, Please wait...' })).toBeVisible();
    await expect(price).toBeDisabled();
    await expect(page.getByTestId('bulk-alert')).toHaveText('10 Orders Generated', { timeout: 60_000 });
    // the page reloads after 2 s: a fresh form
    await expect(page.getByLabel(m.program, { exact: true })).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByTestId('bulk-alert')).toHaveCount(0);

    // the orders exist: one paid order per student, 1000 + 100 + 5% VAT
    const student = await upstreamSignIn(request, { email: `${tag}.3@example.com`, password: 'Secret#2026' });
    const made: { PaymentStatusID: number; OrderTotal: number }[] = await upstream(
      request,
      'User/get-customer-orders',
      { me: student },
    );
    expect(made).toEqual([expect.objectContaining({ PaymentStatusID: 2, OrderTotal: 1155 })]);

    // again for the same program: the upstream refuses (already enrolled) and says why
    await course.selectOption(String(program.courseId));
    await page.getByLabel(m.program, { exact: true }).selectOption(String(program.id));
    await page.getByLabel(m.search, { exact: true }).fill(`${tag}.3@`);
    await available.getByRole('button', { name: m.add }).first().click();
    await page.getByRole('button', { name: 'CREATE (1) ORDERS' }).click();
    const alert = page.getByTestId('bulk-alert');
    await expect(alert).toContainText(m.failed);
    await expect(alert).toContainText('already enrolled');
    await expect(page.getByRole('button', { name: 'CREATE (1) ORDERS' })).toBeEnabled();
  });
});
