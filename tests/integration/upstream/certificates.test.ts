// Certificates on the real app: the seeded customer's course, diploma and initiative certificates reached through the
// links of My Account, read only with the matching (uid, cid|id) pair (anything else is a bare 404), and the public
// verification behind the QR: holder, title, date and number for a genuine certificate, 404/400 for forged ones.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as courses from '../../../lib/contract/endpoints/courses';
import * as userEp from '../../../lib/contract/endpoints/user';
import {
  certificates,
  initiativeRegistrations,
  orderItems,
  orders,
  programs,
  users,
} from '../../../upstream/src/db/schema';
import { content } from '../../../upstream/src/seed/content';
import { issueToken } from '../../../upstream/src/services/tokens';
import { call, createTestApp, headers, ZERO, type TestContext } from './harness';
import { watchContractDrift } from './user-helpers';

const CUSTOMER = '5b0f7c1e-2d1a-4c3b-9e8f-000000000002';
const SECOND = '5b0f7c1e-2d1a-4c3b-9e8f-000000000003';

let t: TestContext;
let me: { userId: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  me = { userId: CUSTOMER, token: await issueToken(t.database.db, CUSTOMER, null, new Date()) };
}, 180_000);
afterAll(async () => {
  await t?.close();
});
watchContractDrift();

const get = async (path: string) => call(t.app, `/api/${path}`); // anonymous: the PDF pages and the QR target call these
const mine = async (path: string) => call(t.app, `/api/${path}`, { headers: await headers(me) });
const NOT_FOUND = { error: { code: 'not_found' } };

/** Query parameters of a My Account link such as /pdf/course-certificate?cid=12&uid=… */
function linkQuery(link: string | null | undefined): URLSearchParams {
  expect(link).toBeTruthy();
  return new URL(link!, 'http://x').searchParams;
}

async function courseLink() {
  const items = userEp.getCustomerOrderItems.response.parse(
    (await mine('User/get-customer-order-items?type=program')).json.data,
  );
  const withCert = items.filter((i) => i.CourseCertDownloadLink);
  expect(withCert).toHaveLength(1);
  expect(withCert[0].CourseCertDownloadLink).toBe(`/pdf/course-certificate?cid=${withCert[0].CITID}&uid=${CUSTOMER}`);
  return { item: withCert[0], q: linkQuery(withCert[0].CourseCertDownloadLink) };
}
async function diplomaLink() {
  const items = userEp.getCustomerOrderItems.response.parse(
    (await mine('User/get-customer-order-items?type=diploma')).json.data,
  );
  const withCert = items.filter((i) => i.DiplomaCertDownloadLink);
  expect(withCert).toHaveLength(1);
  expect(withCert[0].DiplomaCertDownloadLink).toBe(
    `/pdf/diploma-certificate?cid=${withCert[0].DiplomaRegistrationID}&uid=${CUSTOMER}`,
  );
  return { item: withCert[0], q: linkQuery(withCert[0].DiplomaCertDownloadLink) };
}
async function initLink() {
  const list = userEp.getCustomerInits.response.parse((await mine('User/get-customer-inits')).json.data);
  const withCert = list.filter((i) => i.HasCert);
  expect(withCert).toHaveLength(1);
  expect(withCert[0].InitCertDownloadLink).toBe(`/pdf/init-cert?id=${withCert[0].ID}&uid=${CUSTOMER}&lang=ar`);
  return { item: withCert[0], q: linkQuery(withCert[0].InitCertDownloadLink) };
}

