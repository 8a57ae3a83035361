// Profile, completion, email change, My Account lists and addresses on the real app.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../../../upstream/src/db/schema';
import { readOutbox } from '../../../upstream/src/mail/outbox';
import { createTestApp, headers, ZERO, type TestContext } from './harness';
import { api, fresh, lastCode, PASSWORD, signUpUser, watchContractDrift } from './user-helpers';

let t: TestContext;
watchContractDrift();
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

type Who = { userId: string; token: string };

async function upload(who: Who, bytes: Buffer, name: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  const res = await t.app.request('/api/Files/upload', { method: 'POST', headers: await headers(who), body: form });
  return { status: res.status, json: (await res.json()) as any };
}
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b2545' } })
    .png()
    .toBuffer();

async function profileOf(who: Who) {
  const r = await api(t, 'User/get-profile', { as: who });
  expect(r.status).toBe(200);
  return r.json.data;
}
/** The set-profile body from the current profile with changes. */
async function save(who: Who, changes: Record<string, unknown>) {
  const p = await profileOf(who);
  const { UniqueID, IsEIDVerified, EmailAddress, IsEmailVerified, ...editable } = p;
  void UniqueID;
  void IsEIDVerified;
  void EmailAddress;
  void IsEmailVerified;
  return api(t, 'User/set-profile', { as: who, body: { ...editable, DOB: editable.DOB ?? '1990-01-01', ...changes } });
}
const completion = async (who: Who) => (await api(t, 'User/get-profile-completion', { as: who })).json.data;

