// Personal data (UAE PDPL) on the real upstream: consents stored with time and version and changeable, the data
// export holding the caller's orders and nothing of another customer's, and the account deletion: anonymised in
// the database, signed out everywhere, unable to sign in, its invoices kept and still readable for staff.
import { and, eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { endpoints } from '../../../lib/contract';
import * as s from '../../../upstream/src/db/schema';
import { add, as, setProgram, submit, type Who } from './cart-helpers';
import { createTestApp, headers, type TestContext } from './harness';
import { api, PASSWORD, signUpUser, watchContractDrift } from './user-helpers';

jest.setTimeout(180_000);
let t: TestContext;
const PROGRAM = 5;
const OTHER_PROGRAM = 6;
watchContractDrift();
beforeAll(async () => {
  t = await createTestApp();
  await setProgram(t, PROGRAM, { priceFils: 100000, seatsAvailable: 500 });
  await setProgram(t, OTHER_PROGRAM, { priceFils: 50000, seatsAvailable: 500 });
});
afterAll(async () => t?.close());

const consentsOf = async (who: Who) => {
  const r = await api(t, 'User/get-consents', { as: as(who) });
  expect(r.status).toBe(200);
  return endpoints.privacy.getConsents.response.parse(r.json.data);
};
const setConsents = (who: Who, Consents: unknown[], Source = 'profile') =>
  api(t, 'User/set-consents', { as: as(who), body: { Consents, Source } });

/** A placed order (pay later, then marked paid as a card payment would) of `who`: its OrderUniqueID. */
async function placeOrder(who: Who, paid = true, program = PROGRAM): Promise<string> {
  expect((await add(t, who, program, 'program')).json).toEqual({ data: 1 });
  const r = await submit(t, who);
  expect(r.status).toBe(200);
  const oid = r.json.data.OrderUniqueID as string;
  if (paid) await t.database.db.update(s.orders).set({ statusId: 2 }).where(eq(s.orders.uniqueId, oid));
  return oid;
}

describe('consents', () => {
  test('recorded separately with time, version and source; marketing can change; the history is kept', async () => {
    const who = await signUpUser(t);
    expect(await consentsOf(who)).toEqual([]);
    const atSignUp = await setConsents(
      who,
      [
        { Kind: 'terms', Granted: true, Version: '2026-01-15' },
        { Kind: 'privacy', Granted: true, Version: '2026-11-01' },
        { Kind: 'marketing', Granted: false, Version: '2026-11-01' },
      ],
      'sign-up',
    );
    expect(atSignUp.status).toBe(200);
    const first = await consentsOf(who);
    expect(first).toHaveLength(3);
    const byKind = Object.fromEntries(first.map((c) => [c.Kind, c]));
    expect(byKind.terms).toMatchObject({ Granted: true, Version: '2026-01-15', Source: 'sign-up' });
    expect(byKind.privacy).toMatchObject({ Granted: true, Version: '2026-11-01', Source: 'sign-up' });
    expect(byKind.marketing).toMatchObject({ Granted: false, Source: 'sign-up' });
    expect(Date.now() - Date.parse(byKind.marketing.RecordedAt)).toBeLessThan(60_000);

    // The customer opts in to marketing e-mails from My Account, then out again.
    await setConsents(who, [{ Kind: 'marketing', Granted: true, Version: '2026-11-01' }]);
    expect((await consentsOf(who)).find((c) => c.Kind === 'marketing')).toMatchObject({
      Granted: true,
      Source: 'profile',
    });
    await setConsents(who, [{ Kind: 'marketing', Granted: false, Version: '2026-11-01' }], 'privacy');
    const now = await consentsOf(who);
    expect(now.find((c) => c.Kind === 'marketing')).toMatchObject({ Granted: false, Source: 'privacy' });
    expect(now.find((c) => c.Kind === 'terms')).toMatchObject({ Granted: true, Version: '2026-01-15' });

    const rows = await t.database.db.select().from(s.consents).where(eq(s.consents.userId, who.userId));
    expect(rows.map((r) => `${r.kind}:${r.granted}`)).toEqual([
      'terms:true',
      'privacy:true',
      'marketing:false',
      'marketing:true',
      'marketing:false',
    ]);
  });

  test('bad input changes nothing; another user sees only their own', async () => {
    const a = await signUpUser(t);
    const b = await signUpUser(t);
    expect((await setConsents(a, [{ Kind: 'cookies', Granted: true, Version: '1' }])).status).toBe(400);
    expect((await setConsents(a, [{ Kind: 'marketing', Granted: true, Version: 'v 1 <b>' }])).status).toBe(400);
    const twice = [
      { Kind: 'marketing', Granted: true, Version: '1' },
      { Kind: 'marketing', Granted: false, Version: '1' },
    ];
    expect((await setConsents(a, twice)).status).toBe(400);
    expect(await consentsOf(a)).toEqual([]);
    await setConsents(b, [{ Kind: 'marketing', Granted: true, Version: '1' }]);
    expect(await consentsOf(a)).toEqual([]);
    expect((await api(t, 'User/get-consents')).status).toBe(401);
  });
});

describe('data export', () => {
  test("holds the caller's profile, orders with their lines, consents and enquiries, nothing of another customer", async () => {
    const a = await signUpUser(t, { firstName: 'Amal' });
    const b = await signUpUser(t, { firstName: 'Bassam' });
    const oidA = await placeOrder(a);
    const oidB = await placeOrder(b);
    await setConsents(a, [{ Kind: 'marketing', Granted: true, Version: '2026-11-01' }]);
    const enquiry = (name: string, email: string) => ({
      name,
      email,
      phone: '0501234567',
      message: `Question from ${name}`,
      isCourse: false,
      courseId: null,
      Subject: `New Enquiry from ${name}`,
      Body: `Question from ${name}`,
    });
    expect((await api(t, 'Shared/send-message', { as: as(a), body: enquiry('Amal', a.email) })).json).toEqual({
      data: true,
    });
    await api(t, 'Shared/send-message', { as: as(b), body: enquiry('Bassam', b.email) });

    const r = await api(t, 'User/export-data', { as: as(a) });
    expect(r.status).toBe(200);
    const data = endpoints.privacy.exportData.response.parse(r.json.data);
    expect(data.Profile).toMatchObject({ UniqueID: a.userId, FirstName: 'Amal', EmailAddress: a.email });
    expect(data.Orders.map((o) => o.OrderUniqueID)).toEqual([oidA]);
    expect(data.Orders[0].Items).toHaveLength(1);
    expect(data.Orders[0].Items[0].ItemType).toBe('program');
    expect(data.Consents).toEqual([expect.objectContaining({ Kind: 'marketing', Granted: true })]);
    expect(data.Enquiries).toEqual([expect.objectContaining({ Name: 'Amal', Message: 'Question from Amal' })]);
    const text = JSON.stringify(r.json);
    for (const foreign of [oidB, b.userId, b.email, 'Bassam']) expect(text).not.toContain(foreign);
  });

  test('the seeded customer: certificates and initiatives are part of the export', async () => {
    const s1 = await api(t, 'User/sign-in', { body: { email: 'customer@institute.test', password: 'Customer#2026' } });
    const who = { userId: s1.json.data.UniqueID, token: s1.json.data.token };
    const data = endpoints.privacy.exportData.response.parse((await api(t, 'User/export-data', { as: who })).json.data);
    expect(data.Certificates.map((c) => c.Type).sort()).toEqual(['course', 'diploma', 'init']);
    expect(data.Initiatives.length).toBeGreaterThan(0);
    expect(data.Orders.length).toBeGreaterThan(0);
  });
});

describe('account deletion', () => {
  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b2545' } })
      .png()
      .toBuffer();

  test('a wrong password changes nothing', async () => {
    const who = await signUpUser(t);
    const r = await api(t, 'User/delete-account', { as: as(who), body: { Password: 'Wrong#2026' } });
    expect(r.json.data).toEqual({ Status: 'wrong_password', InvoicesKept: 0 });
    expect((await api(t, 'User/get-profile', { as: as(who) })).status).toBe(200);
  });

  test('anonymised in the database, signed out everywhere, no sign-in; invoices kept and open for staff', async () => {
    const who = await signUpUser(t, { firstName: 'Hessa' });
    const second = await api(t, 'User/sign-in', { body: { email: who.email, password: PASSWORD } }); // another device
    const other = { userId: who.userId, token: second.json.data.token as string };
    const paidOid = await placeOrder(who);
    const pendingOid = await placeOrder(who, false, OTHER_PROGRAM);

    const form = new FormData();
    form.set('file', new File([new Uint8Array(await png())], 'eid.png'));
    form.set('public', '0');
    const up = await t.app.request('/api/Files/upload', { method: 'POST', headers: await headers(who), body: form });
    const fileId = ((await up.json()) as { data: { response: string } }).data.response;
    const profile = (await api(t, 'User/get-profile', { as: as(who) })).json.data;
    const { UniqueID, IsEIDVerified, EmailAddress, IsEmailVerified, Role, ...editable } = profile;
    void [UniqueID, IsEIDVerified, EmailAddress, IsEmailVerified, Role];
    const saved = await api(t, 'User/set-profile', {
      as: as(who),
      body: {
        ...editable,
        DOB: '1993-02-01',
        EID: '784199012345676',
        EID_front_ByUser: fileId,
        TRN: '100200300400500',
      },
    });
    expect(saved.json).toEqual({ data: 200 });
    await api(t, 'User/save-address', {
      as: as(who),
      body: {
        AddressID: null,
        Label: 'Home',
        FullName: 'Hessa Haddad',
        Phone: '0501234567',
        Line1: 'Villa 7, Street 12',
        Line2: null,
        City: 'Dubai',
        Emirate: 'Dubai',
        IsDefault: true,
      },
    });
    await setConsents(who, [{ Kind: 'marketing', Granted: true, Version: '1' }]);
    await api(t, 'Shared/send-message', {
      as: as(who),
      body: {
        name: 'Hessa',
        email: who.email,
        phone: '0501234567',
        message: 'Hello',
        isCourse: false,
        courseId: null,
        Subject: 'New Enquiry from Hessa',
        Body: 'Hello',
      },
    });

    const r = await api(t, 'User/delete-account', { as: as(who), body: { Password: PASSWORD } });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ Status: 'deleted', InvoicesKept: 2 });

    // Signed out everywhere: both tokens are refused.
    expect((await api(t, 'User/get-profile', { as: as(who) })).status).toBe(401);
    expect((await api(t, 'User/get-profile', { as: other })).status).toBe(401);
    // It can no longer sign in, and its address is free for a new account.
    const again = await api(t, 'User/sign-in', { body: { email: who.email, password: PASSWORD } });
    expect(again.json.data).toMatchObject({ CODE: 302, token: null });

    // The personal fields are gone from the database.
    const db = t.database.db;
    const [row] = await db.select().from(s.users).where(eq(s.users.uniqueId, who.userId));
    expect(row).toMatchObject({
      email: `deleted-${who.userId}@deleted.invalid`,
      firstName: '',
      lastName: '',
      middleName: null,
      firstNameAr: null,
      lastNameAr: null,
      companyName: null,
      trn: null,
      eid: null,
      eidFront: null,
      eidBack: null,
      profilePhoto: null,
      dob: null,
      gender: null,
      mobileNumber: null,
    });
    expect(JSON.stringify(row)).not.toContain(who.email);
    expect(JSON.stringify(row)).not.toContain('784199012345676');
    expect(row.passwordHash).not.toMatch(/^scrypt\$/);
    const live = await db
      .select()
      .from(s.userTokens)
      .where(and(eq(s.userTokens.userId, who.userId)));
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(live.every((tk) => tk.revokedAt !== null)).toBe(true);
    expect(await db.select().from(s.files).where(eq(s.files.ownerId, who.userId))).toEqual([]);
    expect(await db.select().from(s.addresses).where(eq(s.addresses.userId, who.userId))).toEqual([]);
    expect(await db.select().from(s.consents).where(eq(s.consents.userId, who.userId))).toEqual([]);
    expect(await db.select().from(s.carts).where(eq(s.carts.userId, who.userId))).toEqual([]);
    expect(
      await db
        .select()
        .from(s.enquiries)
        .where(or(eq(s.enquiries.userId, who.userId), eq(s.enquiries.email, who.email))),
    ).toEqual([]);
    expect(await db.select().from(s.otpCodes).where(eq(s.otpCodes.email, who.email))).toEqual([]);
    const [record] = await db.select().from(s.accountDeletions).where(eq(s.accountDeletions.userId, who.userId));
    expect(record).toMatchObject({ ordersKept: 2 });

    // The invoices stay (tax records): the paid order as it was, the unpaid one cancelled; staff still open them.
    const kept = await db.select().from(s.orders).where(eq(s.orders.userId, who.userId));
    expect(kept.map((o) => [o.uniqueId, o.statusId]).sort()).toEqual(
      [
        [paidOid, 2],
        [pendingOid, 3],
      ].sort(),
    );
    const invoice = await api(t, `Cart/get-order?oid=${paidOid}&uid=${who.userId}`);
    expect(invoice.status).toBe(200);
    expect(invoice.json.data.order).toMatchObject({ OrderUniqueID: paidOid, FirstName: 'Hessa', PaymentStatusID: 2 });
    expect(invoice.json.data.items).toHaveLength(1);

    // A new account can be made with the same address.
    const fresh = await signUpUser(t, { email: who.email });
    expect(fresh.userId).not.toBe(who.userId);
  });

  test("deleting withdraws the account's certificates: found by number before, not after", async () => {
    const s1 = await api(t, 'User/sign-in', { body: { email: 'customer@institute.test', password: 'Customer#2026' } });
    const who = { userId: s1.json.data.UniqueID as string, token: s1.json.data.token as string };
    const mine = endpoints.credentials.getMyCertificates.response.parse(
      (await api(t, 'User/get-my-certificates', { as: who })).json.data,
    );
    expect(mine.map((c) => c.Type).sort()).toEqual(['course', 'diploma', 'init']);
    for (const c of mine) {
      const found = await api(t, `Courses/find-certificate?number=${encodeURIComponent(c.CertificateNumber)}`);
      expect(found.json.data).toMatchObject({ valid: true, Type: c.Type, CertificateNumber: c.CertificateNumber });
    }
    const r = await api(t, 'User/delete-account', { as: who, body: { Password: 'Customer#2026' } });
    expect(r.json.data.Status).toBe('deleted');
    for (const c of mine) {
      const found = await api(t, `Courses/find-certificate?number=${encodeURIComponent(c.CertificateNumber)}`);
      expect(found.json).toEqual({ data: null });
    }
    expect(await t.database.db.select().from(s.certificates).where(eq(s.certificates.userId, who.userId))).toEqual([]);
  });
});
