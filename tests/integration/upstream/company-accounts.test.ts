// Company/* accounts (a contract extension) on the real upstream: create, read, invite admins by e-mail (the
// invitation mailed in the invitee's language), accept and decline, leave (never the last admin), staff verify.
// Every access rule is tried as another company's admin, as a plain customer (an agent) and as a visitor; and an
// API without the extension answers 404.
import { eq } from 'drizzle-orm';
import { MyCompanySchema } from '../../../lib/contract/entities/company';
import * as s from '../../../upstream/src/db/schema';
import { readOutbox } from '../../../upstream/src/mail/outbox';
import { as, createCustomers, signIn, STAFF, type Who } from './cart-helpers';
import { createTestApp, type TestContext } from './harness';
import { api, watchContractDrift } from './user-helpers';

let t: TestContext;
let staff: Who;

watchContractDrift();
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, STAFF);
});
afterAll(async () => t.close());

const COMPANY = {
  LegalName_en: 'Palm Realty Brokers LLC',
  LegalName_ar: 'بالم ريالتي للوساطة العقارية ذ.م.م',
  TradeLicenseNumber: '1234567',
  TradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
  TRN: '100234567890003',
  Address: {
    Line1: 'Office 1204, Bay Square 3',
    Line2: null,
    City: 'Dubai',
    Emirate: 'Dubai',
    POBox: '12345',
    CountryCode: 'AE',
  },
  BillingContactName: 'Sara Haddad',
  BillingContactEmail: 'Accounts@PalmRealty.example',
  BillingContactPhone: '+971 4 123 4567',
};

const mine = async (who: Who) => {
  const r = await api(t, 'Company/get-my-company', { as: as(who) });
  expect(r.status).toBe(200);
  return MyCompanySchema.parse(r.json.data);
};
const create = (who: Who, body: unknown = COMPANY) => api(t, 'Company/create-company', { body, as: as(who) });
const invite = (who: Who, CompanyID: number, Email: string) =>
  api(t, 'Company/invite-admin', { body: { CompanyID, Email }, as: as(who) });
const answer = (who: Who, InvitationID: number, Accept: boolean) =>
  api(t, 'Company/answer-invitation', { body: { InvitationID, Accept }, as: as(who) });
const leave = (who: Who, CompanyID: number) => api(t, 'Company/leave-company', { body: { CompanyID }, as: as(who) });
const emailOf = async (who: Who) =>
  (await t.database.db.select().from(s.users).where(eq(s.users.uniqueId, who.userId)))[0].email;

async function newCompany(admin: Who) {
  const r = await create(admin);
  expect(r.json.data.Status).toBe('created');
  return r.json.data.CompanyID as number;
}

test('a customer creates a company and is its first admin; a second one is refused', async () => {
  const [admin] = await createCustomers(t, 1, 'co');
  expect(await mine(admin)).toEqual({ Company: null, Admins: [], SentInvitations: [], Invitations: [] });
  const id = await newCompany(admin);
  const got = await mine(admin);
  expect(got.Company).toMatchObject({
    CompanyID: id,
    LegalName_en: COMPANY.LegalName_en,
    LegalName_ar: COMPANY.LegalName_ar,
    TRN: COMPANY.TRN,
    Address: { Emirate: 'Dubai', CountryCode: 'AE', Line2: null },
    BillingContactEmail: 'accounts@palmrealty.example',
    IsVerified: false,
    VerifiedDate: null,
  });
  expect(got.Admins).toEqual([expect.objectContaining({ Email: await emailOf(admin), IsMe: true })]);
  expect((await create(admin)).json.data).toEqual({ Status: 'already_admin', CompanyID: null });
  const [{ n }] = await t.database.db
    .select({ n: s.companies.id })
    .from(s.companies)
    .where(eq(s.companies.createdBy, admin.userId));
  expect(n).toBe(id);
});