describe('profile', () => {
  test('the seeded customer: full profile in the contract shape, nothing missing', async () => {
    const s = (await api(t, 'User/sign-in', { body: { email: 'customer@institute.test', password: 'Customer#2026' } }))
      .json.data;
    const who = { userId: s.UniqueID, token: s.token };
    expect(await profileOf(who)).toMatchObject({
      UniqueID: '5b0f7c1e-2d1a-4c3b-9e8f-000000000002',
      FirstName: 'Mohammed',
      MiddleName: 'Saeed',
      FirstName_ar: 'محمد',
      EID: '784199087654325',
      IsEIDVerified: true,
      DOB: '1990-09-23T00:00:00.000Z',
      Gender: 1,
      PreferredLanguage: 'ar',
      MobileNumber: 559876543,
      CountryID: 1,
      IsEmailVerified: true,
    });
    expect(await completion(who)).toEqual({ progress: { COMPLETED: 100 }, missing: [] });
  });

  test('save rules: FirstName, LastName and DOB required; EID built as a real one', async () => {
    const who = await signUpUser(t);
    expect((await save(who, { FirstName: '' })).status).toBe(400);
    expect((await save(who, { LastName: '  ' })).status).toBe(400);
    expect((await save(who, { DOB: null })).status).toBe(400);
    expect((await save(who, { EID: '78419901234567' })).status).toBe(400);
    expect((await save(who, { EID: '7841990123456769' })).status).toBe(400);
    expect((await save(who, { EID: '78419901234567a' })).status).toBe(400);
    // 15 digits, 784 and a plausible year, but the wrong Luhn check digit: the spec's message.
    const wrongCheck = await save(who, { EID: '784199012345677' });
    expect(wrongCheck.status).toBe(400);
    expect(wrongCheck.json.error.issues).toEqual([{ path: ['EID'], message: 'Invalid Emirates ID' }]);
    expect((await save(who, { EID: '785199012345675' })).status).toBe(400);
    const ok = await save(who, {
      FirstName: 'Reem',
      DOB: '1992-03-14',
      EID: '784199012345676',
      Gender: 2,
      CompanyName: 'Reem Realty',
      TRN: '100200300400500',
    });
    expect(ok.json).toEqual({ data: 200 });
    const p = await profileOf(who);
    expect(p).toMatchObject({
      FirstName: 'Reem',
      DOB: '1992-03-14T00:00:00.000Z',
      EID: '784199012345676',
      Gender: 2,
      CompanyName: 'Reem Realty',
    });
  });

  test('filled middle and Arabic names are read-only; empty ones can be filled once', async () => {
    const who = await signUpUser(t);
    expect((await save(who, { MiddleName: 'Ali', FirstName_ar: 'ليلى' })).json).toEqual({ data: 200 });
    expect((await save(who, { MiddleName: 'Changed', FirstName_ar: 'تغيير', LastName_ar: 'حداد' })).json).toEqual({
      data: 200,
    });
    const p = await profileOf(who);
    expect(p).toMatchObject({ MiddleName: 'Ali', FirstName_ar: 'ليلى', LastName_ar: 'حداد', MiddleName_ar: null });
  });

  test('a verified Emirates ID is read-only', async () => {
    const who = await signUpUser(t);
    expect((await save(who, { EID: '784199012345676' })).json).toEqual({ data: 200 });
    await t.database.db.update(users).set({ isEidVerified: true }).where(eq(users.uniqueId, who.userId));
    expect((await save(who, { EID: '784200011111117' })).json).toEqual({ data: 200 });
    expect((await profileOf(who)).EID).toBe('784199012345676');
    // Unverified, it can still change.
    await t.database.db.update(users).set({ isEidVerified: false }).where(eq(users.uniqueId, who.userId));
    await save(who, { EID: '784200011111117' });
    expect((await profileOf(who)).EID).toBe('784200011111117');
  });

  test("a mobile number of another account is 305; another user's file cannot be referenced", async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    const bMobile = (await profileOf(b)).MobileNumber;
    expect((await save(a, { MobileNumber: bMobile })).json).toEqual({ data: 305 });
    const photoOfB = (await upload(b, await png(), 'me.png')).json.data.response;
    expect((await save(a, { ProfilePhoto: photoOfB })).status).toBe(400);
    expect((await save(b, { ProfilePhoto: photoOfB })).json).toEqual({ data: 200 });
  });

  test('completion follows the profile: 901-907 and 999, COMPLETED rises as items are filled', async () => {
    const who = await signUpUser(t);
    await t.database.db.update(users).set({ isEmailVerified: false }).where(eq(users.uniqueId, who.userId));
    const c0 = await completion(who);
    expect(c0.missing.map((m: { CODE: number }) => m.CODE)).toEqual([901, 902, 903, 904, 905, 906, 907, 999]);
    expect(c0.progress.COMPLETED).toBe(0);
    await t.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.uniqueId, who.userId));

    const photo = (await upload(who, await png(), 'photo.png')).json.data.response;
    const front = (await upload(who, await png(), 'front.png', { public: '0', types: 'jpg,jpeg,png,pdf,doc,docx' }))
      .json.data.response;
    await save(who, { DOB: '1991-05-05', Gender: 1, ProfilePhoto: photo, EID_front_ByUser: front });
    const c1 = await completion(who);
    expect(c1.missing.map((m: { CODE: number }) => m.CODE)).toEqual([906, 907, 999]);
    expect(c1.progress.COMPLETED).toBe(63);

    const back = (await upload(who, await png(), 'back.png', { public: '0' })).json.data.response;
    await save(who, { EID_back_ByUser: back, EID: '784199155555552' });
    const c2 = await completion(who);
    expect(c2.missing.map((m: { CODE: number }) => m.CODE)).toEqual([999]);
    expect(c2.progress.COMPLETED).toBe(88);

    await t.database.db.update(users).set({ isEidVerified: true }).where(eq(users.uniqueId, who.userId));
    expect(await completion(who)).toEqual({ progress: { COMPLETED: 100 }, missing: [] });
  });
});