describe('seeded certificates of customer@institute.test', () => {
  test('course certificate: owner pair → the data the PDF prints; any other pair → 404', async () => {
    const { item, q } = await courseLink();
    const r = await get(`Courses/get-course-certificate?uid=${q.get('uid')}&cid=${q.get('cid')}`);
    expect(r.status).toBe(200);
    const data = courses.getCourseCertificate.response.parse(r.json.data);
    const course = content.courses.find((c) => c.ProductId === item.CourseID)!;
    expect(data.cert).toMatchObject({
      NameOnCertificate: 'Mohammed Saeed Al Mazrouei',
      ProductTitle_en: course.ProductTitle_en,
      ProductTitle_ar: course.ProductTitle_ar,
    });
    expect(data.cert.CertificateNumber).toMatch(/^RETI-C-\d{4}-\d{5}$/);
    expect(Date.parse(data.cert.GivenDate_DESC)).toBeLessThan(Date.now());
    expect(Date.parse(data.cert.GivenDate_DESC)).toBeGreaterThan(Date.parse(item.EndDate_DESC!)); // issued after the program ended
    expect(data.logos).toHaveLength(content.settings.Accreditations.length);
    for (const l of data.logos) expect(l.LogoFile).not.toBe(ZERO);
    expect(data.logos[0].LogoName_en).toBe(content.settings.Accreditations[0].Name_en);
    expect(data).toMatchObject({
      PermitLine_en: content.settings.PermitLine_en,
      PermitLine_ar: content.settings.PermitLine_ar,
    });
    // the logo is a real file on the file host
    expect((await call(t.app, `/files/${data.logos[0].LogoFile}?w=180&h=180`)).status).toBe(200);

    // Another user's uid, the uid in upper case, a neighbouring cid, the diploma line's id: 404 with nothing else.
    const cid = Number(q.get('cid'));
    expect((await get(`Courses/get-course-certificate?uid=${CUSTOMER.toUpperCase()}&cid=${cid}`)).status).toBe(200);
    for (const path of [
      `Courses/get-course-certificate?uid=${SECOND}&cid=${cid}`,
      `Courses/get-course-certificate?uid=${randomUUID()}&cid=${cid}`,
      `Courses/get-course-certificate?uid=${CUSTOMER}&cid=${cid + 1}`,
      `Courses/get-course-certificate?uid=${CUSTOMER}&cid=${(await diplomaLink()).item.CITID}`,
      `Courses/get-course-certificate?uid=${CUSTOMER}&cid=2147483647`,
    ]) {
      const bad = await get(path);
      expect([path, bad.status, bad.json]).toEqual([path, 404, NOT_FOUND]);
    }
    expect((await get(`Courses/get-course-certificate?uid=not-a-uuid&cid=${cid}`)).status).toBe(400);
    expect((await get(`Courses/get-course-certificate?uid=${CUSTOMER}&cid=abc`)).status).toBe(400);
    // Beyond a PostgreSQL integer: malformed, like any id the contract does not admit.
    expect((await get(`Courses/get-course-certificate?uid=${CUSTOMER}&cid=99999999999`)).status).toBe(400);
    expect((await get(`Courses/get-course-certificate?uid=${CUSTOMER}`)).status).toBe(400);
  });

  test('diploma certificate: English and Arabic names, title, date and number; other pairs → 404', async () => {
    const { item, q } = await diplomaLink();
    const r = await get(`Courses/get-diploma-certificate?uid=${q.get('uid')}&cid=${q.get('cid')}`);
    expect(r.status).toBe(200);
    const data = courses.getDiplomaCertificate.response.parse(r.json.data);
    const diploma = content.diplomas.find((d) => d.DiplomaID === item.ItemID)!;
    expect(data.cert).toMatchObject({
      NameOnCertificate_en: 'Mohammed Saeed Al Mazrouei',
      NameOnCertificate_ar: 'محمد سعيد المزروعي',
      DiplomaTitle_en: diploma.DiplomaTitle_en,
      DiplomaTitle_ar: diploma.DiplomaTitle_ar,
    });
    expect(data.cert.CERT_NUMBER).toMatch(/^RETI-D-\d{4}-\d{5}$/);
    expect(data.logos.length).toBeGreaterThan(0);
    expect(data.PermitLine_en).toBeTruthy();
    const cid = Number(q.get('cid'));
    expect((await get(`Courses/get-diploma-certificate?uid=${SECOND}&cid=${cid}`)).json).toEqual(NOT_FOUND);
    expect(
      (await get(`Courses/get-diploma-certificate?uid=${CUSTOMER}&cid=${(await courseLink()).item.CITID}`)).json,
    ).toEqual(NOT_FOUND);
  });

  test('initiative certificate: Arabic name, title, dates, InitID and ID; other pairs → 404', async () => {
    const { item, q } = await initLink();
    const r = await get(`Courses/get-init-certificate?id=${q.get('id')}&uid=${q.get('uid')}`);
    expect(r.status).toBe(200);
    const { cert, PermitLine_ar } = courses.getInitCertificate.response.parse(r.json.data);
    const seeded = content.initiatives.find((i) => i.InitID === item.InitID)!;
    expect(cert).toMatchObject({
      StudentName: 'محمد سعيد المزروعي',
      InitTitle_en: seeded.InitTitle_en,
      InitTitle_ar: seeded.InitTitle_ar,
      StartDate: item.StartDate,
      EndDate: item.EndDate,
      IsSameMonth: true,
      InitID: item.InitID,
      ID: item.ID,
      GivenDate: item.EndDate,
    });
    expect(Date.parse(cert.EndDate)).toBeLessThan(Date.now());
    expect(PermitLine_ar).toBe(content.settings.PermitLine_ar);
    for (const path of [
      `Courses/get-init-certificate?id=${item.ID}&uid=${SECOND}`,
      `Courses/get-init-certificate?id=${item.ID + 1000}&uid=${CUSTOMER}`,
      `Courses/get-init-certificate?id=0&uid=${CUSTOMER}`,
    ])
      expect((await get(path)).json).toEqual(NOT_FOUND);
    expect((await get(`Courses/get-init-certificate?id=x&uid=${CUSTOMER}`)).status).toBe(400);
  });
});