test.each([
  ['a TRN of 14 digits', { TRN: '10023456789000' }],
  ['letters in the TRN', { TRN: '10023456789000A' }],
  ['no Arabic legal name', { LegalName_ar: '  ' }],
  ['no trade licence authority', { TradeLicenseAuthority: '' }],
  ['an emirate that is not one', { Address: { ...COMPANY.Address, Emirate: 'Doha' } }],
  ['an address abroad', { Address: { ...COMPANY.Address, CountryCode: 'QA' } }],
  ['a bad billing e-mail', { BillingContactEmail: 'accounts@' }],
  ['a bidi override in the name', { LegalName_en: 'Palm\u202eRealty' }],
])('bad input is refused with 400 and nothing is created: %s', async (_, change) => {
  const [admin] = await createCustomers(t, 1, 'cobad');
  const r = await create(admin, { ...COMPANY, ...change });
  expect(r.status).toBe(400);
  expect((await mine(admin)).Company).toBeNull();
});

test('admins invite admins by e-mail; the invitee is mailed in their language and accepts', async () => {
  const [admin, second, third] = await createCustomers(t, 3, 'coinv');
  await t.database.db.update(s.users).set({ preferredLanguage: 'ar' }).where(eq(s.users.uniqueId, second.userId));
  const id = await newCompany(admin);
  const secondEmail = await emailOf(second);
  // Typed in another case: the same account.
  expect((await invite(admin, id, secondEmail.toUpperCase())).json.data).toEqual({ Status: 'invited' });
  expect((await invite(admin, id, secondEmail)).json.data).toEqual({ Status: 'already_invited' });
  expect((await invite(admin, id, 'nobody.here@example.test')).json.data).toEqual({ Status: 'no_account' });
  expect((await invite(admin, id, await emailOf(admin))).json.data).toEqual({ Status: 'already_admin' });

  await t.app.jobs.drain();
  const [mail] = await readOutbox(t.outboxDir, { to: secondEmail });
  expect(mail.subject).toBe(`دعوة لإدارة حساب ${COMPANY.LegalName_ar}`);
  expect(mail.text).toContain('/ar/my-account/my-company');

  const received = (await mine(second)).Invitations;
  expect(received).toEqual([expect.objectContaining({ CompanyID: id, LegalName_en: COMPANY.LegalName_en })]);
  expect((await mine(admin)).SentInvitations).toEqual([expect.objectContaining({ Email: secondEmail })]);
  // Only the invitee can answer it.
  expect((await answer(third, received[0].InvitationID, true)).json.data).toEqual({ Status: 'gone' });
  expect((await answer(second, received[0].InvitationID, true)).json.data).toEqual({ Status: 'joined' });
  expect((await answer(second, received[0].InvitationID, true)).json.data).toEqual({ Status: 'gone' });
  const now = await mine(second);
  expect(now.Company?.CompanyID).toBe(id);
  expect(now.Admins.map((a) => a.IsMe)).toEqual([false, true]);
  expect(now.SentInvitations).toEqual([]);

  // An admin of another company cannot be invited (one company each).
  const [rival] = await createCustomers(t, 1, 'coinvrival');
  await newCompany(rival);
  expect((await invite(admin, id, await emailOf(rival))).json.data).toEqual({ Status: 'already_admin' });

  // The new admin invites too; the third declines.
  expect((await invite(second, id, await emailOf(third))).json.data).toEqual({ Status: 'invited' });
  const [third1] = (await mine(third)).Invitations;
  expect((await answer(third, third1.InvitationID, false)).json.data).toEqual({ Status: 'declined' });
  expect((await mine(third)).Company).toBeNull();
});

test('an admin leaves; the last admin cannot, also when two leave at once', async () => {
  const [a, b] = await createCustomers(t, 2, 'coleave');
  const id = await newCompany(a);
  expect((await leave(a, id)).json.data).toEqual({ Status: 'last_admin' });
  await invite(a, id, await emailOf(b));
  await answer(b, (await mine(b)).Invitations[0].InvitationID, true);
  const both = await Promise.all([leave(a, id), leave(b, id)]);
  expect(both.map((r) => r.json.data.Status).sort()).toEqual(['last_admin', 'left']);
  const admins = await t.database.db.select().from(s.companyAdmins).where(eq(s.companyAdmins.companyId, id));
  expect(admins).toHaveLength(1);
});

