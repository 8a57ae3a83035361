// The published OpenAPI document against real traffic: Stoplight Prism, a validating proxy, stands between this test
// and the real upstream (PGlite, served over HTTP), with --errors: a request or a response that breaks the document
// comes back as Prism's problem (422 for a request, 500 for a response) instead of the upstream's answer. A recorded
// set of calls covers every operation of the document, and the test fails on any violation and on any operation no
// call reached.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as schema from '../../../upstream/src/db/schema';
import { serveApp, type RunningServer } from '../../../upstream/src/server';
import { ANON_TOKEN, createTestApp, headers, ROOT, type HeaderOptions, type TestContext } from '../upstream/harness';
import { CUSTOMER, STAFF, signIn, type Who } from '../upstream/cart-helpers';
import { PASSWORD, signUpUser } from '../upstream/user-helpers';

let t: TestContext;
let server: RunningServer;
let prism: ChildProcess;
let base: string;
let doc: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
const prismLog: string[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  t = await createTestApp();
  server = await serveApp(t.app, t.database, { port: 0, quiet: true, drainMs: 1000 });
  doc = await (await t.app.request('/openapi.json')).json();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  prism = spawn(
    path.join(ROOT, 'node_modules/.bin/prism'),
    ['proxy', file, `http://127.0.0.1:${server.port}`, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      prismLog.push(chunk.toString());
      if (chunk.toString().includes('Prism is listening')) resolve();
    };
    prism.stdout!.on('data', onData);
    prism.stderr!.on('data', onData);
    prism.on('exit', (code) => reject(new Error(`prism exited with ${code}: ${prismLog.join('')}`)));
  });
}, 180_000);

afterAll(async () => {
  prism?.kill();
  await server?.shutdown();
  await t?.app.jobs.stop();
});

/** Operations reached, by `METHOD /path` of the document, with the statuses Prism let through. */
const reached = new Map<string, number[]>();

function operationOf(method: string, pathname: string): string {
  const route = Object.keys(doc.paths).find((p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname));
  return `${method} ${route ?? pathname}`;
}