describe('Courses/verify-certificate (public)', () => {
  test('a genuine certificate of each type: holder, title, date and number only', async () => {
    const [courseCid, diplomaCid, initId] = [
      (await courseLink()).q.get('cid'),
      (await diplomaLink()).q.get('cid'),
      (await initLink()).q.get('id'),
    ];
    const course = courses.getCourseCertificate.response.parse(
      (await get(`Courses/get-course-certificate?uid=${CUSTOMER}&cid=${courseCid}`)).json.data,
    ).cert;
    const diploma = courses.getDiplomaCertificate.response.parse(
      (await get(`Courses/get-diploma-certificate?uid=${CUSTOMER}&cid=${diplomaCid}`)).json.data,
    ).cert;
    const init = courses.getInitCertificate.response.parse(
      (await get(`Courses/get-init-certificate?uid=${CUSTOMER}&id=${initId}`)).json.data,
    ).cert;
    const cases = [
      {
        type: 'course',
        cid: courseCid,
        expected: {
          NameOnCertificate: course.NameOnCertificate,
          Title_en: course.ProductTitle_en,
          GivenDate: course.GivenDate_DESC,
          CertificateNumber: course.CertificateNumber,
        },
      },
      {
        type: 'diploma',
        cid: diplomaCid,
        expected: {
          NameOnCertificate: diploma.NameOnCertificate_en,
          Title_en: diploma.DiplomaTitle_en,
          GivenDate: diploma.GivenDate,
          CertificateNumber: diploma.CERT_NUMBER,
        },
      },
      {
        type: 'init',
        cid: initId,
        expected: {
          NameOnCertificate: init.StudentName,
          Title_ar: init.InitTitle_ar,
          CertificateNumber: `${init.InitID}-${init.ID}`,
        },
      },
    ];
    for (const c of cases) {
      const r = await get(`Courses/verify-certificate?uid=${CUSTOMER}&cid=${c.cid}&type=${c.type}`);
      expect(r.status).toBe(200);
      expect(Object.keys(r.json.data).sort()).toEqual([
        'CertificateNumber',
        'GivenDate',
        'NameOnCertificate',
        'Title_ar',
        'Title_en',
        'valid',
      ]);
      expect(courses.verifyCertificate.response.parse(r.json.data)).toMatchObject({ valid: true, ...c.expected });
    }
  });

  test('forged: wrong uid for a real cid, wrong type, random numbers → 404; malformed → 400', async () => {
    const cid = (await courseLink()).q.get('cid');
    const initId = (await initLink()).q.get('id');
    for (const path of [
      `uid=${SECOND}&cid=${cid}&type=course`,
      `uid=${randomUUID()}&cid=${cid}&type=course`,
      `uid=${ZERO}&cid=${cid}&type=course`,
      `uid=${CUSTOMER}&cid=${cid}&type=diploma`,
      `uid=${CUSTOMER}&cid=${cid}&type=init`,
      `uid=${CUSTOMER}&cid=${initId}&type=course`,
      `uid=${CUSTOMER}&cid=4242424&type=course`,
      `uid=${CUSTOMER}&cid=-1&type=init`,
    ]) {
      const r = await get(`Courses/verify-certificate?${path}`);
      expect([path, r.status, r.json]).toEqual([path, 404, NOT_FOUND]);
    }
    for (const path of [
      `uid=${CUSTOMER}&cid=abc&type=course`,
      `uid=123&cid=${cid}&type=course`,
      `uid=${CUSTOMER}&cid=${cid}&type=exam`,
      `uid=${CUSTOMER}&cid=${cid}`,
    ]) {
      expect([path, (await get(`Courses/verify-certificate?${path}`)).status]).toEqual([path, 400]);
    }
  });
});