test("another company's admin, an agent and a visitor can change nothing", async () => {
  const [admin, rival, agent] = await createCustomers(t, 3, 'coacl');
  const id = await newCompany(admin);
  await newCompany(rival);
  const before = await mine(admin);

  for (const who of [rival, agent]) {
    expect((await invite(who, id, await emailOf(agent))).json.data).toEqual({ Status: 'not_admin' });
    expect((await leave(who, id)).json.data).toEqual({ Status: 'not_admin' });
    // A customer reads their own company only: nothing of this one.
    expect(JSON.stringify(await mine(who))).not.toContain(`"CompanyID":${id},`);
  }
  // An invitation to someone else cannot be answered by a rival who guesses its id.
  await invite(admin, id, await emailOf(agent));
  const [inv] = (await mine(agent)).Invitations;
  expect((await answer(rival, inv.InvitationID, true)).json.data).toEqual({ Status: 'gone' });
  expect((await mine(admin)).Admins).toEqual(before.Admins);

  // Visitors: 401 on every call.
  for (const [path, body] of [
    ['Company/get-my-company', undefined],
    ['Company/create-company', COMPANY],
    ['Company/invite-admin', { CompanyID: id, Email: 'x@example.test' }],
    ['Company/answer-invitation', { InvitationID: inv.InvitationID, Accept: true }],
    ['Company/leave-company', { CompanyID: id }],
    ['Company/get-companies', undefined],
    ['Company/verify-company', { CompanyID: id, Verified: true }],
  ] as const)
    expect((await api(t, path, { body })).status).toBe(401);

  // Staff calls: a customer (an admin too) gets 403.
  expect((await api(t, 'Company/get-companies', { as: as(admin) })).status).toBe(403);
  const r = await api(t, 'Company/verify-company', { body: { CompanyID: id, Verified: true }, as: as(admin) });
  expect(r.status).toBe(403);
  expect((await mine(admin)).Company?.IsVerified).toBe(false);
});

test('staff list every company, unverified first, and verify one', async () => {
  const [admin] = await createCustomers(t, 1, 'coverify');
  const id = await newCompany(admin);
  const list = await api(t, 'Company/get-companies', { as: as(staff) });
  expect(list.status).toBe(200);
  const row = list.json.data.find((c: { CompanyID: number }) => c.CompanyID === id);
  expect(row).toMatchObject({ IsVerified: false, AdminCount: 1 });

  const v = await api(t, 'Company/verify-company', { body: { CompanyID: id, Verified: true }, as: as(staff) });
  expect(v.json.data).toMatchObject({ CompanyID: id, IsVerified: true });
  expect((await mine(admin)).Company).toMatchObject({ IsVerified: true, VerifiedDate: expect.any(String) });
  const again = await api(t, 'Company/get-companies', { as: as(staff) });
  const verified = again.json.data.map((c: { IsVerified: boolean }) => c.IsVerified);
  expect(verified).toEqual([...verified].sort()); // false before true
  const unknown = await api(t, 'Company/verify-company', {
    body: { CompanyID: 999_999, Verified: true },
    as: as(staff),
  });
  expect(unknown.json).toEqual({ data: null });
  const undo = await api(t, 'Company/verify-company', { body: { CompanyID: id, Verified: false }, as: as(staff) });
  expect(undo.json.data).toMatchObject({ IsVerified: false, VerifiedDate: null });
});

describe('an API without the extension (UPSTREAM_EXTENSIONS=off)', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ config: { extensions: false } });
  });
  afterAll(async () => off.close());
  test('answers 404', async () => {
    const [who] = await createCustomers(off, 1, 'cooff');
    expect((await api(off, 'Company/get-my-company', { as: as(who) })).status).toBe(404);
    expect((await api(off, 'Company/create-company', { body: COMPANY, as: as(who) })).status).toBe(404);
  });
});