describe('email change', () => {
  test('validate-change-email sends a code to the new address; change-user-email 1 on the right code, 306 on a wrong one', async () => {
    const who = await signUpUser(t);
    const next = fresh('new').email;
    const v = await api(t, `User/validate-change-email?email=${encodeURIComponent(next)}`, { method: 'POST', as: who });
    expect(v.status).toBe(200);
    expect(v.json.data.i).toBe(1);
    const token = v.json.data.token as string;
    const otp = await lastCode(t, next);
    const wrong = otp === '000000' ? '111111' : '000000';
    const q = (code: string) => `email=${encodeURIComponent(next)}&otp=${code}&token=${encodeURIComponent(token)}`;
    expect((await api(t, `User/change-user-email?${q(wrong)}`, { method: 'POST', as: who })).json).toEqual({
      data: 306,
    });
    // Another signed-in user cannot use this token and code.
    const intruder = await signUpUser(t);
    expect((await api(t, `User/change-user-email?${q(otp)}`, { method: 'POST', as: intruder })).json).toEqual({
      data: 306,
    });
    expect((await api(t, `User/change-user-email?${q(otp)}`, { method: 'POST', as: who })).json).toEqual({ data: 1 });
    const p = await profileOf(who);
    expect(p).toMatchObject({ EmailAddress: next, IsEmailVerified: true });
    expect((await api(t, 'User/sign-in', { body: { email: next, password: PASSWORD } })).json.data.CODE).toBe(200);
    // Single use.
    expect((await api(t, `User/change-user-email?${q(otp)}`, { method: 'POST', as: who })).json).toEqual({ data: 306 });
  });

  test('an address in use gets the answer a free one gets: no code to it, a notice to its owner in their language', async () => {
    const who = await signUpUser(t, { firstName: 'Requester' });
    const free = fresh('free').email;
    const ownerAr = await signUpUser(t);
    const ownerEn = await signUpUser(t);
    await t.database.db.update(users).set({ preferredLanguage: 'ar' }).where(eq(users.uniqueId, ownerAr.userId));
    await t.database.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.uniqueId, ownerEn.userId));
    const ask = (email: string, lang: 'en' | 'ar') =>
      api(t, `User/validate-change-email?email=${encodeURIComponent(email)}`, { method: 'POST', as: { ...who, lang } });
    const shape = (r: Awaited<ReturnType<typeof ask>>) => ({
      status: r.status,
      body: { ...r.json, data: { ...r.json.data, token: String(r.json.data.token).replace(/[\w-]/g, 'x') } },
    });

    const freeAnswer = await ask(free, 'en');
    // The address in another case: the lookup is not fooled by capitals or spaces.
    const takenAr = await ask(` ${ownerAr.email.toUpperCase()} `, 'en');
    const takenEn = await ask(ownerEn.email, 'ar');
    expect(shape(freeAnswer)).toEqual({ status: 200, body: { data: { i: 1, token: expect.any(String) } } });
    expect(freeAnswer.json.data.token).toMatch(/^[\w-]{43}$/);
    expect(shape(takenAr)).toEqual(shape(freeAnswer));
    expect(shape(takenEn)).toEqual(shape(freeAnswer));

    // The code went to the free address only; each owner got one notice, in the owner's language, naming nobody.
    expect(await lastCode(t, free)).toMatch(/^\d{6}$/);
    for (const [owner, lang] of [
      [ownerAr, 'ar'],
      [ownerEn, 'en'],
    ] as const) {
      const mails = await readOutbox(t.outboxDir, { to: owner.email });
      // Besides the sign-up code of its account.
      const others = mails.filter((m) => m.meta.kind !== 'otp' || m.meta.purpose !== 'sign-up');
      expect(others.map((m) => m.meta.kind)).toEqual(['email-in-use']);
      const [notice] = others;
      expect(notice.subject).toBe(
        lang === 'ar' ? 'محاولة لاستخدام بريدك الإلكتروني' : 'Someone tried to use your email address',
      );
      expect(notice.html).toContain(`lang="${lang}"`);
      for (const body of [notice.text, notice.html ?? '', notice.subject]) {
        expect(body).not.toContain(who.email);
        expect(body).not.toContain('Requester');
        expect(body).not.toMatch(/\d{6}/);
      }
    }

    // The confirm step refuses the taken address's token whatever code is tried, and nothing changes.
    const owner = await profileOf(ownerEn);
    for (const otp of ['000000', '123456', '999999']) {
      const q = `email=${encodeURIComponent(ownerEn.email)}&otp=${otp}&token=${encodeURIComponent(takenEn.json.data.token)}`;
      expect((await api(t, `User/change-user-email?${q}`, { method: 'POST', as: who })).json).toEqual({ data: 306 });
    }
    expect((await profileOf(who)).EmailAddress).toBe(who.email);
    expect(await profileOf(ownerEn)).toEqual(owner);
  });

  test('the own address is refused with 0, without a mail', async () => {
    const who = await signUpUser(t);
    const before = (await readOutbox(t.outboxDir, { to: who.email })).length;
    const own = await api(t, `User/validate-change-email?email=${encodeURIComponent(who.email)}`, {
      method: 'POST',
      as: who,
    });
    expect(own.json.data).toEqual({ i: 0, token: null });
    expect(await readOutbox(t.outboxDir, { to: who.email })).toHaveLength(before);
  });
});