describe('certificates follow their order and registration', () => {
  test('a refunded order takes its certificate down; an unissued initiative certificate does not exist', async () => {
    const db = t.database.db;
    const uid = randomUUID();
    await db.insert(users).values({
      uniqueId: uid,
      email: `cert.${uid.slice(0, 8)}@example.test`,
      passwordHash: 'x',
      firstName: 'Omar',
      lastName: 'Khalil',
    });
    const [prog] = await db.select().from(programs).where(eq(programs.id, 1));
    const [o] = await db
      .insert(orders)
      .values({
        userId: uid,
        statusId: 2,
        paymentMethod: 'online',
        totalFils: 1000,
        firstName: 'Omar',
        lastName: 'Khalil',
      })
      .returning();
    const [line] = await db
      .insert(orderItems)
      .values({ orderId: o.id, itemType: 'program', itemId: prog.id, nameEn: 'P', nameAr: 'ب' })
      .returning();
    await db.insert(certificates).values({
      userId: uid,
      kind: 'course',
      courseId: prog.courseId,
      programId: prog.id,
      orderItemId: line.id,
      certificateNumber: `T-${randomUUID()}`,
      nameOnCertificate: 'Omar Khalil',
      givenDate: new Date('2026-01-15T06:00:00Z'),
    });
    const path = `Courses/get-course-certificate?uid=${uid}&cid=${line.id}`;
    expect((await get(path)).status).toBe(200);
    expect(
      (await get(`Courses/verify-certificate?uid=${uid}&cid=${line.id}&type=course`)).json.data.NameOnCertificate,
    ).toBe('Omar Khalil');
    await db.update(orders).set({ statusId: 4 }).where(eq(orders.id, o.id));
    expect((await get(path)).json).toEqual(NOT_FOUND);
    expect((await get(`Courses/verify-certificate?uid=${uid}&cid=${line.id}&type=course`)).status).toBe(404);

    // Registered for the past program 1 (HasCert) but the certificate is not issued yet: no link, no certificate.
    const [r] = await db.insert(initiativeRegistrations).values({ programId: 1, userId: uid }).returning();
    const token = await issueToken(db, uid, null, new Date());
    const list = userEp.getCustomerInits.response.parse(
      (await call(t.app, '/api/User/get-customer-inits', { headers: await headers({ userId: uid, token }) })).json.data,
    );
    expect(list).toEqual([expect.objectContaining({ ID: r.id, HasCert: false, InitCertDownloadLink: null })]);
    expect((await get(`Courses/get-init-certificate?id=${r.id}&uid=${uid}`)).json).toEqual(NOT_FOUND);
    await db
      .update(initiativeRegistrations)
      .set({ certIssued: true })
      .where(and(eq(initiativeRegistrations.id, r.id), eq(initiativeRegistrations.userId, uid)));
    const issued = courses.getInitCertificate.response.parse(
      (await get(`Courses/get-init-certificate?id=${r.id}&uid=${uid}`)).json.data,
    );
    expect(issued.cert).toMatchObject({ StudentName: 'Omar Khalil', ID: r.id, InitID: 1 }); // no Arabic name: the English one
  });
});