/** One call through Prism. `as` signs it for a user; `anonymous` sends no credentials at all (/files, /health). */
async function through(
  pathAndQuery: string,
  init: { method?: string; body?: unknown; form?: FormData; as?: HeaderOptions; bare?: boolean } = {},
) {
  const method = init.method ?? (init.body !== undefined || init.form ? 'POST' : 'GET');
  const h: Record<string, string> = init.bare ? {} : await headers(init.as ?? {});
  if (init.body !== undefined) h['content-type'] = 'application/json';
  const res = await fetch(`${base}${pathAndQuery}`, {
    method,
    headers: h,
    body: init.form ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const type = res.headers.get('content-type') ?? '';
  const text = type.includes('json') ? await res.text() : '';
  if (!type.includes('json')) await res.arrayBuffer();
  const op = operationOf(method, new URL(pathAndQuery, base).pathname);
  // Prism's problem instead of the upstream's answer: the request or the response broke the document. Stop here,
  // naming the call and Prism's findings (later calls build on this one's answer).
  if (type.includes('application/problem+json') || res.headers.get('sl-violations'))
    throw new Error(`${op} (${method} ${pathAndQuery}) breaks the document: ${res.status} ${text}`);
  reached.set(op, [...(reached.get(op) ?? []), res.status]);
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

const as = (w: Who): HeaderOptions => ({ userId: w.userId, token: w.token });

test('every call of the recorded set matches the published document, and every operation is covered', async () => {
  const started = performance.now();
  const customer = as(await signIn(t, CUSTOMER));
  const staff = as(await signIn(t, STAFF));
  const fresh = await signUpUser(t);
  const me = { userId: fresh.userId, token: fresh.token } as HeaderOptions;

  // System: health and files (public, resized, WebP, members' file).
  await through('/health', { bare: true });
  const settings = await through('/api/Shared/get-settings');
  const courses = (await through('/api/Courses/get-courses?id=-1')).json.data;
  const course = courses.find((c: { ProductId: number }) => c.ProductId) ?? courses[0];
  const image = JSON.stringify(settings.json).match(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
  )?.[0];
  await through(`/files/${course.ProductImage ?? image}?w=400&h=300`, { bare: true });
  await through(`/files/${course.ProductImage ?? image}`, { bare: true });
  await through('/files/00000000-0000-0000-0000-000000000000', { bare: true });

  // Shared.
  await through('/api/Shared/visit', { method: 'POST' });
  await through('/api/Shared/get-visits');
  await through('/api/Shared/get-meta-tags?id=home');
  await through('/api/Shared/get-page?id=about');
  await through('/api/Shared/get-slider');
  await through('/api/Shared/get-categories');
  await through('/api/Shared/get-partners');
  await through('/api/Shared/send-message', {
    body: {
      name: 'Mariam Haddad',
      email: 'mariam@example.com',
      phone: '501234567',
      message: 'Do you run weekend classes?',
      isCourse: false,
      courseId: null,
      Subject: 'New Enquiry from Mariam Haddad',
      Body: 'Do you run weekend classes?',
    },
  });
  const instructors = (await through('/api/Shared/get-instructors')).json.data;
  await through(`/api/Shared/get-instructor?id=${instructors[0]?.InstructorID ?? instructors[0]?.ID ?? 1}`);
  for (const type of [1, 2]) {
    const albums = (await through(`/api/Shared/get-albums?page=1&type=${type}`)).json.data;
    const first = albums.albums?.[0] ?? albums.rows?.[0];
    await through(`/api/Shared/get-album?id=${first?.AlbumID ?? 1}&type=${type}`);
  }
  const inits = await through('/api/Shared/init-get?id=1');
  const programId = JSON.stringify(inits.json).match(/"(?:ProgramID|ProgramId|programId|ID)":(\d+)/)?.[1];
  await through('/api/Shared/init-reg', { body: { programId: Number(programId ?? 1) }, as: me });
  const blog = (await through('/api/Shared/get-blog?top=3&page=1')).json.data;
  await through(`/api/Shared/get-article?id=${blog[0]?.ArticleID ?? 1}`);
  const testimonials = (await through('/api/Shared/get-testimonials?top=10')).json.data;
  await through(`/api/Shared/get-testimonial?id=${testimonials[0]?.TestimonialID ?? testimonials[0]?.ID ?? 1}`);

  // Catalogue.
  await through('/api/Courses/get-featured-courses');
  await through(`/api/Courses/get-course?id=${course.ProductId}&top=1000`);
  const programs = (await through('/api/Courses/get-programs?top=50')).json.data;
  const diplomas = (await through('/api/AcademicPrograms/get-diplomas')).json.data;
  await through(`/api/AcademicPrograms/get-diploma?id=${diplomas[0]?.DiplomaID ?? 1}`);
  const memberships = (await through('/api/MambershipsAndBooks/get-memberships-and-books?type=0')).json.data;
  await through('/api/MambershipsAndBooks/get-memberships-and-books?type=1');

  // Account.
  const email = `conformance.${Date.now()}@example.test`;
  const otp = await through(`/api/User/generate-otp?email=${encodeURIComponent(email)}`);
  await through(`/api/User/verify-otp?email=${encodeURIComponent(email)}&otp=000000&token=${otp.json.data}`);
  await through('/api/User/sign-up', {
    body: {
      email,
      password: PASSWORD,
      token: otp.json.data,
      otp: '000000',
      FirstName: 'Layla',
      LastName: 'Haddad',
      RegType: 'email',
      MobileNumber: 501234999,
    },
  });
  await through('/api/User/sign-in', { body: { email: fresh.email, password: PASSWORD } });
  await through('/api/User/reset-password', {
    body: { email: fresh.email, password: PASSWORD, token: otp.json.data, otp: '000000' },
  });
  const profile = (await through('/api/User/get-profile', { as: me })).json.data;
  await through('/api/User/get-profile-completion', { as: me });
  const { UniqueID: _u, IsEIDVerified: _e, EmailAddress: _m, IsEmailVerified: _v, Role: _r, ...editable } = profile;
  await through('/api/User/set-profile', { body: { ...editable, DOB: '1990-04-12' }, as: me });
  await through(`/api/User/validate-change-email?email=${encodeURIComponent(`new.${email}`)}`, {
    method: 'POST',
    as: me,
  });
  await through(
    `/api/User/change-user-email?email=${encodeURIComponent(`new.${email}`)}&otp=000000&token=${otp.json.data}`,
    { method: 'POST', as: me },
  );
  await through('/api/User/get-customer-orders', { as: customer });
  await through('/api/User/get-customer-inits', { as: customer });
  for (const type of ['program', 'exam', 'diploma', 'membership', 'book'])
    await through(`/api/User/get-customer-order-items?type=${type}`, { as: customer });
  await through('/api/User/save-address', {
    body: {
      AddressID: null,
      Label: 'Home',
      IsDefault: true,
      FullName: 'Layla Haddad',
      Phone: '501234567',
      Line1: 'Villa 12, Street 5',
      Line2: null,
      City: 'Dubai',
      Emirate: 'DU',
    },
    as: me,
  });
  const addresses = (await through('/api/User/get-addresses', { as: me })).json.data;
  await through('/api/User/delete-address', { body: { AddressID: addresses[0]?.AddressID ?? 1 }, as: me });
  const form = new FormData();
  form.append(
    'file',
    new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#13807a' } })
            .png()
            .toBuffer(),
        ),
      ],
      {
        type: 'image/png',
      },
    ),
    'a.png',
  );
  await through('/api/Files/upload', { form, as: me });

  // Cart and checkout.
  const program = programs[0];
  await through('/api/Cart/add-to-cart', {
    body: { ItemID: program.PriceOptionID, ItemType: 'program', DiplomaLang: null },
    as: me,
  });
  await through('/api/Cart/add-to-cart', {
    body: { ItemID: diplomas[0].DiplomaID, ItemType: 'diploma', DiplomaLang: 'en' },
    as: me,
  });
  await through('/api/Cart/add-to-cart', {
    body: { ItemID: memberships[0].MemID, ItemType: 'membership', DiplomaLang: null },
    as: me,
  });
  const cart = (await through('/api/Cart/get-cart', { as: me })).json.data;
  const diplomaLine = JSON.stringify(cart).match(/"CITID":(\d+)[^}]*"ItemType":"diploma"/)?.[1];
  await through('/api/Cart/update-diploma-lang', {
    body: { CITID: Number(diplomaLine ?? 1), DiplomaLang: 'ar' },
    as: me,
  });
  await through('/api/Cart/delete-from-cart', {
    body: { ItemID: memberships[0].MemID, ItemType: 'membership' },
    as: me,
  });
  await through('/api/Cart/cart-total', { as: me });
  await through('/api/Cart/get-cart-promo-code?promoCode=WELCOME10', { as: me });
  await through('/api/Cart/remove-promo-code', { method: 'POST', as: me });
  await through('/api/User/get-billing-details', { as: me });
  await through('/api/User/set-billing-details', {
    body: { CompanyName: null, TRN: null, TradeLicenseNumber: null, Address: null },
    as: me,
  });
  const order = (await through('/api/Cart/submit-order?paymentMethod=pay_later&trn=-', { method: 'POST', as: me })).json
    ?.data;
  await through('/api/Cart/submit-order?paymentMethod=pay_later&trn=-', { method: 'POST', as: me }); // empty: 409
  const oid = order?.OrderUniqueID ?? '00000000-0000-0000-0000-000000000000';
  await through(`/api/Cart/get-order?oid=${oid}&uid=${me.userId}`, { as: me });
  await through(`/api/Cart/order-deadline?oid=${oid}`, { as: me });
  await through(`/api/Cart/get-e-invoice?oid=${oid}&uid=${me.userId}&type=invoice`, { as: me });
  await through(`/api/Cart/refund-order?oid=${oid}`, { method: 'POST', as: staff });

  // Certificates.
  const mine = (await through('/api/User/get-my-certificates', { as: customer })).json.data as {
    Type: string;
    CertificateNumber?: string;
    cid?: number;
    Link?: string;
  }[];
  const uid = customer.userId;
  const link = (type: string) =>
    new URL(mine.find((c) => c.Type === type)?.Link ?? '/?cid=1&id=1', 'http://x').searchParams;
  await through(`/api/Courses/get-course-certificate?uid=${uid}&cid=${link('course').get('cid') ?? 1}`);
  await through(`/api/Courses/get-diploma-certificate?uid=${uid}&cid=${link('diploma').get('cid') ?? 1}`);
  await through(`/api/Courses/get-init-certificate?id=${link('init').get('id') ?? 1}&uid=${uid}`);
  await through(`/api/Courses/verify-certificate?uid=${uid}&cid=${link('course').get('cid') ?? 1}&type=course`);
  await through(`/api/Courses/find-certificate?number=${encodeURIComponent(mine[0]?.CertificateNumber ?? 'X-1')}`);
  await through(`/api/User/get-certificate-credential?type=course&cid=${link('course').get('cid') ?? 1}`, {
    as: customer,
  });
  await through('/api/Courses/get-credential-keys');

  // Staff.
  const students = (await through('/api/Courses/get-students', { as: staff })).json.data;
  await through('/api/System/mail-health', { as: staff });
  const range = 'from=2026-01-01&to=2026-01-31&granularity=week';
  for (const section of ['sales', 'seats', 'owed', 'waitlists', 'vouchers', 'mail'])
    await through(`/api/Staff/dashboard-${section}?${range}`, { as: staff });
  await through(`/api/Staff/dashboard-seat-bookings?program=${program.PriceOptionID}`, { as: staff });
  await through('/api/Staff/dashboard-brokers', { as: staff });
  await through('/api/Courses/generate-orders', {
    body: {
      programId: program.ProgramID ?? program.PriceOptionID,
      programPrice: 100,
      withExam: false,
      examPrice: 0,
      paid: false,
      students: [students[0].UniqueID],
    },
    as: staff,
  });

  // Lifecycle extensions.
  await through('/api/Waitlist/join', { body: { PriceOptionID: program.PriceOptionID }, as: me });
  await through(`/api/Waitlist/standing?id=${program.PriceOptionID}`, { as: me });
  await through('/api/Waitlist/my-waitlist', { as: me });
  await through('/api/Waitlist/leave', { body: { PriceOptionID: program.PriceOptionID }, as: me });
  await through('/api/Courses/notify-me', { body: { ProductId: course.ProductId }, as: me });
  await through(`/api/Courses/notify-me-status?id=${course.ProductId}`, { as: me });
  await through('/api/Courses/notify-me-cancel', { body: { ProductId: course.ProductId }, as: me });

  // Practice exams: the seeded customer's paid program entitles them here (its course is made an entitling one).
  const practice = (await through('/api/PracticeExams/get-exams', { as: customer })).json.data as {
    ExamID: number;
    Open: boolean;
  }[];
  const sample = practice.find((e) => e.Open)!;
  const mock = practice.find((e) => !e.Open)!;
  const [paidLine] = await t.database.db
    .select({ courseId: schema.programs.courseId })
    .from(schema.orders)
    .innerJoin(schema.orderItems, eq(schema.orderItems.orderId, schema.orders.id))
    .innerJoin(schema.programs, eq(schema.programs.id, schema.orderItems.itemId))
    .where(
      and(
        eq(schema.orders.userId, customer.userId!),
        eq(schema.orders.statusId, 2),
        eq(schema.orderItems.itemType, 'program'),
      ),
    );
  await t.database.db
    .insert(schema.practiceExamEntitlements)
    .values({ examId: mock.ExamID, itemType: 'program', courseId: paidLine.courseId })
    .onConflictDoNothing();
  const sampleQuestion = (await through(`/api/PracticeExams/get-sample?id=${sample.ExamID}`)).json.data.Questions[0];
  await through('/api/PracticeExams/check-sample', {
    body: { ExamID: sample.ExamID, Answers: [{ QuestionID: sampleQuestion.QuestionID, Choice: 1 }] },
  });
  const attemptId = (await through('/api/PracticeExams/start-attempt', { body: { ExamID: mock.ExamID }, as: customer }))
    .json.data.AttemptID;
  const running = (await through(`/api/PracticeExams/get-attempt?id=${attemptId}`, { as: customer })).json.data;
  await through('/api/PracticeExams/save-answer', {
    body: { AttemptID: attemptId, QuestionID: running.Questions[0].QuestionID, Choice: 2, Flagged: true },
    as: customer,
  });
  await through('/api/PracticeExams/submit-attempt', { body: { AttemptID: attemptId }, as: customer });
  await through(`/api/PracticeExams/get-attempt?id=${attemptId}`, { as: customer });
  await through('/api/PracticeExams/get-history', { as: customer });

  // Wishlist and session summary.
  await through('/api/Wishlist/add-to-wishlist', { body: { ItemType: 'course', ItemID: course.ProductId }, as: me });
  await through('/api/Wishlist/get-wishlist', { as: me });
  await through('/api/Wishlist/get-wishlist-keys', { as: me });
  await through('/api/Wishlist/remove-from-wishlist', {
    body: { ItemType: 'course', ItemID: course.ProductId },
    as: me,
  });
  await through('/api/User/get-session-summary', { as: me });

  // Broker licence.
  const today = new Date().toISOString().slice(0, 10);
  const inDays = (n: number) => new Date(Date.parse(today) + n * 86_400_000).toISOString().slice(0, 10);
  await through('/api/Licence/save-licence', {
    body: {
      Authority: 'RERA',
      CardNumber: '204518',
      CardType: 'broker',
      IssueDate: inDays(-300),
      ExpiryDate: inDays(65),
      EmployerTradeLicence: '765432',
      CardCopy: null,
      Reminders: true,
    },
    as: me,
  });
  await through('/api/Licence/get-licence', { as: me });
  await through('/api/Licence/expiring?days=90', { as: staff });
  await through('/api/Licence/delete-licence', { body: {}, as: me });
  // Company accounts: create, invite an admin, accept, leave; staff list and verify.
  const company = await through('/api/Company/create-company', {
    body: {
      LegalName_en: 'Conformance Realty LLC',
      LegalName_ar: 'كونفورمانس العقارية',
      TradeLicenseNumber: '7654321',
      TradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
      TRN: '100765432100003',
      Address: { Line1: 'Office 1', Line2: null, City: 'Dubai', Emirate: 'Dubai', POBox: null, CountryCode: 'AE' },
      BillingContactName: 'Accounts',
      BillingContactEmail: 'accounts@conformance.example',
      BillingContactPhone: '+971 4 000 0000',
    },
    as: me,
  });
  const CompanyID = company.json.data.CompanyID;
  await through('/api/Company/invite-admin', { body: { CompanyID, Email: CUSTOMER.email }, as: me });
  const invited = (await through('/api/Company/get-my-company', { as: customer })).json.data;
  await through('/api/Company/answer-invitation', {
    body: { InvitationID: invited.Invitations[0].InvitationID, Accept: true },
    as: customer,
  });
  await through('/api/Company/leave-company', { body: { CompanyID }, as: customer });
  await through('/api/Company/get-companies', { as: staff });
  await through('/api/Company/verify-company', { body: { CompanyID, Verified: true }, as: staff });
  // Team buying: seats in the cart, the team cart, a bank transfer with a PO, staff mark it paid.
  await through('/api/Company/add-team-line', {
    body: { CompanyID, ItemType: 'membership', ItemID: 2, Quantity: 3 },
    as: me,
  });
  await through('/api/Company/get-team-cart', { as: me });
  const teamOrder = await through('/api/Company/submit-team-order', {
    body: { PaymentMethod: 'bank_transfer', PONumber: 'PO-CONF-1' },
    as: me,
  });
  await through('/api/Company/mark-team-order-paid', {
    body: { OrderUniqueID: teamOrder.json.data.OrderUniqueID ?? '00000000-0000-4000-8000-000000000000' },
    as: staff,
  });
  // Company seats (the seeded demo company): read, assign, the agent's side, reassign, unassign, staff's totals.
  const seatAdmin = as(await signIn(t, { email: 'company.admin@institute.test', password: 'Company#2026' }));
  const seatCompany = (await through('/api/Company/get-my-company', { as: seatAdmin })).json.data.Company.CompanyID;
  const meEmail = (await through('/api/User/get-profile', { as: me })).json.data.EmailAddress as string;
  const seatView = await through(`/api/CompanySeats/get-seats?CompanyID=${seatCompany}`, { as: seatAdmin });
  const { ItemType, ItemID } = seatView.json.data.Programs[0];
  await through('/api/CompanySeats/assign-seats', {
    body: { CompanyID: seatCompany, ItemType, ItemID, Lang: 'en', Rows: [{ Email: meEmail }, { Email: 'bad' }] },
    as: seatAdmin,
  });
  const [offered] = (await through('/api/CompanySeats/get-my-invitations', { as: me })).json.data;
  await through(`/api/CompanySeats/get-invitation?Token=${offered.Token}`, { as: me });
  await through('/api/CompanySeats/answer-invitation', { body: { Token: offered.Token, Accept: true }, as: me });
  const seated = (await through(`/api/CompanySeats/get-seats?CompanyID=${seatCompany}`, { as: seatAdmin })).json.data;
  const SeatID = seated.Programs[0].Seats.find(
    (x: { Email: string | null }) => x.Email === meEmail.toLowerCase(),
  ).SeatID;
  const change = { CompanyID: seatCompany, SeatID, Lang: 'en' };
  await through('/api/CompanySeats/change-seat', {
    body: { ...change, Action: 'reassign', Email: 'conformance.agent@seat.example' },
    as: seatAdmin,
  });
  await through('/api/CompanySeats/change-seat', { body: { ...change, Action: 'unassign' }, as: seatAdmin });
  await through('/api/CompanySeats/get-seat-totals', { as: staff });

  // Privacy, then the account's end.
  await through('/api/User/get-consents', { as: me });
  await through('/api/User/set-consents', {
    body: { Consents: [{ Kind: 'marketing', Granted: true, Version: '2026-01' }], Source: 'privacy' },
    as: me,
  });
  await through('/api/User/export-data', { as: me });
  await through('/api/User/sign-out', { method: 'POST', as: customer });
  await through('/api/User/delete-account', { body: { Password: PASSWORD }, as: me });
  // An error body of each kind the document declares for every operation.
  await through('/api/Cart/get-cart', { as: { userId: me.userId, token: ANON_TOKEN, secret: 'wrong-secret-000000' } });

  const all = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${reached.size} of ${all.length} operations, ${[...reached.values()].flat().length} calls, ${seconds.toFixed(1)} s`,
  );
  expect(all.filter((op) => !reached.has(op))).toEqual([]);
}, 300_000);