describe('My Account lists and addresses', () => {
  test('a new customer has empty, well-formed lists', async () => {
    const who = await signUpUser(t);
    expect((await api(t, 'User/get-customer-orders', { as: who })).json).toEqual({ data: [] });
    expect((await api(t, 'User/get-customer-inits', { as: who })).json).toEqual({ data: [] });
    for (const type of ['program', 'diploma', 'membership', 'book', 'exam']) {
      expect((await api(t, `User/get-customer-order-items?type=${type}`, { as: who })).json).toEqual({ data: [] });
    }
    expect((await api(t, 'User/get-customer-order-items?type=car', { as: who })).status).toBe(400);
  });

  test('addresses: create, first is default, move the default, delete only own', async () => {
    const who = await signUpUser(t);
    const other = await signUpUser(t);
    const input = {
      AddressID: null,
      Label: 'Home',
      FullName: 'Layla Haddad',
      Phone: '0501234567',
      Line1: 'Villa 12, Street 4',
      Line2: null,
      City: 'Dubai',
      Emirate: 'Dubai',
      IsDefault: false,
    };
    const a = (await api(t, 'User/save-address', { as: who, body: input })).json.data;
    expect(a).toMatchObject({ Label: 'Home', IsDefault: true, Line2: null });
    const b = (await api(t, 'User/save-address', { as: who, body: { ...input, Label: 'Office', IsDefault: true } }))
      .json.data;
    const list = (await api(t, 'User/get-addresses', { as: who })).json.data;
    expect(list.map((x: { AddressID: number; IsDefault: boolean }) => [x.AddressID, x.IsDefault])).toEqual([
      [b.AddressID, true],
      [a.AddressID, false],
    ]);
    expect((await api(t, 'User/save-address', { as: other, body: { ...input, AddressID: a.AddressID } })).status).toBe(
      404,
    );
    expect((await api(t, 'User/delete-address', { as: other, body: { AddressID: a.AddressID } })).json).toEqual({
      data: 0,
    });
    expect((await api(t, 'User/delete-address', { as: who, body: { AddressID: b.AddressID } })).json).toEqual({
      data: 1,
    });
    expect((await api(t, 'User/get-addresses', { as: who })).json.data).toEqual([{ ...a, IsDefault: true }]);
  });
});

test('the all-zero file id clears a photo', async () => {
  const who = await signUpUser(t);
  const photo = (await upload(who, await png(), 'p.png')).json.data.response;
  await save(who, { ProfilePhoto: photo });
  expect((await profileOf(who)).ProfilePhoto).toBe(photo);
  await save(who, { ProfilePhoto: ZERO });
  expect((await profileOf(who)).ProfilePhoto).toBe(ZERO);
});

describe('My Account lists with data (rows written directly, as checkout and initiative registration will)', () => {
  test('orders, program and diploma items, certificates and initiatives come back in the contract shapes', async () => {
    const { orders, orderItems, programs, diplomas, certificates, initiativePrograms, initiativeRegistrations } =
      await import('../../../upstream/src/db/schema');
    const contract = await import('../../../lib/contract/endpoints/user');
    const db = t.database.db;
    const who = await signUpUser(t);
    const [prog] = await db.select().from(programs).limit(1);
    const [dip] = await db.select().from(diplomas).limit(1);
    const [paid] = await db
      .insert(orders)
      .values({
        userId: who.userId,
        statusId: 2,
        paymentMethod: 'online',
        subTotalFils: 150000,
        vatFils: 7500,
        totalAfterDiscountFils: 150000,
        totalFils: 157500,
        firstName: 'Layla',
        lastName: 'Haddad',
        orderDate: new Date('2026-10-01T08:00:00Z'),
      })
      .returning();
    const [unpaid] = await db
      .insert(orders)
      .values({
        userId: who.userId,
        statusId: 1,
        paymentMethod: 'pay_later',
        totalFils: 10500,
        firstName: 'Layla',
        lastName: 'Haddad',
        paymentLinkToken: 'pay-token-1',
        orderDate: new Date('2026-10-05T08:00:00Z'),
      })
      .returning();
    const [cancelled] = await db
      .insert(orders)
      .values({
        userId: who.userId,
        statusId: 3,
        paymentMethod: 'online',
        totalFils: 100,
        firstName: 'Layla',
        lastName: 'Haddad',
        orderDate: new Date('2026-09-01T08:00:00Z'),
      })
      .returning();
    const [pItem] = await db
      .insert(orderItems)
      .values({
        orderId: paid.id,
        itemType: 'program',
        itemId: prog.id,
        nameEn: 'Program',
        nameAr: 'برنامج',
        unitPriceFils: 100000,
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: paid.id,
      itemType: 'diploma',
      itemId: dip.id,
      diplomaLang: 'en',
      nameEn: 'Diploma',
      nameAr: 'دبلوم',
      unitPriceFils: 50000,
    });
    await db
      .insert(orderItems)
      .values({ orderId: cancelled.id, itemType: 'program', itemId: prog.id, nameEn: 'Cancelled', nameAr: 'ملغى' });
    await db.insert(certificates).values({
      userId: who.userId,
      kind: 'course',
      courseId: prog.courseId,
      programId: prog.id,
      orderItemId: pItem.id,
      certificateNumber: `T-${pItem.id}`,
      nameOnCertificate: 'Layla Haddad',
      givenDate: new Date(),
    });
    const [ip] = await db.select().from(initiativePrograms).limit(1);
    await db.insert(initiativeRegistrations).values({ programId: ip.id, userId: who.userId });

    const os = (await api(t, 'User/get-customer-orders', { as: who })).json.data;
    expect(contract.getCustomerOrders.response.safeParse(os).success).toBe(true);
    expect(os.map((o: { OrderUniqueID: string }) => o.OrderUniqueID)).toEqual([
      unpaid.uniqueId,
      paid.uniqueId,
      cancelled.uniqueId,
    ]);
    expect(os[0]).toMatchObject({
      PaymentStatusID: 1,
      PaymentLink: '/payment-link/pay-token-1',
      Receipt: null,
      OrderTotal: 105,
    });
    expect(os[1]).toMatchObject({ PaymentStatusID: 2, OrderTotal: 1575, VAT: 75, PaymentLink: null, TRN: '-' });
    expect(os[1].Receipt).toContain(paid.uniqueId);

    const items = (await api(t, 'User/get-customer-order-items?type=program', { as: who })).json.data;
    expect(contract.getCustomerOrderItems.response.safeParse(items).success).toBe(true);
    expect(items).toHaveLength(1); // the cancelled order's line is not listed
    expect(items[0]).toMatchObject({
      CITID: pItem.id,
      ItemID: prog.id,
      CourseID: prog.courseId,
      OrderID: paid.orderNumber,
      ItemType: 'program',
      StartDate_DESC: prog.startDate.toISOString(),
    });
    expect(items[0].CourseCertDownloadLink).toBe(`/pdf/course-certificate?cid=${pItem.id}&uid=${who.userId}`);

    const dips = (await api(t, 'User/get-customer-order-items?type=diploma', { as: who })).json.data;
    expect(contract.getCustomerOrderItems.response.safeParse(dips).success).toBe(true);
    expect(dips[0].DiplomaPrograms.length).toBeGreaterThan(0);
    expect(dips[0].DiplomaCertDownloadLink).toBeNull();

    const inits = (await api(t, 'User/get-customer-inits', { as: who })).json.data;
    expect(contract.getCustomerInits.response.safeParse(inits).success).toBe(true);
    expect(inits).toHaveLength(1);
    expect(inits[0]).toMatchObject({ InitID: ip.initiativeId, HasCert: false });

    // Another customer sees none of it.
    const other = await signUpUser(t);
    expect((await api(t, 'User/get-customer-orders', { as: other })).json.data).toEqual([]);
  });
});
